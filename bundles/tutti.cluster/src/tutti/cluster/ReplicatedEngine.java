package tutti.cluster;

import java.io.PrintStream;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import tutti.engine.DeploymentRegistry;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.EngineStartException;
import tutti.engine.HttpListener;
import tutti.engine.SharedPortConnector;
import tutti.engine.core.Deployments;
import tutti.overseer.IndexSet;

/**
 * An engine made of replicas: the front listens on the public address with the engine's API, the
 * supervisor runs one child JVM per replica of the plan. Start with {@link #start}, stop with
 * {@link #close()}: no replica outlives it.
 */
public final class ReplicatedEngine implements AutoCloseable {

    private final HttpListener listener;
    private final Supervisor supervisor;
    private final ReplicaClient client;
    private final ScheduledExecutorService timer;
    private final String token;
    private final List<String> loadProblems;
    private final FrontHandler front;
    private final URI uri;
    private final int port;

    private ReplicatedEngine(HttpListener listener, Supervisor supervisor, ReplicaClient client, ScheduledExecutorService timer,
            String token, boolean tls, List<String> loadProblems, FrontHandler front) {
        this.front = front;
        // Kept: with a shared port the front leaves its connector once replicas listen there.
        this.uri = HttpListener.uri(listener.connector(), tls);
        this.port = listener.connector().getLocalPort();
        this.listener = listener;
        this.supervisor = supervisor;
        this.client = client;
        this.timer = timer;
        this.token = token;
        this.loadProblems = loadProblems;
    }

    /**
     * @param options the public side: address, port, token, data directory, TLS, counters (pool
     *                sizes come from the plan)
     * @param log     where replicas' output and their restarts are told
     */
    public static ReplicatedEngine start(Plan plan, EngineOptions options, Balance balance, ReplicaLauncher launcher,
            PrintStream log) throws Exception {
        return start(plan, planOptions(plan), options, balance, launcher, log);
    }

