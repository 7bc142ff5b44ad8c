package tutti.ui.engines;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.equinox.security.storage.StorageException;
import org.osgi.service.prefs.BackingStoreException;

import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * The engines the Studio knows: the local one first, then remote ones in the order they were
 * added. Remote engines' names, addresses, pinned fingerprints and settings are kept in the
 * workspace's preferences; their tokens only in secure storage. Listeners hear of every change,
 * of the list or of an engine's status, on whatever thread it happened.
 */
public final class EngineRegistry {

    private static final String KEY = "remoteEngines";
    private static final String CLUSTERS = "engineClusters";

    private final IEclipsePreferences preferences;
    private final EngineSecrets secrets;
    private final LocalEngine local;
    private final List<RemoteEngine> remotes = new CopyOnWriteArrayList<>();
    private final List<EngineCluster> clusters = new CopyOnWriteArrayList<>();
    private final List<Consumer<EngineTarget>> listeners = new CopyOnWriteArrayList<>();

    EngineRegistry(IEclipsePreferences preferences, EngineSecrets secrets, LocalEngine.Factory localFactory) {
        this.preferences = preferences;
        this.secrets = secrets;
        this.local = localFactory.create(secrets, this::localChanged);
        load();
    }

    public LocalEngine local() {
        return local;
    }

    public List<EngineTarget> all() {
        List<EngineTarget> all = new ArrayList<>();
        all.add(local);
        all.addAll(remotes);
        return all;
    }

    public List<RemoteEngine> remotes() {
        return List.copyOf(remotes);
    }

    public EngineTarget find(String id) {
        return all().stream().filter(e -> e.id().equals(id)).findFirst().orElse(null);
    }

    /** The clusters, in the order they were added; their members are among {@link #remotes()}. */
    public List<EngineCluster> clusters() {
        return List.copyOf(clusters);
    }

    public EngineCluster cluster(String id) {
        return clusters.stream().filter(c -> c.id().equals(id)).findFirst().orElse(null);
    }

    /**
     * Adds a cluster from its file: each member becomes a remote engine (named CLUSTER/MEMBER, its
     * pinned certificate from the file), its token from {@code tokens} (by member name) into secure
     * storage.
     */
    public EngineCluster addCluster(tutti.client.cluster.ClusterFile file, Map<String, String> tokens) throws StorageException {
        if (clusters.stream().anyMatch(c -> c.name().equals(file.name()))) {
            throw new IllegalArgumentException("a cluster named " + file.name() + " is here already: remove it first, or "
                    + "rename this one in its file");
        }
        EngineCluster c = new EngineCluster(UUID.randomUUID().toString(), file.name(), file.balancer(), this);
        List<RemoteEngine> members = new ArrayList<>();
        for (tutti.client.cluster.ClusterFile.Member m : file.members()) {
            RemoteEngine e = new RemoteEngine(UUID.randomUUID().toString(), file.name() + "/" + m.name(), m.url(), secrets);
            secrets.setToken(e.id(), tokens.get(m.name()));
            e.fingerprint(m.trust());
            e.cluster(c.id());
            members.add(e);
        }
        clusters.add(c);
        remotes.addAll(members);
        save();
        changed(null);
        return c;
    }

    /** Forgets a cluster, its members and their tokens (the engines keep running). */
    public void removeCluster(EngineCluster c) {
        for (RemoteEngine e : c.members()) {
            remotes.remove(e);
            secrets.forget(e.id());
        }
        clusters.remove(c);
        save();
        changed(null);
    }

    /** Called with the engine that changed, or null when the list itself changed. */
    public void addListener(Consumer<EngineTarget> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<EngineTarget> listener) {
        listeners.remove(listener);
    }

    private void localChanged() {
        changed(local);
    }

    void changed(EngineTarget engine) {
        for (Consumer<EngineTarget> l : listeners) {
            try {
                l.accept(engine);
            } catch (RuntimeException e) {
                ILog.of(EngineRegistry.class).error("an engines listener failed", e);
            }
        }
    }

    /** Adds a remote engine; the token goes to secure storage. */
    public RemoteEngine add(String name, URI url, String token, String fingerprint, boolean deployOnSave) throws StorageException {
        RemoteEngine e = new RemoteEngine(UUID.randomUUID().toString(), name, url, secrets);
        secrets.setToken(e.id(), token);
        e.fingerprint(fingerprint);
        e.deployOnSave(deployOnSave);
        remotes.add(e);
        save();
        changed(null);
        return e;
    }

