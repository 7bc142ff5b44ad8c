package tutti.cluster.launch;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

import tutti.cluster.Balance;
import tutti.cluster.ChildJvm;
import tutti.cluster.LoneEnginePlans;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.PlanOptions;
import tutti.cluster.Planner;
import tutti.cluster.Replica;
import tutti.cluster.ReplicaLauncher;
import tutti.cluster.ReplicaStartException;
import tutti.cluster.ReplicatedEngine;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.overseer.Availability;
import tutti.overseer.Overseer;

/**
 * An engine in the foreground, alone or as the front of its replicas, until the process is
 * stopped (or, with {@code --stop-with-input}, until its starter goes): what {@code tutti engine}
 * runs, and the main class of the engine the Studio starts, which so needs neither the command
 * line nor the benchmarks on its class path.
 */
public final class EngineMain {

    private EngineMain() {
    }

    /** A child JVM's entry: exit code 2 for wrong options, 1 for a failure, each with its message. */
    public static void main(String[] args) {
        int code;
        try {
            code = run(Arrays.asList(args), System.out, System.err);
        } catch (UsageException e) {
            System.err.println("tutti engine: " + e.getMessage());
            code = 2;
        } catch (Exception e) {
            System.err.println("tutti engine: " + (e.getMessage() != null ? e.getMessage() : e.toString()));
            code = 1;
        }
        System.exit(code);
    }

    /** Runs the engine the options describe; returns when it has stopped. */
    public static int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = EngineArguments.parse(args);
        EngineOptions options = EngineArguments.options(o);
        EngineArguments.adaptiveDomains(o);
        if (o.get("adaptive") != null && !EngineArguments.replicated(o)) {
            throw new UsageException("--adaptive moves and resizes replicas, and runs in their front: give the engine replicas too "
                    + "(--replicas auto)");
        }
        if (EngineArguments.replicated(o)) {
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
            request = EngineArguments.request(o, 0);
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
                engine.adapt(tutti.cluster.Adaptation.parse(o.get("adaptive")), EngineArguments.adaptiveDomains(o));
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

    /**
     * With {@code --stop-with-input}, closes the engine (and so its replicas) once standard input
     * ends: the program that started it holds the other end, so even a {@code kill -9} of that
     * program leaves no engine behind.
     */
    private static void stopWithInput(Options o, AutoCloseable engine) {
        if (!o.flag(EngineArguments.STOP_WITH_INPUT)) {
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
}
