package tutti.engine;

import java.net.URI;

import org.eclipse.jetty.io.ArrayByteBufferPool;
import org.eclipse.jetty.io.ByteBufferPool;
import org.eclipse.jetty.io.RetainableByteBuffer;
import org.eclipse.jetty.server.ConnectionFactory;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The Jetty server an engine's API (or a replicas' front) listens with: the address and port of
 * its options, HTTPS when a keystore is given, no server version in answers, bounded headers.
 */
public record HttpListener(Server server, ServerConnector connector) {

    /** The name of a connector on a port shared with other processes ({@link #sharedConnector}). */
    public static final String SHARED = "shared";

    /** Largest request header block; bodies get their own limits per endpoint. */
    private static final int MAX_HEADER_BYTES = 16 * 1024;

    /** Connections accepted by the kernel, not yet by the server (the kernel caps it at net.core.somaxconn). */
    static final int ACCEPT_QUEUE = 1024;

    /** A connection with nothing to say is closed after this long. */
    static final long IDLE_TIMEOUT_MS = 30_000;

    /** ... and after this long once the server holds as many connections as it takes. */
    static final long CROWDED_IDLE_TIMEOUT_MS = 5_000;

    public static void checkKeystore(EngineOptions options) throws EngineStartException {
        if (options.tls() != null && !java.nio.file.Files.isReadable(options.tls().keystore())) {
            throw new EngineStartException("cannot read the keystore " + options.tls().keystore()
                    + " (give a PKCS12 or JKS file with the server's key and certificate)", null);
        }
    }

    /** A server not yet started; set its handler, then {@link #start}. */
    public static HttpListener create(EngineOptions options) {
        return create(options, false);
    }

    /**
     * @param sharedPort whether other processes may listen on the same port ({@code SO_REUSEPORT}):
     *                   a front whose replicas take its public connections themselves; its
     *                   connector is then a {@link SharedPortConnector}, which can leave the port
     */
    public static HttpListener create(EngineOptions options, boolean sharedPort) {
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("http");
        Server server = new Server(threads, null, new FreshReadBuffers());
        HttpConfiguration http = configuration();
        ConnectionFactory[] factories;
        if (options.tls() == null) {
            factories = new ConnectionFactory[] {new HttpConnectionFactory(http)};
        } else {
            SslContextFactory.Server ssl = new SslContextFactory.Server();
            ssl.setKeyStorePath(options.tls().keystore().toString());
            ssl.setKeyStorePassword(options.tls().password());
            // One certificate, often self-signed for a name clients do not use (they reach the engine by
            // IP address and pin the certificate's fingerprint): the SNI host check, which guards
            // servers with several certificates, would refuse them all with "400 Invalid SNI".
            SecureRequestCustomizer secure = new SecureRequestCustomizer();
            secure.setSniHostCheck(false);
            http.addCustomizer(secure);
            factories = new ConnectionFactory[] {new SslConnectionFactory(ssl, "http/1.1"), new HttpConnectionFactory(http)};
        }
        ServerConnector connector = sharedPort ? new SharedPortConnector(server, factories) : new ServerConnector(server, factories);
        guard(connector, options.host(), options.port());
        server.addConnector(connector);
        server.setStopAtShutdown(true);
        server.setErrorHandler(new JsonErrors());
        return new HttpListener(server, connector);
    }

    /**
     * A plain-HTTP connector on {@code host:port} that other processes listen on too
     * ({@code SO_REUSEPORT}: the kernel spreads new connections over them), added to the server;
     * started with it, or by the caller once the server runs.
     */
    public static SharedPortConnector sharedConnector(Server server, String host, int port) {
        SharedPortConnector connector = new SharedPortConnector(server, new HttpConnectionFactory(configuration()));
        connector.setName(SHARED);
        guard(connector, host, port);
        server.addConnector(connector);
        return connector;
    }

    /**
     * A plain-HTTP connector on a free loopback port for the replicas that relay to their front;
     * added to the server. Their requests name the client in a {@code Forwarded} header, which is
     * taken as the request's address here, so that one client's wrong tokens slow that client, not
     * every client of the replica that relayed them.
     */
    public static ServerConnector privateConnector(Server server) {
        HttpConfiguration http = configuration();
        http.addCustomizer(new org.eclipse.jetty.server.ForwardedRequestCustomizer());
        ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
        guard(connector, EngineOptions.LOOPBACK, 0);
        server.addConnector(connector);
        return connector;
    }

