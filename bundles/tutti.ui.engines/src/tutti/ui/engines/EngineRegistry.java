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

    private final IEclipsePreferences preferences;
    private final EngineSecrets secrets;
    private final LocalEngine local;
    private final List<RemoteEngine> remotes = new CopyOnWriteArrayList<>();
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
            list.add(m);
        }
        preferences.put(KEY, Json.of(list));
        preferences.putBoolean("local.deployOnSave", local.deployOnSave());
        try {
            preferences.flush();
        } catch (BackingStoreException ex) {
            ILog.of(EngineRegistry.class).error("cannot save the list of engines", ex);
        }
    }
}
