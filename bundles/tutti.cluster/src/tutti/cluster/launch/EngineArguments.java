package tutti.cluster.launch;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.cluster.PlanException;
import tutti.cluster.PlanOptions;
import tutti.cluster.Planner;
import tutti.engine.EngineOptions;
import tutti.engine.core.EngineCore;

/**
 * An engine's options, as {@code tutti engine} takes them and as a program that starts an engine
 * (the Studio) passes them to a child JVM: read and checked before anything opens a port.
 */
public final class EngineArguments {

    /** Where an engine reads its token when {@code --token} is not given (never on a command line of a child). */
    public static final String TOKEN_VARIABLE = "TUTTI_TOKEN";

    /** Validates the options; separate from running so that bad input never opens a port. */
    public static EngineOptions options(List<String> args) throws UsageException {
        return options(parse(args));
    }

    /** The flag of an engine whose starter holds its standard input: the end of input stops it, so it never outlives that program. */
    public static final String STOP_WITH_INPUT = "stop-with-input";

    public static Options parse(List<String> args) throws UsageException {
        Set<String> valued = new java.util.HashSet<>(Set.of("port", "listen", "token", "data-dir", "kernel-threads",
                "invoker-threads", "keystore", "counters", "balance", "first-instance-id", "public-url", "adaptive", "adaptive-domains",
                "durability", "commit-ms", "wrong-tokens", "inline"));
        valued.addAll(PlanOptions.NAMES);
        return Options.parse("engine", args, valued, Set.of(STOP_WITH_INPUT));
    }