    /**
     * Jetty's pool for the answers, and a buffer made for each read of a request, left to the
     * collector. Jetty 12.1.14, after a request head too large for it (431), hands a buffer it read
     * requests into to another connection while still reading into it: one client's bytes then
     * appear in another's requests (a keep-alive client's requests were answered "400 Illegal
     * character", "405 xxx…xPOST is not allowed", or "413" for a body of 8 bytes, while other
     * clients sent over-long heads; a plain Jetty server does the same). With reads unpooled none
     * was, in 80 s of such heads; with nothing pooled an answer cost 17 KB of heap instead of 5.
     */
    private static final class FreshReadBuffers extends ByteBufferPool.Wrapper {
        private final ByteBufferPool fresh = new ByteBufferPool.NonPooling();

        FreshReadBuffers() {
            super(new ArrayByteBufferPool());
        }

        @Override
        public RetainableByteBuffer.Mutable acquire(int size, boolean direct) {
            // Reads ask for heap buffers, writes for direct ones (see configuration()).
            return direct ? super.acquire(size, true) : fresh.acquire(size, false);
        }
    }

    private static HttpConfiguration configuration() {
        HttpConfiguration http = new HttpConfiguration();
        // Requests are read into heap buffers, which FreshReadBuffers makes for each read; answers
        // are written from direct ones, which it pools.
        http.setUseInputDirectByteBuffers(false);
        http.setUseOutputDirectByteBuffers(true);
        // Telling clients our server and version only helps attackers.
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(MAX_HEADER_BYTES);
        return http;
    }

    private static void guard(ServerConnector connector, String host, int port) {
        connector.setHost(host);
        connector.setPort(port);
        connector.setIdleTimeout(IDLE_TIMEOUT_MS);
        // A burst of new connections (hundreds of clients starting at once) waits in the kernel's
        // queue instead of having its SYNs dropped and retried a second later (the JVM's default is 50).
        connector.setAcceptQueueSize(ACCEPT_QUEUE);
        // Clients that open connections and say nothing, or say it a byte at a time, must not
        // take the connections (and file descriptors) well-behaved clients need.
        NetworkConnectionLimit limit = new NetworkConnectionLimit(maxConnections(), connector);
        limit.setEndPointIdleTimeout(CROWDED_IDLE_TIMEOUT_MS);
        connector.getServer().addBean(limit);
        // Also known to the connector (not run by it), so that leaving the port finds it.
        connector.addBean(limit, false);
        connector.addBean(new SlowClients(connector.getScheduler(), SlowClients.HEAD_DEADLINE_MS));
    }

    /**
     * As many connections as three quarters of the process's file descriptors, at most 10,000: the
     * rest is for the journal, deployments and the engine's own calls. Beyond it new connections
     * wait in the kernel's queue and idle ones are closed sooner.
     */
    static int maxConnections() {
        long fds = java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.UnixOperatingSystemMXBean unix ? unix.getMaxFileDescriptorCount() : 4096;
        return (int) Math.max(64, Math.min(10_000, fds * 3 / 4));
    }

    public void start(EngineOptions options) throws EngineStartException {
        try {
            server.start();
        } catch (Exception e) {
            try {
                server.stop();
            } catch (Exception ignored) {
                // It did not start; what it says on stopping adds nothing.
            }
            throw new EngineStartException("cannot listen on " + options.host() + ":" + options.port() + ": "
                    + e.getMessage() + " (is another engine running there? pick another --port, or 0 for any)", e);
        }
    }

    /** The base URI clients use, e.g. {@code http://127.0.0.1:8686}. */
    public static URI uri(ServerConnector connector, boolean tls) {
        String host = connector.getHost();
        String literal = host.contains(":") ? "[" + host + "]" : host;
        return URI.create((tls ? "https://" : "http://") + literal + ":" + connector.getLocalPort());
    }

    /**
     * The address services use to call back: {@link #uri}, except that a server listening on
     * every interface names this host instead of the wildcard address.
     */
    public static URI reachableUri(ServerConnector connector, boolean tls) {
        String host = connector.getHost();
        if (host == null || host.equals("0.0.0.0") || host.equals("::") || host.equals("[::]")) {
            String name;
            try {
                name = java.net.InetAddress.getLocalHost().getCanonicalHostName();
            } catch (java.net.UnknownHostException e) {
                name = "localhost";
            }
            return URI.create((tls ? "https://" : "http://") + name + ":" + connector.getLocalPort());
        }
        return uri(connector, tls);
    }
}
