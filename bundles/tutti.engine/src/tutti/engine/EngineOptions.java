package tutti.engine;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.List;

import tutti.engine.core.EngineCore;
import tutti.overseer.Counters;

/**
 * How an engine listens.
 *
 * @param host  address to bind; loopback unless the user asks for another
 * @param port  TCP port, 0 for an ephemeral one
 * @param token   bearer token for mutating and streaming endpoints; {@code null} makes the engine
 *                draw a random one at start (loopback only)
 * @param dataDir where deployments are kept across restarts, or {@code null} to keep none
 * @param core    Kernel and Invoker pool sizes and the in-flight limit
 * @param tls     a keystore to serve HTTPS with, or {@code null} for plain HTTP
 * @param counters the events each pool thread counts: {@code null} for {@link #DEFAULT_COUNTERS},
 *                 empty to count nothing (pools and threads are still listed)
 */
public record EngineOptions(String host, int port, String token, Path dataDir, EngineCore.Config core, Tls tls,
        List<String> counters) {

    /** Software events every Linux counts; hardware ones are added where a PMU is present. */
    public static final List<String> DEFAULT_COUNTERS = List.of(Counters.TASK_CLOCK, Counters.CONTEXT_SWITCHES,
            Counters.CPU_MIGRATIONS, Counters.PAGE_FAULTS, Counters.CYCLES, Counters.INSTRUCTIONS);

    /** A PKCS12 or JKS keystore holding the server's key and certificate. */
    public record Tls(Path keystore, String password) {
        public Tls {
            if (keystore == null || password == null) {
                throw new IllegalArgumentException("TLS needs a keystore file and its password");
            }
        }
    }

    public EngineOptions(String host, int port, String token) {
        this(host, port, token, null, EngineCore.Config.forThisMachine(), null, null);
    }

    public EngineOptions(String host, int port, String token, Path dataDir, EngineCore.Config core) {
        this(host, port, token, dataDir, core, null, null);
    }

    public static final String LOOPBACK = "127.0.0.1";
    public static final int DEFAULT_PORT = 8686;

    public EngineOptions {
        counters = counters == null ? DEFAULT_COUNTERS : List.copyOf(counters);
        if (core == null) {
            throw new IllegalArgumentException("the engine needs its pool sizes (EngineCore.Config)");
        }
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

    public EngineOptions withDataDir(Path dir) {
        return new EngineOptions(host, port, token, dir, core, tls, counters);
    }

    public EngineOptions withToken(String secret) {
        return new EngineOptions(host, port, secret, dataDir, core, tls, counters);
    }

    public EngineOptions withTls(Tls keystore) {
        return new EngineOptions(host, port, token, dataDir, core, keystore, counters);
    }

    public EngineOptions withCounters(List<String> events) {
        return new EngineOptions(host, port, token, dataDir, core, tls, events);
    }

    private static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("cannot resolve listen address " + host + ": " + e.getMessage(), e);
        }
    }
}
