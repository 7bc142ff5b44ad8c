package tutti.engine;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * How an engine listens.
 *
 * @param host  address to bind; loopback unless the user asks for another
 * @param port  TCP port, 0 for an ephemeral one
 * @param token bearer token for mutating and streaming endpoints, or {@code null}
 */
public record EngineOptions(String host, int port, String token) {

    public static final String LOOPBACK = "127.0.0.1";
    public static final int DEFAULT_PORT = 8686;

    public EngineOptions {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("the listen address is empty: give an address such as " + LOOPBACK);
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is out of range: use 0-65535 (0 picks a free port)");
        }
        if (token != null && token.isBlank()) {
            throw new IllegalArgumentException("the token is empty: give a secret string or leave the option out");
        }
        if (token == null && !isLoopback(host)) {
            throw new IllegalArgumentException("refusing to listen on " + host + " without a token: anyone who can reach "
                    + "it could deploy code; pass --token SECRET, or listen on " + LOOPBACK);
        }
    }

    public static EngineOptions loopback(int port) {
        return new EngineOptions(LOOPBACK, port, null);
    }

    private static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("cannot resolve listen address " + host + ": " + e.getMessage(), e);
        }
    }
}
