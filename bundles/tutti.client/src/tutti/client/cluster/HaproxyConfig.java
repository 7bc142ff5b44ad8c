package tutti.client.cluster;

import java.net.URI;
import java.util.List;

/**
 * An HAProxy configuration in front of several Tutti engines: new work balanced over the engines
 * that are healthy, and every request about an instance sent to the engine its id names (engine
 * {@code i} numbers its instances from {@code (i + 1) * 10^15}). It starts on a stock HAProxy
 * under default limits: no {@code maxconn} is set, so HAProxy sizes it to the file descriptors it
 * may open (a fixed one above that limit makes it refuse to start).
 */
public final class HaproxyConfig {

    /** One engine: its name in the configuration (characters HAProxy does not take in a name become '_') and its address. */
    public record Server(String name, URI url) {
        public Server {
            name = name.replaceAll("[^A-Za-z0-9_.:-]", "_");
        }

        String hostPort() {
            int port = url.getPort() > 0 ? url.getPort() : url.getScheme().equals("https") ? 443 : 80;
            return url.getHost() + ":" + port;
        }

        boolean tls() {
            return url.getScheme().equals("https");
        }
    }

    private HaproxyConfig() {
    }

    /**
     * @param title   the first comment line (what this balances, who wrote it)
     * @param bind    where HAProxy listens, e.g. {@code 127.0.0.1:8680}
     * @param socket  the admin socket's path, through which a member is drained or put back
     * @param servers in order: server {@code i} holds the ids of ordinal {@code i}
     */
    public static String write(String title, String bind, String socket, List<Server> servers) {
        return write(title, bind, socket, servers, false);
    }

    /**
     * @param resolved true where the servers are names a DNS server resolves as they come and go
     *                 (pods of a StatefulSet): HAProxy starts before they exist and follows their addresses
     */
    public static String write(String title, String bind, String socket, List<Server> servers, boolean resolved) {
        StringBuilder b = new StringBuilder();
        b.append("# ").append(title).append('\n');
        b.append("#\n# Drain a member (no new instances; requests about its own instances still reach it), and put it back:\n");
        b.append("#   echo 'set server members/").append(servers.get(0).name()).append(" state drain' | socat stdio ")
                .append(socket).append('\n');
        b.append("#   echo 'set server members/").append(servers.get(0).name()).append(" state ready' | socat stdio ")
                .append(socket).append('\n');
        b.append("# Deployments go to every member with 'tutti deploy X --cluster FILE' (through here, one member only would get it).\n\n");
        b.append("global\n");
        b.append("    # No maxconn: HAProxy derives it from the file descriptors it may open (ulimit -n). A fixed\n");
        b.append("    # value needs about two descriptors a connection and stops HAProxy from starting where\n");
        b.append("    # the limit is lower; raise the limit (LimitNOFILE in its systemd unit) before setting one.\n");
        b.append("    stats socket ").append(socket).append(" mode 600 level admin\n\n");
        if (resolved) {
            b.append("# The cluster's DNS (as the pod's resolv.conf names it): a rescheduled pod keeps its name, not its address.\n");
            b.append("resolvers cluster\n    parse-resolv-conf\n    hold valid 5s\n\n");
        }
        b.append("defaults\n    mode http\n    timeout connect 5s\n");
        if (resolved) {
            b.append("    default-server init-addr last,libc,none resolvers cluster\n");
        }
        b.append("    # An instance may wait for a message for a long time; so may its client.\n");
        b.append("    timeout client 1h\n    timeout server 1h\n\n");
        b.append("frontend tutti\n    bind ").append(bind).append('\n');
        for (int i = 0; i < servers.size(); i++) {
            Server s = servers.get(i);
            b.append("    acl instance_of_").append(s.name()).append(" path_reg ^/instances/").append(i + 1).append("[0-9]{15}(/|$)\n");
            b.append("    use_backend member_").append(s.name()).append(" if instance_of_").append(s.name()).append('\n');
        }
        b.append("    default_backend members\n\n");
        b.append("backend members\n    balance leastconn\n");
        b.append("    # New work that found a member gone is tried on another one.\n");
        b.append("    option redispatch\n    retries 2\n");
        health(b);
        for (Server s : servers) {
            b.append("    server ").append(s.name()).append(' ').append(s.hostPort()).append(checks(s)).append('\n');
        }
        for (Server s : servers) {
            b.append("\n# The instances ").append(s.name()).append(" holds: only it can answer for them.\n");
            b.append("backend member_").append(s.name()).append('\n');
            // No other server can answer: while it is gone, 503 at once rather than after retries a second apart.
            b.append("    retries 0\n");
            health(b);
            b.append("    server ").append(s.name()).append(' ').append(s.hostPort()).append(checks(s)).append('\n');
        }
        return b.toString();
    }

    private static void health(StringBuilder b) {
        b.append("    option httpchk GET /health\n    http-check expect status 200\n");
    }

    /** Checked four times a second, out after three failures, back after one success. */
    private static String checks(Server s) {
        // An engine's certificate is pinned by fingerprint on the client side; HAProxy, which has no
        // pins, checks it against the CA file the user names (see docs/guide/beyond-one-machine.md).
        return (s.tls() ? " ssl verify required ca-file /etc/haproxy/tutti-ca.pem" : "") + " check inter 250ms fall 3 rise 1";
    }
}
