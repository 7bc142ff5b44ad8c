package tutti.engine;

import java.net.URI;

import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/** A running engine's HTTP server. Start with {@link #start(EngineOptions)}, stop with {@link #close()}. */
public final class EngineServer implements AutoCloseable {

    /** Largest request header block; bodies get their own limits per endpoint. */
    private static final int MAX_HEADER_BYTES = 16 * 1024;

    private final Server server;
    private final ServerConnector connector;

    private EngineServer(Server server, ServerConnector connector) {
        this.server = server;
        this.connector = connector;
    }

    public static EngineServer start(EngineOptions options) throws Exception {
        QueuedThreadPool threads = new QueuedThreadPool();
        threads.setName("http");
        Server server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        // Telling clients our server and version only helps attackers.
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(MAX_HEADER_BYTES);
        ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
        connector.setHost(options.host());
        connector.setPort(options.port());
        server.addConnector(connector);
        server.setHandler(new ApiHandler());
        server.setStopAtShutdown(true);
        try {
            server.start();
        } catch (Exception e) {
            server.stop();
            throw new EngineStartException("cannot listen on " + options.host() + ":" + options.port() + ": "
                    + e.getMessage() + " (is another engine running there? pick another --port, or 0 for any)", e);
        }
        return new EngineServer(server, connector);
    }

    public int port() {
        return connector.getLocalPort();
    }

    /** The base URI clients use, e.g. {@code http://127.0.0.1:8686}. */
    public URI uri() {
        String host = connector.getHost();
        String literal = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + literal + ":" + port());
    }

    /** Blocks until the server stops. */
    public void join() throws InterruptedException {
        server.join();
    }

    @Override
    public void close() throws Exception {
        server.stop();
    }
}
