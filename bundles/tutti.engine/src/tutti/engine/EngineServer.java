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
import tutti.engine.core.Recovery;
import tutti.overseer.PoolMonitor;

/** A running engine: its core and its HTTP API. Start with {@link #start(EngineOptions)}, stop with {@link #close()}. */
public final class EngineServer implements AutoCloseable {

    private final Server server;
    private final ServerConnector connector;
    private final EngineCore core;
    private final String token;
    private final List<String> loadProblems;
    private final java.util.concurrent.ExecutorService streams;

    private final boolean tls;
    private final ApiHandler api;
    private final HandOver handler;
    private final EngineOptions options;
    private final List<AutoCloseable> closeWith = new java.util.concurrent.CopyOnWriteArrayList<>();
    private Recovery.Report recovery;
    /** The public port this replica shares with its siblings, while it does; null otherwise. */
    private volatile SharedPortConnector shared;

    private EngineServer(Server server, ServerConnector connector, EngineCore core, String token, List<String> loadProblems,
            java.util.concurrent.ExecutorService streams, boolean tls, ApiHandler api, HandOver handler, EngineOptions options) {
        this.api = api;
        this.handler = handler;
        this.options = options;
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
        HeapTarget.install();
        String token = options.token() != null ? options.token() : randomToken();
        // Each pool's threads count themselves from their first instruction; events a machine
        // cannot count are reported as such in every snapshot.
        PoolMonitor monitor = new PoolMonitor(options.counters());
        EngineCore core = new EngineCore(options.core(), pool -> monitor.threadFactory(pool, Thread::new));
        EngineOptions.SharedPort sharing = options.replica() != null ? options.replica().shared() : null;
        if (options.replica() != null) {
            core.numberInstancesFrom(options.replica().firstInstanceId());
            if (sharing != null && sharing.ids() != null) {
                try {
                    core.countIdsIn(tutti.engine.core.IdCounter.mapped(sharing.ids()));
                } catch (java.io.IOException e) {
                    core.close();
                    throw new EngineStartException("cannot count instance ids in " + sharing.ids() + ": " + e.getMessage(), e);
                }
            }
        }
        List<String> problems = new ArrayList<>();
        DeploymentRegistry deployments = DeploymentRegistry.open(options.dataDir(), core.deployments(), problems);
        HttpListener listener = HttpListener.create(options);
        Server server = listener.server();
        ServerConnector connector = listener.connector();
        java.util.concurrent.ScheduledExecutorService streams = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "metrics-stream");
            t.setDaemon(true);
            return t;
        });
        ApiHandler api = new ApiHandler(core, token, deployments, monitor, streams, options.replica(),
                options.wrongTokens());
        Recovery.Report[] recovery = new Recovery.Report[1];
        if (options.durability().journaled()) {
            try {
                // Before the port opens: no request finds the engine without its instances.
                Recovery.run(core, options.dataDir().resolve("journal"), options.durability().settings(),
                        message -> System.err.println("tutti: " + message), api::remember, r -> recovery[0] = r);
            } catch (java.io.IOException e) {
                streams.shutdownNow();
                core.close();
                throw new EngineStartException("cannot read or open the journal in " + options.dataDir().resolve("journal")
                        + ": " + e.getMessage() + " (check the directory's permissions and free space, or start with "
                        + "--durability none)", e);
            }
        }
        HandOver handler = new HandOver(api);
        server.setHandler(sharing != null ? new SharedPortRoutes(handler, sharing) : handler);
        try {
            listener.start(options);
        } catch (EngineStartException e) {
            streams.shutdownNow();
            core.close();
            throw e;
        }
        EngineServer engine = new EngineServer(server, connector, core, token, problems, streams, options.tls() != null, api,
                handler, options);
        engine.recovery = recovery[0];
        CallbackAddresses callbacks = new CallbackAddresses(
                options.replica() != null ? options.replica().publicUri() : engine.reachableUri(), token);
        core.useCallbacks(callbacks);
        if (options.replica() != null) {
            core.throwSignalsThrough(options.replica().publicUri(), token);
        }
        api.listening(engine.uri(), callbacks);
        return engine;
    }

    /**
     * The CPUs this process may run on (its affinity, as {@code taskset} or a cgroup set it), as a
     * Linux list; null where the kernel does not say.
     */
    public static String allowedCpus() {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return line.substring(line.indexOf(':') + 1).strip();
                }
            }
        } catch (java.io.IOException | UnsupportedOperationException e) {
            // Not Linux: no such file.
        }
        return null;
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
    public URI reachableUri() {
        return HttpListener.reachableUri(connector, tls);
    }

    /** What it was started with. */
    public EngineOptions options() {
        return options;
    }

    /** Lets {@code PUT /plan} change this lone engine's plan (it becomes a front of replicas). */
    public void allowPlanChanges(PlanChange change) {
        api.allowPlanChanges(change, this);
    }

    /** The engine's own API handler, which a front this engine becomes keeps for the instances it still holds. */
    public org.eclipse.jetty.server.Handler api() {
        return api;
    }

    /** Every deployment held here, which a front this engine becomes goes on holding. */
    public DeploymentRegistry deployments() {
        return api.deployments();
    }

    /** From now on the listener's requests go to {@code front}; requests in progress finish here. */
    public void handOver(org.eclipse.jetty.server.Handler front) {
        handler.to(front);
        api.endStreams();
    }

    /** Whether requests still come to this engine's own API (it has not become a front). */
    public boolean lone() {
        return handler.target() == api;
    }

    /** Closed when this engine closes, before its core: what it became (a front and its replicas). */
    public void closeWith(AutoCloseable c) {
        closeWith.add(c);
    }

    /** The bearer token mutating requests must carry (given, or drawn at start). */
    public String token() {
        return token;
    }

    public EngineCore core() {
        return core;
    }

    /** What recovery found in the journal at start; null for an engine without one. */
    public Recovery.Report recovery() {
        return recovery;
    }

    /** Stored deployments that could not be loaded at start, with why. */
    public List<String> loadProblems() {
        return List.copyOf(loadProblems);
    }

    /**
     * A replica listens on the public port it shares with its siblings and front once its front
     * has given it every deployment (before, an instance started there would find none).
     *
     * @throws Exception when it cannot listen there (another process took the port without sharing it)
     */
    public synchronized void joinSharedPort() throws Exception {
        EngineOptions.SharedPort sharing = options.replica() == null ? null : options.replica().shared();
        if (sharing == null) {
            throw new IllegalStateException("this engine was not started to share a port (--shared-port)");
        }
        if (shared != null) {
            return;
        }
        SharedPortConnector c = HttpListener.sharedConnector(server, sharing.host(), sharing.port());
        try {
            c.start();
        } catch (Exception e) {
            server.removeConnector(c);
            throw e;
        }
        shared = c;
    }

    /**
     * A replica that drains leaves the public port it shares: new connections go to its siblings;
     * a request in progress here finishes first. Its own loopback port stays for its front.
     */
    public synchronized void leaveSharedPort() {
        SharedPortConnector c = shared;
        shared = null;
        if (c != null) {
            c.leave();
        }
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
            for (AutoCloseable c : closeWith) {
                try {
                    c.close();
                } catch (Exception e) {
                    // Closing the rest matters more.
                }
            }
            streams.shutdownNow();
            core.close();
        }
    }
}
