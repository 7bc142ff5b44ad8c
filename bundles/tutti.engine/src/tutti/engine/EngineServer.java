package tutti.engine;

import java.net.URI;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import tutti.engine.core.CallbackAddresses;
import tutti.engine.core.EngineCore;
import tutti.overseer.PoolMonitor;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;

/** A running engine: its core and its HTTP API. Start with {@link #start(EngineOptions)}, stop with {@link #close()}. */
public final class EngineServer implements AutoCloseable {

    /** Largest request header block; bodies get their own limits per endpoint. */
    private static final int MAX_HEADER_BYTES = 16 * 1024;

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
        if (options.tls() != null && !java.nio.file.Files.isReadable(options.tls().keystore())) {
            throw new EngineStartException("cannot read the keystore " + options.tls().keystore()
                    + " (give a PKCS12 or JKS file with the server's key and certificate)", null);
        }
        String token = options.token() != null ? options.token() : randomToken();
        // Each pool's threads count themselves from their first instruction; events a machine
        // cannot count are reported as such in every snapshot.
        PoolMonitor monitor = new PoolMonitor(options.counters());
        EngineCore core = new EngineCore(options.core(), pool -> monitor.threadFactory(pool, Thread::new));
        List<String> problems = new ArrayList<>();
        DeploymentStore store = null;
        if (options.dataDir() != null) {
            store = new DeploymentStore(options.dataDir());
            for (CompositionArchive archive : store.load(problems)) {
                try {
                    core.deployments().add(archive.load(CompiledComposition.class.getClassLoader()));
                } catch (java.io.IOException e) {
                    problems.add(archive.name() + " " + archive.version() + ": " + e.getMessage());
                }
            }
        }
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("http");
        Server server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        // Telling clients our server and version only helps attackers.
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(MAX_HEADER_BYTES);
        ServerConnector connector;
        if (options.tls() == null) {
            connector = new ServerConnector(server, new HttpConnectionFactory(http));
        } else {
            SslContextFactory.Server ssl = new SslContextFactory.Server();
            ssl.setKeyStorePath(options.tls().keystore().toString());
            ssl.setKeyStorePassword(options.tls().password());
            http.addCustomizer(new SecureRequestCustomizer());
            connector = new ServerConnector(server, new SslConnectionFactory(ssl, "http/1.1"), new HttpConnectionFactory(http));
        }
        connector.setHost(options.host());
        connector.setPort(options.port());
        server.addConnector(connector);
        java.util.concurrent.ScheduledExecutorService streams = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "metrics-stream");
            t.setDaemon(true);
            return t;
        });
        ApiHandler api = new ApiHandler(core, token, store, monitor, streams);
        server.setHandler(api);
        server.setStopAtShutdown(true);
        try {
            server.start();
        } catch (Exception e) {
            server.stop();
            streams.shutdownNow();
            core.close();
            throw new EngineStartException("cannot listen on " + options.host() + ":" + options.port() + ": "
                    + e.getMessage() + " (is another engine running there? pick another --port, or 0 for any)", e);
        }
        EngineServer engine = new EngineServer(server, connector, core, token, problems, streams, options.tls() != null);
        CallbackAddresses callbacks = new CallbackAddresses(engine.reachableUri(), token);
        core.useCallbacks(callbacks);
        api.listening(engine.uri(), callbacks);
        return engine;
    }

    private static String randomToken() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    public int port() {
        return connector.getLocalPort();
    }

    /** The base URI clients use, e.g. {@code http://127.0.0.1:8686}. */
    public URI uri() {
        String host = connector.getHost();
        String literal = host.contains(":") ? "[" + host + "]" : host;
        return URI.create((tls ? "https://" : "http://") + literal + ":" + port());
    }

    /**
     * The address services use to call back: {@link #uri()}, except that an engine listening on
     * every interface names this host instead of the wildcard address.
     */
    URI reachableUri() {
        String host = connector.getHost();
        if (host == null || host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]")) {
            String name;
            try {
                name = java.net.InetAddress.getLocalHost().getCanonicalHostName();
            } catch (java.net.UnknownHostException e) {
                name = "localhost";
            }
            return URI.create((tls ? "https://" : "http://") + name + ":" + port());
        }
        return uri();
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