    static EngineOptions options(Options o) throws UsageException {
        String token = o.token();
        String listen = o.get("listen") != null ? o.get("listen") : EngineOptions.LOOPBACK;
        EngineCore.Config defaults = EngineCore.Config.forThisMachine();
        try {
            EngineCore.Config core = new EngineCore.Config(o.integer("kernel-threads", defaults.kernelThreads()),
                    o.integer("invoker-threads", defaults.invokerThreads()), defaults.maxInFlight(),
                    o.get("inline") == null ? null : tutti.engine.core.InlineSettings.parse(o.get("inline")));
            tutti.engine.Durability durability = tutti.engine.Durability.parse(o.get("durability"), o.get("commit-ms"));
            int port = o.integer("port", EngineOptions.DEFAULT_PORT);
            Path dataDir = o.get("data-dir") != null ? Path.of(o.get("data-dir"))
                    : durability.journaled() ? defaultDataDir(port) : null;
            EngineOptions.Tls tls = null;
            if (o.get("keystore") != null) {
                // A password on the command line would show in ps; it comes from the environment.
                String password = System.getenv("TUTTI_KEYSTORE_PASSWORD");
                if (password == null) {
                    throw new UsageException("--keystore needs its password in the environment variable TUTTI_KEYSTORE_PASSWORD");
                }
                tls = new EngineOptions.Tls(Path.of(o.get("keystore")), password);
            }
            EngineOptions options = new EngineOptions(listen, port, token, dataDir, core, tls, counters(o.get("counters")))
                    .withDurability(durability)
                    .withWrongTokens(o.integer("wrong-tokens", tutti.engine.WrongTokens.BURST));
            return asReplica(o, options);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /**
     * Where an engine journals when no {@code --data-dir} is given: per port under the user's data
     * directory ({@code $XDG_DATA_HOME/tutti}, else {@code ~/.local/share/tutti}), so that the same
     * command started again finds its instances; an engine on a port the system picks ({@code 0})
     * can never be started again on it, so it gets a directory of its own.
     */
    public static Path defaultDataDir(int port) {
        if (port == 0) {
            try {
                return java.nio.file.Files.createTempDirectory("tutti-engine-");
            } catch (java.io.IOException e) {
                throw new IllegalArgumentException("cannot make a data directory for the journal: " + e.getMessage()
                        + " (give --data-dir DIR, or --durability none)");
            }
        }
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("tutti").resolve("engine-" + port);
    }

    /**
     * {@code --first-instance-id N --public-url URL}: an engine that is one of several behind a
     * balancer (see {@code tutti plan --export}) numbers its instances from N and names the
     * balancer's address in callback URLs.
     */
    private static EngineOptions asReplica(Options o, EngineOptions options) throws UsageException {
        String first = o.get("first-instance-id");
        String url = o.get("public-url");
        if (first == null && url == null) {
            return options;
        }
        if (first == null || url == null) {
            throw new UsageException("--first-instance-id and --public-url go together (see tutti plan --export haproxy)");
        }
        try {
            return options.asReplica(new EngineOptions.Replica(Long.parseLong(first), java.net.URI.create(url)));
        } catch (NumberFormatException e) {
            throw new UsageException("--first-instance-id needs a whole number, not '" + first + "'");
        }
    }

    /** {@code default} (or absent): the standard set; {@code none}: count nothing; else a comma-separated list. */
    public static List<String> counters(String option) throws UsageException {
        if (option == null || option.equals("default")) {
            return null;
        }
        if (option.equals("none")) {
            return List.of();
        }
        List<String> events = java.util.Arrays.stream(option.split(",")).map(String::strip).toList();
        if (events.stream().anyMatch(String::isEmpty)) {
            throw new UsageException("--counters takes default, none, or event names separated by commas (see 'tutti events')");
        }
        return events;
    }

    /** Whether the options ask for replicas: any of the planner's options does. */
    static boolean replicated(Options o) {
        return PlanOptions.NAMES.stream().anyMatch(k -> o.get(k) != null) || o.get("balance") != null;
    }

    /**
     * The domains {@code --adaptive} places replicas on: null for the machine's own (its NUMA
     * nodes; with one node, its L3 caches), else the CPU sets given ({@code 0-7|8-15}).
     */
    static List<tutti.overseer.IndexSet> adaptiveDomains(Options o) throws UsageException {
        if (o.get("adaptive") == null) {
            if (o.get("adaptive-domains") != null) {
                throw new UsageException("--adaptive-domains goes with --adaptive placement");
            }
            return null;
        }
        try {
            if (!tutti.cluster.Adaptation.parse(o.get("adaptive")).any()) {
                throw new UsageException("--adaptive off is the default: leave it out");
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException("-" + "-" + e.getMessage());
        }
        if (o.get("adaptive-domains") == null) {
            return null;
        }
        List<tutti.overseer.IndexSet> domains = new java.util.ArrayList<>();
        for (String d : o.get("adaptive-domains").split("\\|")) {
            try {
                tutti.overseer.IndexSet cpus = tutti.overseer.IndexSet.parse(d);
                if (cpus.isEmpty()) {
                    throw new IllegalArgumentException("an empty domain");
                }
                domains.add(cpus);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--adaptive-domains takes CPU lists joined by |, such as 0-7|8-15: " + e.getMessage());
            }
        }
        if (domains.size() < 2) {
            throw new UsageException("--adaptive-domains names at least two domains (CPU lists joined by |, such as 0-7|8-15)");
        }
        return domains;
    }

    /** The planner request the options describe; defaults: auto, shared, default threads, fixed totals. */
    public static Planner.Request request(Options o, int firstPort) throws UsageException, PlanException {
        if ((o.get("total-threads") != null || o.get("total-heap") != null)
                && (o.get("replica-threads") != null || o.get("replica-heap") != null)) {
            throw new UsageException("give totals (--total-threads, --total-heap) or per-replica amounts "
                    + "(--replica-threads, --replica-heap), not both");
        }
        Map<String, String> given = new LinkedHashMap<>();
        for (String name : PlanOptions.NAMES) {
            if (o.get(name) != null) {
                given.put(name, o.get(name));
            }
        }
        return PlanOptions.request(given, firstPort);
    }

    private EngineArguments() {
    }
}
