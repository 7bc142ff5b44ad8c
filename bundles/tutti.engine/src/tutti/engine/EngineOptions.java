package tutti.engine;

import java.net.InetAddress;
import java.net.URI;
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
 * @param replica  {@code null} for an engine of its own; set when the engine is one replica behind a front
 * @param durability whether instances are journaled (in {@code dataDir}) or kept in memory only
 * @param wrongTokens wrong tokens an address may send in a row before it must wait ({@link WrongTokens}); 0 slows
 *                    no one (an engine behind a proxy, where every client has the proxy's address)
 */
public record EngineOptions(String host, int port, String token, Path dataDir, EngineCore.Config core, Tls tls,
        List<String> counters, Replica replica, Durability durability, int wrongTokens) {

    /**
     * Software events every Linux counts, and the hardware ones performance engineers read first
     * (cycles, instructions, last-level-cache references and misses): without a PMU those are
     * reported "not supported on this machine", never 0.
     */
    public static final List<String> DEFAULT_COUNTERS = List.of(Counters.TASK_CLOCK, Counters.CONTEXT_SWITCHES,
            Counters.CPU_MIGRATIONS, Counters.PAGE_FAULTS, Counters.CYCLES, Counters.INSTRUCTIONS, Counters.LLC_REFERENCES,
            Counters.LLC_MISSES);

    /** A PKCS12 or JKS keystore holding the server's key and certificate. */
    public record Tls(Path keystore, String password) {
        public Tls {
            if (keystore == null || password == null) {
                throw new IllegalArgumentException("TLS needs a keystore file and its password");
            }
        }
    }

    /**
     * What a replica needs to know of its front.
     *
     * @param firstInstanceId the first id it gives an instance: the front tells replicas (and their
     *                        restarts) apart by the id alone, so ids never collide across them
     * @param publicUri       the front's address, which callback URLs name: services may not reach
     *                        a replica's loopback port, and the front routes callbacks by id
     */
    public record Replica(long firstInstanceId, URI publicUri, SharedPort shared) {
        public Replica {
            if (firstInstanceId < 0 || publicUri == null) {
                throw new IllegalArgumentException("a replica needs a first instance id (0 or more) and its front's address");
            }
        }

        /** A replica that listens on its own loopback port only; its front takes every public request. */
        public Replica(long firstInstanceId, URI publicUri) {
            this(firstInstanceId, publicUri, null);
        }
    }

    /**
     * The public port a replica listens on together with its front's other replicas
     * ({@code SO_REUSEPORT}: the kernel spreads new connections over them). It serves the instances
     * started there and its own instances' requests itself, and relays every other request to its
     * front, so a client sees one engine whichever replica took its connection.
     *
     * @param relay   the front's own address for them (loopback)
     * @param ownFrom the first id of the instances it answers for itself
     * @param ownTo   the end (excluded) of those ids
     * @param ids     the file it counts the ids it gives out in, which its front reads once the
     *                process has ended (the front does not see those instances start); null for none
     */
    public record SharedPort(String host, int port, URI relay, long ownFrom, long ownTo, Path ids) {
        public SharedPort {
            if (host == null || port <= 0 || relay == null || ownTo <= ownFrom) {
                throw new IllegalArgumentException("a shared port needs an address, a port, the front's address and the ids "
                        + "the replica answers for");
            }
        }

        /** Whether the replica answers for this instance itself. */
        public boolean owns(long id) {
            return id >= ownFrom && id < ownTo;
        }
    }

    public EngineOptions(String host, int port, String token) {
        this(host, port, token, null, EngineCore.Config.forThisMachine(), null, null, null, Durability.NONE, WrongTokens.BURST);
    }

    public EngineOptions(String host, int port, String token, Path dataDir, EngineCore.Config core) {
        this(host, port, token, dataDir, core, null, null, null, Durability.NONE, WrongTokens.BURST);
    }

    public EngineOptions(String host, int port, String token, Path dataDir, EngineCore.Config core, Tls tls,
            List<String> counters) {
        this(host, port, token, dataDir, core, tls, counters, null, Durability.NONE, WrongTokens.BURST);
    }

    public static final String LOOPBACK = "127.0.0.1";
    public static final int DEFAULT_PORT = 8686;

    public EngineOptions {
        counters = counters == null ? DEFAULT_COUNTERS : List.copyOf(counters);
        durability = durability == null ? Durability.NONE : durability;
        if (durability.journaled() && dataDir == null) {
            throw new IllegalArgumentException("the journal is kept in the engine's data directory: give --data-dir DIR, "
                    + "or --durability none to keep instances in memory only");
        }
        if (wrongTokens < 0) {
            throw new IllegalArgumentException("--wrong-tokens is a number of wrong tokens (0 to slow no one), not " + wrongTokens);
        }
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
        return new EngineOptions(host, port, token, dir, core, tls, counters, replica, durability, wrongTokens);
    }

    public EngineOptions withDurability(Durability d) {
        return new EngineOptions(host, port, token, dataDir, core, tls, counters, replica, d, wrongTokens);
    }

    public EngineOptions withToken(String secret) {
        return new EngineOptions(host, port, secret, dataDir, core, tls, counters, replica, durability, wrongTokens);
    }

    public EngineOptions withTls(Tls keystore) {
        return new EngineOptions(host, port, token, dataDir, core, keystore, counters, replica, durability, wrongTokens);
    }

    public EngineOptions withCounters(List<String> events) {
        return new EngineOptions(host, port, token, dataDir, core, tls, events, replica, durability, wrongTokens);
    }

    public EngineOptions withWrongTokens(int burst) {
        return new EngineOptions(host, port, token, dataDir, core, tls, counters, replica, durability, burst);
    }

    public EngineOptions asReplica(Replica role) {
        return new EngineOptions(host, port, token, dataDir, core, tls, counters, role, durability, wrongTokens);
    }

    private static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("cannot resolve listen address " + host + ": " + e.getMessage(), e);
        }
    }
}
