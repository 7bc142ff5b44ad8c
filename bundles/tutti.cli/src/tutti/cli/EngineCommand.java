package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import java.nio.file.Path;

import tutti.cluster.Balance;
import tutti.cluster.LoneEnginePlans;
import tutti.cluster.PlanOptions;
import tutti.cluster.ChildJvm;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.Planner;
import tutti.cluster.Replica;
import tutti.cluster.ReplicaLauncher;
import tutti.cluster.ReplicaStartException;
import tutti.cluster.ReplicatedEngine;
import tutti.engine.EngineOptions;
import tutti.engine.core.EngineCore;
import tutti.engine.EngineServer;
import tutti.overseer.Availability;
import tutti.overseer.Overseer;

/** {@code tutti engine}: runs the engine server in the foreground until the process is stopped. */
final class EngineCommand implements Command {

    static final String TOKEN_VARIABLE = "TUTTI_TOKEN";

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public String summary() {
        return "run the engine server (loopback only unless --listen and --token are given)";
    }

    @Override
    public String synopsis() {
        return "[--port N] [--listen ADDRESS] [--token SECRET] [--data-dir DIR] [--durability journal|none [--commit-ms MS]]"
                + " [--kernel-threads N] [--invoker-threads N] [--wrong-tokens N (10; 0: behind a proxy that slows guessing)]"
                + " [--keystore FILE (password in TUTTI_KEYSTORE_PASSWORD)] [--counters default|none|EVENT,EVENT...]"
                + " [--replicas auto|numa|cache:L3|cache:L2|count:N|single [--binding none|local|shared|non-shared]"
                + " [--threads default|per-cpu|per-core|interleaved] [--total-threads N --total-heap SIZE |"
                + " --replica-threads N --replica-heap SIZE] [--balance round-robin|least-outstanding|redirect|shared-port]"
                + " [--adaptive placement,replicas,pools (any of them) [--adaptive-domains CPUS|CPUS...]]]"
                + " [--first-instance-id N --public-url URL (one of several engines behind a balancer)]"
                + " [--stop-with-input (end when standard input closes: for engines another program starts)]";
    }

    /** Validates the options; separate from {@link #run} so that bad input never opens a port. */
    static EngineOptions options(List<String> args) throws UsageException {
        return options(parse(args));
    }

    /** The flag of an engine whose starter holds its standard input: the end of input stops it, so it never outlives that program. */
    static final String STOP_WITH_INPUT = "stop-with-input";

    static Options parse(List<String> args) throws UsageException {
        Set<String> valued = new java.util.HashSet<>(Set.of("port", "listen", "token", "data-dir", "kernel-threads",
                "invoker-threads", "keystore", "counters", "balance", "first-instance-id", "public-url", "adaptive", "adaptive-domains",
                "durability", "commit-ms", "wrong-tokens"));
        valued.addAll(PlanCommand.PLAN_OPTIONS);
        return Options.parse("engine", args, valued, Set.of(STOP_WITH_INPUT));
    }

