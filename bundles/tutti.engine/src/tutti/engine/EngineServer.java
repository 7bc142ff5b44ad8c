package tutti.engine;

import java.net.URI;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

import tutti.engine.core.CallbackAddresses;
import tutti.engine.core.EngineCore;
import tutti.overseer.PoolMonitor;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;

/** A running engine: its core and its HTTP API. Start with {@link #start(EngineOptions)}, stop with {@link #close()}. */
public final class EngineServer implements AutoCloseable {

    /** The engine's release, reported by {@code GET /health} (the API document carries the same). */
    public static final String VERSION = "0.1.0";

    private final Server server;
    private final ServerConnector connector;
    private final EngineCore core;
    private final String token;
    private final List<String> loadProblems;
    private final java.util.concurrent.ExecutorService streams;

    private final boolean tls;

    private EngineServer(Server server, ServerConnector connector, EngineCore core, String token, List<String> loadProblems,
            java.util.concurrent.ExecutorService streams, boolean tls) {
        this.streams = streams;
        this.tls = tls;
        this.server = server;
        this.connector = connector;
        this.core = core;
        this.token = token;
        this.loadProblems = loadProblems;
    }

    public static EngineServer start(EngineOptions options) throws Exception {
        HttpListener.checkKeystore(options);
        String token = options.token() != null ? options.token() : randomToken();
        // Each pool's threads count themselves from their first instruction; events a machine
        // cannot count are reported as such in every snapshot.
        PoolMonitor monitor = new PoolMonitor(options.counters());
        EngineCore core = new EngineCore(options.core(), pool -> monitor.threadFactory(pool, Thread::new));
        if (options.replica() != null) {
            core.numberInstancesFrom(options.replica().firstInstanceId());
        }
        List<String> problems = new ArrayList<>();
        DeploymentStore store = null;
        if (options.dataDir() != null) {
            store = new DeploymentStore(options.dataDir());
            for (CompositionArchive archive : store.load(problems)) {
                try {
                    core.deployments().add(archive.load(CompiledComposition.class.getClassLoader()), archive.contentHash());
                } catch (java.io.IOException e) {
                    problems.add(archive.name() + " " + archive.version() + ": " + e.getMessage());
                }
            }
        }
        HttpListener listener = HttpListener.create(options);
        Server server = listener.server();
        ServerConnector connector = listener.connector();
        java.util.concurrent.ScheduledExecutorService streams = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "metrics-stream");
            t.setDaemon(true);
            return t;
        });
        ApiHandler api = new ApiHandler(core, token, store, monitor, streams, options.replica() != null);
        server.setHandler(api);
        try {
            listener.start(options);
        } catch (EngineStartException e) {
            streams.shutdownNow();
            core.close();
            throw e;
        }
        EngineServer engine = new EngineServer(server, connector, core, token, problems, streams, options.tls() != null);
        CallbackAddresses callbacks = new CallbackAddresses(
                options.replica() != null ? options.replica().publicUri() : engine.reachableUri(), token);
        core.useCallbacks(callbacks);
        api.listening(engine.uri(), callbacks);
        return engine;
    }

    /** A token for an engine that was given none: 24 random bytes in hex. */
    public static String randomToken() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public int port() {
        return connector.getLocalPort();
    }

    /** The base URI clients use, e.g. {@code http://127.0.0.1:8686}. */
    public URI uri() {
        return HttpListener.uri(connector, tls);
    }

    /**
     * The address services use to call back: {@link #uri()}, except that an engine listening on
     * every interface names this host instead of the wildcard address.
     */
    URI reachableUri() {
        return HttpListener.reachableUri(connector, tls);
    }

    /** The bearer token mutating requests must carry (given, or drawn at start). */
    public String token() {
        return token;
    }

    public EngineCore core() {
        return core;
    }

    /** Stored deployments that could not be loaded at start, with why. */
    public List<String> loadProblems() {
        return List.copyOf(loadProblems);
    }

    /** Blocks until the server stops. */
    public void join() throws InterruptedException {
        server.join();
    }

    @Override
    public void close() throws Exception {
        try {
            server.stop();
        } finally {
            streams.shutdownNow();
            core.close();
        }
    }
}