    /** Changes a remote engine's settings; a null token leaves the kept one as it is. */
    public void edit(RemoteEngine e, String name, URI url, String token, String fingerprint, boolean deployOnSave)
            throws StorageException {
        if (token != null) {
            secrets.setToken(e.id(), token);
        }
        e.name(name);
        e.url(url);
        e.fingerprint(fingerprint);
        e.deployOnSave(deployOnSave);
        // A disconnected engine stays so (and says so) until the user connects it.
        e.status(e.connected() ? EngineStatus.of(EngineState.STARTING, "connecting") : EngineStatus.of(EngineState.DISCONNECTED, null));
        save();
        changed(e);
    }

    /** Pins a certificate for an engine (the user compared and accepted its fingerprint). */
    public void trust(EngineTarget e, String fingerprint) {
        e.fingerprint(fingerprint);
        save();
        changed(e);
    }

    public void deployOnSave(EngineTarget e, boolean on) {
        e.deployOnSave(on);
        save();
        changed(e);
    }

    public void connect(RemoteEngine e, boolean on) {
        e.connected(on);
        e.status(on ? EngineStatus.of(EngineState.STARTING, "connecting") : EngineStatus.of(EngineState.DISCONNECTED, null));
        save();
        changed(e);
    }

    public void remove(RemoteEngine e) {
        remotes.remove(e);
        secrets.forget(e.id());
        save();
        changed(null);
    }

    /** Replaces an engine's status and tells the listeners. */
    void status(EngineTarget e, EngineStatus s) {
        e.status(s);
        changed(e);
    }

    private void load() {
        String text = preferences.get(KEY, null);
        if (text != null) {
            try {
                for (Object o : (List<?>) JsonReader.parse(text)) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> m = (Map<String, Object>) o;
                    RemoteEngine e = new RemoteEngine((String) m.get("id"), (String) m.get("name"), URI.create((String) m.get("url")),
                            secrets);
                    e.fingerprint((String) m.get("fingerprint"));
                    e.deployOnSave(Boolean.TRUE.equals(m.get("deployOnSave")));
                    e.cluster((String) m.get("cluster"));
                    if (Boolean.FALSE.equals(m.get("connected"))) {
                        e.connected(false);
                        e.status(EngineStatus.of(EngineState.DISCONNECTED, null));
                    }
                    remotes.add(e);
                }
            } catch (RuntimeException ex) {
                ILog.of(EngineRegistry.class).error("the list of remote engines in the preferences cannot be read: " + text, ex);
            }
        }
        String clusterText = preferences.get(CLUSTERS, null);
        if (clusterText != null) {
            try {
                for (Object o : (List<?>) JsonReader.parse(clusterText)) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> m = (Map<String, Object>) o;
                    clusters.add(new EngineCluster((String) m.get("id"), (String) m.get("name"),
                            m.get("balancer") == null ? null : URI.create((String) m.get("balancer")), this));
                }
            } catch (RuntimeException ex) {
                ILog.of(EngineRegistry.class).error("the list of engine clusters in the preferences cannot be read: " + clusterText, ex);
            }
        }
        local.deployOnSave(preferences.getBoolean("local.deployOnSave", false));
    }

    private void save() {
        List<Object> list = new ArrayList<>();
        for (RemoteEngine e : remotes) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", e.id());
            m.put("name", e.name());
            m.put("url", e.url().toString());
            m.put("fingerprint", e.fingerprint());
            m.put("deployOnSave", e.deployOnSave());
            m.put("connected", e.connected());
            if (e.cluster() != null) {
                m.put("cluster", e.cluster());
            }
            list.add(m);
        }
        preferences.put(KEY, Json.of(list));
        List<Object> clusterList = new ArrayList<>();
        for (EngineCluster c : clusters) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", c.id());
            m.put("name", c.name());
            m.put("balancer", c.balancer() == null ? null : c.balancer().toString());
            clusterList.add(m);
        }
        preferences.put(CLUSTERS, Json.of(clusterList));
        preferences.putBoolean("local.deployOnSave", local.deployOnSave());
        try {
            preferences.flush();
        } catch (BackingStoreException ex) {
            ILog.of(EngineRegistry.class).error("cannot save the list of engines", ex);
        }
    }
}
