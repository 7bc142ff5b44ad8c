package tutti.cluster;

import java.io.PrintStream;
import java.net.URI;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;

/**
 * The main class of a replica's JVM, started by the {@link Supervisor}. It runs one engine on a
 * loopback port, tells the supervisor where on its first line of output, and ends when its
 * standard input closes: the supervisor holds the other end, so a front that dies, even by
 * {@code kill -9}, takes its replicas with it and leaves no orphan.
 */
public final class ReplicaMain {

    /** The line the supervisor waits for; the engine's address follows it. */
    static final String LISTENING = "tutti-replica listening on ";
    /** The bearer token comes from the environment: a command line shows in {@code ps}. */
    static final String TOKEN_VARIABLE = "TUTTI_REPLICA_TOKEN";
    /** A line on its standard input that makes a replica listen on the public port it shares (it has every deployment). */
    static final String JOIN_PORT = "join-port";
    /** A line on its standard input that makes a replica leave the public port it shares (it drains). */
    static final String LEAVE_PORT = "leave-port";
    /** What it answers to {@link #JOIN_PORT} once it listens there ... */
    static final String JOINED = "tutti-replica listens on the shared port";
    /** ... or when it cannot, with why. */
    static final String NOT_JOINED = "tutti-replica cannot listen on the shared port: ";

    private ReplicaMain() {
    }

    public static void main(String[] args) {
        PrintStream out = System.out;
        EngineServer server;
        try {
            server = EngineServer.start(options(args, System.getenv(TOKEN_VARIABLE)));
        } catch (Exception e) {
            System.err.println("tutti replica: " + (e.getMessage() != null ? e.getMessage() : e));
            System.exit(1);
            return;
        }
        out.println(LISTENING + server.uri());
        if (server.recovery() != null && server.recovery().recovered() > 0) {
            var r = server.recovery();
            out.println("recovered " + r.recovered() + " instance" + (r.recovered() == 1 ? "" : "s") + " from its journal in "
                    + r.millis() + " ms");
        }
        out.flush();
        ChildJvm.readCommands(System.in, command -> {
            if (command.equals(JOIN_PORT)) {
                try {
                    server.joinSharedPort();
                    out.println(JOINED);
                } catch (Exception e) {
                    out.println(NOT_JOINED + (e.getMessage() != null ? e.getMessage() : e));
                }
                out.flush();
            } else if (command.equals(LEAVE_PORT)) {
                server.leaveSharedPort();
            }
        });
        try {
            server.close();
        } catch (Exception e) {
            System.err.println("tutti replica: stopping: " + e);
        }
        System.exit(0);
    }

    /**
     * {@code --port N --kernel-threads K --invoker-threads I --first-instance-id ID --front URI [--counters A,B|none]
     * [--data-dir DIR --durability journal --commit-ms MS | --durability none] [--wrong-tokens N] [--inline SETTINGS]
     * [--shared-port HOST:PORT --relay URI [--ids-file FILE]]}.
     */
    static EngineOptions options(String[] args, String token) {
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException("a replica needs its front's token in " + TOKEN_VARIABLE);
        }
        Map<String, String> o = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("unexpected argument '" + args[i] + "' in " + Arrays.toString(args));
            }
            o.put(args[i].substring(2), args[i + 1]);
        }
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("option " + args[args.length - 1] + " has no value");
        }
        EngineCore.Config defaults = EngineCore.Config.forThisMachine();
        EngineCore.Config core = new EngineCore.Config(number(o, "kernel-threads", defaults.kernelThreads()),
                number(o, "invoker-threads", defaults.invokerThreads()), defaults.maxInFlight(),
                o.containsKey("inline") ? tutti.engine.core.InlineSettings.parse(o.get("inline")) : null);
        String counters = o.get("counters");
        List<String> events = counters == null ? null : counters.equals("none") ? List.of() : List.of(counters.split(","));
        String front = o.get("front");
        if (front == null || o.get("first-instance-id") == null) {
            throw new IllegalArgumentException("a replica needs --front URI and --first-instance-id ID");
        }
        java.nio.file.Path dataDir = o.get("data-dir") == null ? null : java.nio.file.Path.of(o.get("data-dir"));
        tutti.engine.Durability durability = tutti.engine.Durability.parse(o.getOrDefault("durability", "none"),
                o.get("commit-ms"));
        long first = Long.parseLong(o.get("first-instance-id"));
        return new EngineOptions(EngineOptions.LOOPBACK, number(o, "port", 0), token, dataDir, core, null, events)
                .withDurability(durability)
                .withWrongTokens(number(o, "wrong-tokens", tutti.engine.WrongTokens.BURST))
                .asReplica(new EngineOptions.Replica(first, URI.create(front), sharing(o, first, durability.journaled())));
    }

    /** {@code --shared-port HOST:PORT --relay URI}, or null without them. */
    private static EngineOptions.SharedPort sharing(Map<String, String> o, long first, boolean journaled) {
        String shared = o.get("shared-port");
        if (shared == null) {
            return null;
        }
        int colon = shared.lastIndexOf(':');
        if (colon <= 0 || o.get("relay") == null) {
            throw new IllegalArgumentException("--shared-port takes HOST:PORT and goes with --relay URI, not " + shared);
        }
        String host = shared.substring(0, colon);
        long[] ids = InstanceIds.answeredBy(first, journaled);
        return new EngineOptions.SharedPort(host, Integer.parseInt(shared.substring(colon + 1)), URI.create(o.get("relay")),
                ids[0], ids[1], o.get("ids-file") == null ? null : java.nio.file.Path.of(o.get("ids-file")));
    }

    private static int number(Map<String, String> o, String name, int fallback) {
        String v = o.get(name);
        return v == null ? fallback : Integer.parseInt(v);
    }
}
