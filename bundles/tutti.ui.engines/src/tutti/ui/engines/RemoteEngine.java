package tutti.ui.engines;

import java.net.URI;

/** An engine the Studio reaches at an address (http or https) with a token kept in secure storage. */
public final class RemoteEngine extends EngineTarget {

    private volatile URI url;
    private volatile boolean connected = true;
    /** The id of the cluster it is a member of, or null. */
    private volatile String cluster;
    private final EngineSecrets secrets;

    RemoteEngine(String id, String name, URI url, EngineSecrets secrets) {
        super(id, name, EngineStatus.of(EngineState.STARTING, "connecting"));
        this.url = url;
        this.secrets = secrets;
    }

    @Override
    public URI url() {
        return url;
    }

    void url(URI u) {
        this.url = u;
    }

    @Override
    public String token() {
        return secrets.token(id());
    }

    /** The id of the {@link EngineCluster} it belongs to, or null for an engine on its own. */
    public String cluster() {
        return cluster;
    }

    void cluster(String id) {
        this.cluster = id;
    }

    public boolean connected() {
        return connected;
    }

    void connected(boolean on) {
        this.connected = on;
    }

    @Override
    boolean pollable() {
        return connected;
    }
}
