package tutti.ui.engines;

import java.net.URI;
import java.time.Duration;

import tutti.client.EngineClient;

/**
 * An engine the Studio knows: the local one or a remote one. Its settings change only on the UI
 * thread (dialogs); its status is replaced by the poller and by actions, from any thread.
 */
public abstract sealed class EngineTarget permits LocalEngine, RemoteEngine {

    private final String id;
    private volatile String name;
    private volatile String fingerprint;
    private volatile boolean deployOnSave;
    private volatile EngineStatus status;
    private final java.util.Map<String, EngineClient> clients = new java.util.concurrent.ConcurrentHashMap<>();

    EngineTarget(String id, String name, EngineStatus initial) {
        this.id = id;
        this.name = name;
        this.status = initial;
    }

    /** Stable across sessions: deploy targets and secure storage are keyed by it. */
    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    void name(String newName) {
        this.name = newName;
    }

    /** Where the engine answers; null while a local engine has not said where. */
    public abstract URI url();

    /** The bearer token, from secure storage; null when none is known. */
    public abstract String token();

    /** The SHA-256 of a certificate the user accepted for this engine, or null. */
    public String fingerprint() {
        return fingerprint;
    }

    void fingerprint(String sha256) {
        this.fingerprint = sha256;
    }

    public boolean deployOnSave() {
        return deployOnSave;
    }

    void deployOnSave(boolean on) {
        this.deployOnSave = on;
    }

    public EngineStatus status() {
        return status;
    }

    void status(EngineStatus s) {
        this.status = s;
    }

    public boolean isLocal() {
        return this instanceof LocalEngine;
    }

    /** Whether the poller should ask this engine now (a disconnected or stopped one is left alone). */
    abstract boolean pollable();

    /** A client for calls that may take long (runs, batches, deployments); throws when there is no address yet. */
    public EngineClient client() {
        return client(Duration.ofSeconds(30));
    }

    EngineClient client(Duration requestTimeout) {
        URI u = url();
        if (u == null) {
            throw new IllegalStateException(name + " has no address yet: start it first");
        }
        // One client per address, token, certificate and time limit: a client holds its connections
        // and a selector thread, so polling every second must not make a new one each time.
        String key = u + "\n" + token() + "\n" + fingerprint + "\n" + requestTimeout.toMillis();
        EngineClient c = clients.get(key);
        if (c == null) {
            String same = u + "\n" + token() + "\n" + fingerprint + "\n";
            clients.keySet().removeIf(old -> !old.startsWith(same));
            c = EngineClient.to(u).token(token()).trust(fingerprint).connectTimeout(Duration.ofSeconds(2))
                    .requestTimeout(requestTimeout).build();
            EngineClient raced = clients.putIfAbsent(key, c);
            c = raced != null ? raced : c;
        }
        return c;
    }

    @Override
    public String toString() {
        return name;
    }
}