    private static EngineOptions options(Options o) throws UsageException {
        String token = o.token();
        String listen = o.get("listen") != null ? o.get("listen") : EngineOptions.LOOPBACK;
        EngineCore.Config defaults = EngineCore.Config.forThisMachine();
        try {
            EngineCore.Config core = new EngineCore.Config(o.integer("kernel-threads", defaults.kernelThreads()),
                    o.integer("invoker-threads", defaults.invokerThreads()), defaults.maxInFlight());
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
    static Path defaultDataDir(int port) {
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
    static List<String> counters(String option) throws UsageException {
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

    /**
     * With {@code --stop-with-input}, closes the engine (and so its replicas) once standard input
     * ends: the program that started it holds the other end, so even a {@code kill -9} of that
     * program leaves no engine behind.
     */
    private static void stopWithInput(Options o, AutoCloseable engine) {
        if (!o.flag(STOP_WITH_INPUT)) {
            return;
        }
        Thread watch = new Thread(() -> {
            ChildJvm.waitForEndOfInput(System.in);
            try {
                engine.close();
            } catch (Exception e) {
                System.err.println("tutti engine: stopping: " + e.getMessage());
            }
        }, "stop-with-input");
        watch.setDaemon(true);
        watch.start();
    }

    /** Whether the options ask for replicas: any of the planner's options does. */
    private static boolean replicated(Options o) {
        return PlanCommand.PLAN_OPTIONS.stream().anyMatch(k -> o.get(k) != null) || o.get("balance") != null;
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

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = parse(args);
        EngineOptions options = options(o);
        List<tutti.overseer.IndexSet> domains = adaptiveDomains(o);
        if (o.get("adaptive") != null && !replicated(o)) {
            throw new UsageException("--adaptive moves and resizes replicas, and runs in their front: give the engine replicas too "
                    + "(--replicas auto)");
        }
        if (replicated(o)) {
            return runReplicated(o, options, out, err);
        }
        try (EngineServer server = EngineServer.start(options)) {
            if (options.replica() == null) {
                // PUT /plan may make it a front of replicas; an engine behind someone else's balancer may not.
                server.allowPlanChanges(new LoneEnginePlans(err));
            }
            stopWithInput(o, server);
            Availability overseer = Overseer.availability();
            out.println("Tutti engine listening on " + server.uri());
            if (options.token() == null) {
                // Drawn at start: whoever may deploy here must be told, and only on this console.
                out.println("  token: " + server.token() + "  (send it as Authorization: Bearer TOKEN; fix it with --token)");
            }
            out.println("  kernel threads " + options.core().kernelThreads() + ", invoker threads "
                    + options.core().invokerThreads() + (options.dataDir() == null ? ", deployments kept in memory only"
                    : ", deployments in " + options.dataDir()));
            out.println("  durability: " + options.durability().describe());
            if (server.recovery() != null) {
                var r = server.recovery();
                out.println("  journal: " + options.dataDir().resolve("journal") + "; recovered " + r.recovered() + " instance"
                        + (r.recovered() == 1 ? "" : "s") + " in " + r.millis() + " ms (" + r.records() + " records, "
                        + r.journalBytes() / 1024 + " KB read)" + (r.failed().isEmpty() ? ""
                        : "; " + r.failed().size() + " could not be recovered (named above)"));
            }
            for (String problem : server.loadProblems()) {
                err.println("  could not reload " + problem);
            }
            out.println("  overseer: " + (overseer.available() ? overseer.detail() : "unavailable: " + overseer.detail()));
            out.println("  pool counters: " + (options.counters().isEmpty() ? "none (--counters none)"
                    : String.join(", ", options.counters())));
            out.flush();
            server.join();
        }
        return 0;
    }

    private static int runReplicated(Options o, EngineOptions options, PrintStream out, PrintStream err) throws Exception {
        if (o.get("kernel-threads") != null || o.get("invoker-threads") != null) {
            throw new UsageException("with --replicas the pools come from the plan: use --total-threads or --replica-threads "
                    + "instead of --kernel-threads and --invoker-threads");
        }
        Plan plan;
        Planner.Request request;
        Balance balance;
        try {
            request = PlanCommand.request(o, 0);
            plan = Planner.plan(Overseer.topology(), request);
            balance = o.get("balance") == null ? Balance.ROUND_ROBIN : Balance.parse(o.get("balance"));
        } catch (PlanException e) {
            err.println("tutti engine: " + e.getMessage());
            return 1;
        }
        long started = System.nanoTime();
        try (ReplicatedEngine engine = ReplicatedEngine.start(plan, PlanOptions.of(request), options, balance,
                ReplicaLauncher.fromThisJvm(), err)) {
            stopWithInput(o, engine);
            if (o.get("adaptive") != null) {
                engine.adapt(tutti.cluster.Adaptation.parse(o.get("adaptive")), adaptiveDomains(o));
            }
            out.println("Tutti engine listening on " + engine.uri());
            if (options.token() == null) {
                out.println("  token: " + engine.token() + "  (send it as Authorization: Bearer TOKEN; fix it with --token)");
            }
            out.printf("  %d replica%s (%s, binding %s, threads %s, balance %s) healthy in %.2f s%n", plan.replicas().size(),
                    plan.replicas().size() == 1 ? "" : "s", plan.chosen(), plan.binding().option(), plan.threads().option(),
                    balance.option(), (System.nanoTime() - started) / 1e9);
            if (o.get("adaptive") != null) {
                out.println("  adaptive: " + o.get("adaptive") + " (its decisions in GET /plan, its changes on the metrics stream)");
            }
            for (Replica r : engine.replicas()) {
                out.println("  replica " + r.index() + ": " + r.uri() + " pid " + r.pid() + ", " + r.plan().share() + ", cpus "
                        + (r.plan().cpus().isEmpty() ? "unbound" : r.plan().cpus()) + ", kernel " + r.plan().kernelThreads()
                        + ", invoker " + r.plan().invokerThreads() + ", " + r.plan().heapOption());
            }
            for (String problem : engine.loadProblems()) {
                err.println("  could not reload " + problem);
            }
            out.flush();
            engine.join();
        } catch (ReplicaStartException e) {
            err.println("tutti engine: " + e.getMessage());
            return 1;
        }
        return 0;
    }
}
