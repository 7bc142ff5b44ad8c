package tutti.engine.tests;

import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** A test's own HTTP service on a loopback port: a real Jetty server around one handler. */
final class LoopbackService {

    private LoopbackService() {
    }

    /** Started, on an ephemeral port of 127.0.0.1; stop it when done. */
    static Server start(Handler handler) throws Exception {
        Server server = new Server();
        ServerConnector connector = new ServerConnector(server);
        connector.setHost("127.0.0.1");
        server.addConnector(connector);
        server.setHandler(handler);
        server.start();
        return server;
    }

    static int port(Server server) {
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }
}