    /** What a plan was asked with, as far as the plan tells: strategy, binding, threads. */
    static Map<String, Object> planOptions(Plan plan) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("replicas", plan.requested().toString());
        m.put("binding", plan.binding().option());
        m.put("threads", plan.threads().option());
        return m;
    }

    /**
     * @param planOptions the options the plan was asked with (as {@code tutti plan} names them),
     *                    which {@code GET /plan} reports
     */
    public static ReplicatedEngine start(Plan plan, Map<String, Object> planOptions, EngineOptions options, Balance balance,
            ReplicaLauncher launcher, PrintStream log) throws Exception {
        HttpListener.checkKeystore(options);
        boolean shared = balance == Balance.SHARED_PORT;
        if (shared && options.tls() != null) {
            throw new EngineStartException("--balance shared-port takes plain HTTP only: with HTTPS the front holds the key "
                    + "and forwards every request (use round-robin or least-outstanding with --tls)", null);
        }
        String token = options.token() != null ? options.token() : EngineServer.randomToken();
        List<String> problems = new ArrayList<>();
        // The front compiles what it keeps as an engine does: an archive whose classes do not load is refused before it goes out.
        DeploymentRegistry deployments = DeploymentRegistry.open(options.dataDir(), new Deployments(), problems);
        ReplicaClient client = new ReplicaClient();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "front-timer");
            t.setDaemon(true);
            return t;
        });
        HttpListener listener = HttpListener.create(options, shared);
        // Where replicas on the shared port relay what is not theirs: the front's own, loopback only.
        org.eclipse.jetty.server.ServerConnector relayed = shared ? HttpListener.privateConnector(listener.server()) : null;
        Supervisor supervisor = null;
        try {
            supervisor = new Supervisor(plan, launcher, token, options.counters(), client, log, Duration.ofSeconds(60),
                    options.dataDir(), options.durability(), options.wrongTokens(), options.core().inline());
            FrontHandler front = new FrontHandler(planOptions, supervisor, client, token, balance, deployments, timer, null,
                    options.wrongTokens());
            supervisor.prepareWith(front::prepare);
            listener.server().setHandler(front);
            // Listen first (answering 503 until replicas are up): they name the front's address in callback URLs.
            listener.start(options);
            URI publicUri = HttpListener.reachableUri(listener.connector(), options.tls() != null);
            front.listening(publicUri);
            if (shared) {
                supervisor.shareWith(new ReplicaLauncher.Sharing(listener.connector().getHost(),
                        listener.connector().getLocalPort(), HttpListener.uri(relayed, false)));
            }
            ReplicatedEngine engine = new ReplicatedEngine(listener, supervisor, client, timer, token, options.tls() != null,
                    problems, front);
            supervisor.start(publicUri);
            if (shared) {
                FrontPortShare port = new FrontPortShare(listener.server(), (SharedPortConnector) listener.connector(), engine.port, supervisor, log);
                port.check();
                supervisor.whenThePortChanges(port::check);
            }
            return engine;
        } catch (Exception e) {
            if (supervisor != null) {
                supervisor.close();
            }
            stopQuietly(listener);
            client.close();
            timer.shutdownNow();
            if (e instanceof EngineStartException || e instanceof ReplicaStartException) {
                throw e;
            }
            throw new EngineStartException("the replicated engine did not start: " + e.getMessage(), e);
        }
    }

    /**
     * Turns a lone engine into a front of the plan's replicas, on the same port: the replicas
     * start and get every deployment, then new requests go to the front, while the engine's own
     * core finishes the instances it holds and answers for them. Blocks until the replicas serve.
     *
     * @return the front, which {@code GET /plan} answers with
     */
    static FrontHandler takeOver(EngineServer engine, PlanRequest asked, ReplicaLauncher launcher, PrintStream log)
            throws Exception {
        EngineOptions options = engine.options();
        // The engine's own: its files in the data directory, and the classes the instances it still holds run on.
        DeploymentRegistry deployments = engine.deployments();
        ReplicaClient client = new ReplicaClient();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "front-timer");
            t.setDaemon(true);
            return t;
        });
        Supervisor supervisor = new Supervisor(asked.plan(), launcher, engine.token(), options.counters(), client, log,
                Duration.ofSeconds(60), options.dataDir(), options.durability(), options.wrongTokens(), options.core().inline());
        LoneEngine lone = new LoneEngine(engine);
        FrontHandler front = new FrontHandler(asked.options(), supervisor, client, engine.token(), Balance.ROUND_ROBIN,
                deployments, timer, lone, options.wrongTokens());
        supervisor.prepareWith(front::prepare);
        URI address = engine.reachableUri();
        front.listening(address);
        try {
            supervisor.start(address);
        } catch (ReplicaStartException e) {
            client.close();
            timer.shutdownNow();
            throw e;
        }
        timer.scheduleWithFixedDelay(lone::check, 1, 1, java.util.concurrent.TimeUnit.SECONDS);
        engine.closeWith(() -> {
            supervisor.close();
            client.close();
            timer.shutdownNow();
        });
        engine.handOver(front);
        log.println("tutti: this engine is now a front of " + asked.plan().replicas().size() + " replica(s) ("
                + asked.plan().chosen() + "); it finishes the instances it held itself");
        return front;
    }

    private static void stopQuietly(HttpListener listener) {
        try {
            listener.server().stop();
        } catch (Exception e) {
            // Not started, or stopping anyway.
        }
    }

    public URI uri() {
        return uri;
    }

    public int port() {
        return port;
    }

    public String token() {
        return token;
    }

    public List<Replica> replicas() {
        return supervisor.replicas();
    }

    /**
     * Starts the adaptive placement loop: each replica is moved between one domain and all of
     * them as its measured intervals decide. {@code domains} are CPU sets to place on; null takes
     * this machine's NUMA nodes (with one node, its L3 caches).
     */
    public void adaptPlacement(List<IndexSet> domains) {
        adapt(new Adaptation(true, false, false), domains);
    }

    /** Starts the adaptive loop for what it is to adapt (placement, replicas, pools), over those domains or this machine's. */
    public void adapt(Adaptation what, List<IndexSet> domains) {
        tutti.overseer.Topology t = tutti.overseer.Overseer.topology();
        front.adapt(what, domains == null ? AdaptivePlacement.of(t) : AdaptivePlacement.given(domains, t));
    }

    /**
     * As {@link #adapt(Adaptation, List)} on this machine's domains, the replica count climbed in
     * windows of these settings, new replicas warming up for {@code settleMillis} before they are measured.
     */
    public void adapt(Adaptation what, tutti.cluster.adaptive.HillClimber.Settings replicaClimb, long settleMillis) {
        front.adapt(what, AdaptivePlacement.of(tutti.overseer.Overseer.topology()),
                new AdaptiveReplicas.Timing(replicaClimb, settleMillis));
    }

    /** Stops the adaptive loop; replicas stay where, and as large as, it left them. */
    public void stopAdapting() {
        front.adapt(Adaptation.OFF, null);
    }

    /** Archives in the data directory that could not be read, with why. */
    public List<String> loadProblems() {
        return List.copyOf(loadProblems);
    }

    public void join() throws InterruptedException {
        listener.server().join();
    }

    @Override
    public void close() {
        front.adapt(Adaptation.OFF, null);
        stopQuietly(listener);
        supervisor.close();
        client.close();
        timer.shutdownNow();
    }
}
