package tutti.cluster;

import java.io.PrintStream;

import org.eclipse.jetty.server.Server;

import tutti.engine.HttpListener;
import tutti.engine.SharedPortConnector;

/**
 * The front's place on the public port it shares with its replicas ({@link Balance#SHARED_PORT}).
 * It listens there only while no replica does: then a client gets the front's answers (503 with
 * Retry-After while replicas restart, the control plane) instead of refused connections; once a
 * replica listens, the front leaves so that every new connection reaches a replica directly.
 */
final class FrontPortShare {

    private final Server server;
    private final String host;
    private final int port;
    private final Supervisor supervisor;
    private final PrintStream log;
    /** The front's connector on the public port while it listens there; null otherwise. */
    private SharedPortConnector connector;

    FrontPortShare(Server server, SharedPortConnector listening, int port, Supervisor supervisor, PrintStream log) {
        this.server = server;
        this.host = listening.getHost();
        this.port = port;
        this.supervisor = supervisor;
        this.log = log;
        this.connector = listening;
    }

    /** Leaves or takes the port as the replicas now listen there or not; the supervisor calls it on each change. */
    synchronized void check() {
        boolean replicas = supervisor.anyOnSharedPort();
        if (replicas && connector != null) {
            connector.leave();
            connector = null;
        } else if (!replicas && connector == null && server.isRunning()) {
            SharedPortConnector c = HttpListener.sharedConnector(server, host, port);
            try {
                c.start();
                connector = c;
                log.println("tutti: no replica listens on port " + port + " now; the front answers there until one does");
            } catch (Exception e) {
                server.removeConnector(c);
                log.println("tutti: the front cannot listen on port " + port + " while its replicas restart: " + e.getMessage());
            }
        }
    }
}
