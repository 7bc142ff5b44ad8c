package tutti.cluster;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Starts each replica of a plan as a child JVM, bound by the overseer agent from its first
 * instruction; watches their health; restarts one that ends or stops answering, with back-off,
 * and prepares it (its deployments) before the front routes to it again; stops them all on close,
 * and when the front's JVM ends.
 * <p>
 * A new plan ({@link #replace}) starts its replicas beside the running ones and, once they all
 * serve, makes them the ones new instances go to; the replicas it replaces drain: they keep the
 * instances they hold (a waiting Receive included) and answer for them until the last has ended,
 * then for {@link #RESULTS_KEPT_MILLIS} more, so that their results can still be read; then they
 * stop. Every replica ever started keeps its number (slot), so an instance id always names one.
 */
public final class Supervisor implements AutoCloseable {

    /** Runs on a replica that has started and answers, before the front routes to it. */
    public interface Preparation {
        void prepare(Replica replica, URI address) throws Exception;
    }

    static final long CHECK_PERIOD_MILLIS = 250;
    /** Failed checks in a row before the front stops routing to a replica (it may only be busy). */
    static final int CHECKS_TO_DOWN = 3;
    /** A replica that does not answer for this long is killed and restarted. */
    static final long HUNG_MILLIS = 15_000;
    static final long FIRST_BACKOFF_MILLIS = 250;
    static final long LONGEST_BACKOFF_MILLIS = 30_000;
    /** A replica up for this long starts its back-off afresh when it next ends. */
    static final Duration STABLE = Duration.ofSeconds(60);

    /**
     * A drained replica answers for its ended instances this long before it stops (system
     * property {@code tutti.front.resultsKeptMillis}, 30 s by default).
     */
    static final long RESULTS_KEPT_MILLIS = Long.getLong("tutti.front.resultsKeptMillis", 30_000);

    /** Every replica by its number, those stopped included (ids they gave out still name them). */
    private final Map<Integer, Replica> slots = new ConcurrentHashMap<>();
    /** The replicas of the running plan: new instances go to them. */
    private volatile List<Replica> current;
    /** Replicas of earlier plans that still hold instances. */
    private final List<Replica> draining = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile Plan plan;
    private int nextSlot;
    private final java.util.concurrent.locks.ReentrantLock changing = new java.util.concurrent.locks.ReentrantLock();
    private final ReplicaLauncher launcher;
    private final java.nio.file.Path dataDir;
    private final tutti.engine.Durability durability;
    /** What replicas allow an address in wrong tokens: a client may talk to a replica directly (redirect mode). */
    /** When replicas' calls move to their Kernels: as the front was told. */
    private final tutti.engine.core.InlineSettings inline;
    private final int wrongTokens;
    private volatile URI front;
    /** The public port replicas share with the front, once they take its connections; null when they do not. */
    private volatile ReplicaLauncher.Sharing sharing;
    private final String token;
    private volatile List<String> counters;
    private final ReplicaClient client;
    private final PrintStream log;
    private final Duration startTimeout;
    private final ScheduledExecutorService timer;
    /** Starts wait up to a minute for their replica: each on a thread of its own, never on the timer's. */
    private final java.util.concurrent.ExecutorService starters;
    private final Map<Integer, Long> backoffs = new ConcurrentHashMap<>();
    private final Thread shutdownHook;
    private volatile Preparation preparation = (r, address) -> {
    };
    /** Told when which replicas listen on a shared port may have changed: one joined it, one ended, a plan was replaced. */
    private volatile Runnable onPortChange = () -> {
    };
    private volatile boolean closing;
    /** Plans started and replicas restarted, for the front's stream (deploys and events are added by the front). */
    private final tutti.engine.ChangeLog changes = new tutti.engine.ChangeLog();

    /**
     * @param token    the front's token, which replicas take as theirs
     * @param counters events each pool counts, null for the engine's default
     * @param log      where replicas' output and the supervisor's news go
     * @param dataDir  where each replica keeps its journal ({@code replicas/INDEX} in it), or null
     * @param durability whether replicas journal their instances (and so keep them across a restart)
     */
    Supervisor(Plan plan, ReplicaLauncher launcher, String token, List<String> counters, ReplicaClient client,
            PrintStream log, Duration startTimeout, java.nio.file.Path dataDir, tutti.engine.Durability durability,
            int wrongTokens, tutti.engine.core.InlineSettings inline) {
        if (durability.journaled() && dataDir == null) {
            throw new IllegalArgumentException("replicas journal into the front's data directory: give --data-dir DIR, "
                    + "or --durability none");
        }
        this.dataDir = dataDir;
        this.durability = durability;
        this.wrongTokens = wrongTokens;
        this.inline = inline;
        this.plan = plan;
        this.current = slotted(plan);
        this.launcher = launcher;
        this.token = token;
        this.counters = counters;
        this.client = client;
        this.log = log;
        this.startTimeout = startTimeout;
        this.timer = Executors.newScheduledThreadPool(2, r -> {
            Thread t = new Thread(r, "supervisor");
            t.setDaemon(true);
            return t;
        });
        this.starters = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "replica-start");
            t.setDaemon(true);
            return t;
        });
        // Also when the front's JVM is told to stop without closing us (Ctrl-C, SIGTERM).
        shutdownHook = new Thread(this::close, "supervisor-shutdown");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /**
     * Replicas started from now on take connections on the public port themselves, once they
     * have every deployment, and relay what is not theirs to the front's own address.
     */
    void shareWith(ReplicaLauncher.Sharing s) {
        this.sharing = s;
    }

    /**
     * Runs {@code r} whenever which replicas listen on the shared port may have changed: a replica
     * joined it, a replica's process ended (before it is restarted), or a plan change replaced them.
     */
    void whenThePortChanges(Runnable r) {
        this.onPortChange = r;
    }

    /** Whether a replica listens on the shared public port now: those the front would route to. */
    boolean anyOnSharedPort() {
        return !up().isEmpty();
    }

    /** Writes a command line to a replica's standard input (see {@link ReplicaMain}). */
    private static boolean tell(Process p, String command) {
        synchronized (p) {
            try {
                p.getOutputStream().write((command + "\n").getBytes(StandardCharsets.UTF_8));
                p.getOutputStream().flush();
                return true;
            } catch (IOException e) {
                // It has ended: its end is handled by onExit.
                return false;
            }
        }
    }

    /** Events replicas started from now on count (those running were told through PUT /config). */
    void useCounters(List<String> events) {
        counters = List.copyOf(events);
    }

    /** What changed on the front while it ran, for its live stream. */
    tutti.engine.ChangeLog changes() {
        return changes;
    }

    void prepareWith(Preparation p) {
        this.preparation = p;
    }

    /** Replicas for a plan, numbered after every replica started before. */
    private synchronized List<Replica> slotted(Plan p) {
        if (nextSlot + p.replicas().size() > InstanceIds.MAX_REPLICAS) {
            throw new IllegalArgumentException("at most " + InstanceIds.MAX_REPLICAS + " replicas over the engine's life");
        }
        List<Replica> out = new ArrayList<>();
        for (ReplicaPlan r : p.replicas()) {
            Replica replica = new Replica(r.numbered(nextSlot++));
            slots.put(replica.index(), replica);
            out.add(replica);
        }
        return List.copyOf(out);
    }

    /** The running plan's replicas, then those draining. */
    public List<Replica> replicas() {
        List<Replica> all = new ArrayList<>(current);
        all.addAll(draining);
        return all;
    }

    /** The running plan's replicas only. */
    public List<Replica> current() {
        return current;
    }

    public List<Replica> draining() {
        return List.copyOf(draining);
    }

    /** The replica an instance id names, stopped ones included; null for a number never given. */
    Replica replica(int slot) {
        return slots.get(slot);
    }

    public Plan plan() {
        return plan;
    }

    /** Replicas the front may route new work to now: those up, else those still running that missed their health checks. */
    List<Replica> up() {
        List<Replica> up = current.stream().filter(r -> r.state() == Replica.State.UP).toList();
        if (!up.isEmpty()) {
            return up;
        }
        // None answered its last health checks in time, yet some still run: busy ones (pools just resized to a
        // thousand threads with their counters, a long collection on a loaded machine) serve slowly, which beats
        // refusing every request; one that hangs is killed after HUNG_MILLIS and restarted.
        return current.stream().filter(r -> {
            Process p = r.process();
            return r.state() == Replica.State.DOWN && p != null && p.isAlive();
        }).toList();
    }

    /**
     * Starts every replica at once and returns when all answer; on any failure none is left running.
     *
     * @param frontAddress the front's address: replicas name it in callback URLs
     */
    void start(URI frontAddress) throws ReplicaStartException {
        this.front = frontAddress;
        List<String> problems = launchAll(current);
        if (!problems.isEmpty()) {
            close();
            throw new ReplicaStartException(String.join("\n", problems));
        }
        changes.add(tutti.engine.ChangeLog.PLAN, "plan " + plan.chosen() + " serves with " + current.size() + " replica(s)");
        timer.scheduleWithFixedDelay(this::checkAll, CHECK_PERIOD_MILLIS, CHECK_PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** What happened to the replicas a plan change replaced: they drain. */
    public record Change(Plan plan, List<Replica> started, List<Replica> draining, long nanos) {
    }

    /**
     * Starts the replicas of a new plan; once every one serves (with every deployment), new
     * instances go to them and the replicas they replace drain. On any failure the new ones are
     * stopped and the running ones go on as they were.
     *
     * @throws IllegalStateException when another change is in progress
     */
    Change replace(Plan next) throws ReplicaStartException {
        if (!changing.tryLock()) {
            throw new IllegalStateException("another plan change is in progress: wait for it to finish");
        }
        try {
            long start = System.nanoTime();
            List<Replica> fresh = slotted(next);
            List<String> problems = launchAll(fresh);
            if (!problems.isEmpty()) {
                fresh.forEach(this::stop);
                throw new ReplicaStartException(String.join("\n", problems));
            }
            List<Replica> old = current;
            current = fresh;
            plan = next;
            for (Replica r : old) {
                r.draining();
                draining.add(r);
                Process p = r.process();
                if (sharing != null && p != null) {
                    // New connections go to the new replicas; a request in progress there finishes first.
                    tell(p, ReplicaMain.LEAVE_PORT);
                }
            }
            // A deployment that came while they started went to the old replicas only: give them all again.
            for (Replica r : fresh) {
                try {
                    preparation.prepare(r, r.uri());
                } catch (Exception e) {
                    log.println("tutti: replica " + r.index() + " did not take every deployment again: " + e.getMessage());
                }
            }
            onPortChange.run();
            changes.add(tutti.engine.ChangeLog.PLAN, "plan " + next.chosen() + " serves with replica(s) "
                    + fresh.stream().map(Replica::index).toList());
            log.println("tutti: plan " + next.chosen() + " serves with replica(s) " + fresh.stream().map(Replica::index).toList()
                    + (old.isEmpty() ? "" : "; replica(s) " + old.stream().map(Replica::index).toList()
                            + " drain: they finish their instances, then stop"));
            return new Change(next, fresh, old, System.nanoTime() - start);
        } finally {
            changing.unlock();
        }
    }

    /** Starts replicas at once and waits for all; the problems of those that did not start. */
    private List<String> launchAll(List<Replica> replicas) {
        List<CompletableFuture<Void>> starts = new ArrayList<>();
        for (Replica r : replicas) {
            starts.add(CompletableFuture.runAsync(() -> {
                try {
                    launch(r);
                } catch (ReplicaStartException e) {
                    throw new java.util.concurrent.CompletionException(e);
                }
            }, starters));
        }
        List<String> problems = new ArrayList<>();
        for (CompletableFuture<Void> s : starts) {
            try {
                s.join();
            } catch (java.util.concurrent.CompletionException e) {
                problems.add(e.getCause() instanceof ReplicaStartException rs ? rs.getMessage() : String.valueOf(e.getCause()));
            }
        }
        return problems;
    }

    /** Stops one replica for good: its input closed (it then stops itself), then signals. */
    private void stop(Replica r) {
        Process p = r.process();
        if (r.retiredAt() == null) {
            r.stopped();
        }
        if (p != null && p.isAlive()) {
            try {
                p.getOutputStream().close();
            } catch (IOException e) {
                p.destroy();
            }
            p.onExit().orTimeout(5, TimeUnit.SECONDS).exceptionally(x -> {
                p.destroyForcibly();
                return p;
            });
        }
    }

    /**
     * Where a replica journals: its own directory, the same for every start of it, so that the
     * supervisor's restart after a crash recovers what the crashed process had accepted.
     */
    private List<String> storage(int index) {
        if (!durability.journaled()) {
            return List.of("--durability", "none");
        }
        return List.of("--data-dir", dataDir.resolve("replicas").resolve(Integer.toString(index)).toString(), "--durability",
                "journal", "--commit-ms", Double.toString(durability.settings().commitInterval().toNanos() / 1e6));
    }

    /** Whether replicas journal: an instance of a replica that restarted is then still there, recovered. */
    boolean journaled() {
        return durability.journaled();
    }

    private void launch(Replica r) throws ReplicaStartException {
        if (closing) {
            throw new ReplicaStartException("stopping");
        }
        Process p;
        int generation;
        ReplicaLauncher.Sharing shared = sharing;
        java.nio.file.Path ids = null;
        if (shared != null) {
            try {
                ids = java.nio.file.Files.createTempFile("tutti-replica-" + r.index() + "-ids-", "");
            } catch (IOException e) {
                throw new ReplicaStartException("cannot make the file replica " + r.index() + " counts its ids in: "
                        + e.getMessage());
            }
            shared = shared.countingIn(ids);
        }
        synchronized (r) {
            List<String> command = new ArrayList<>(launcher.command(r.plan(), r.generation() + 1, front, counters, shared));
            command.addAll(storage(r.index()));
            command.addAll(List.of("--wrong-tokens", Integer.toString(wrongTokens), "--inline", inline.toString()));
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
            pb.environment().put(ReplicaMain.TOKEN_VARIABLE, token);
            try {
                p = pb.start();
            } catch (IOException e) {
                forget(ids);
                throw new ReplicaStartException("cannot start replica " + r.index() + " (" + command.get(0) + "): "
                        + e.getMessage());
            }
            generation = r.starting(p);
        }
        java.nio.file.Path counted = ids;
        CompletableFuture<Void> idsRead = p.onExit().thenRun(() -> readIds(r, counted));
        CompletableFuture<URI> listening = new CompletableFuture<>();
        CompletableFuture<String> joined = new CompletableFuture<>();
        Thread reader = new Thread(() -> readOutput(r, p, listening, joined), "replica-" + r.index() + "-output");
        reader.setDaemon(true);
        reader.start();
        URI uri;
        try {
            uri = listening.get(startTimeout.toMillis(), TimeUnit.MILLISECONDS);
            ReplicaClient.Answer health = client.get(uri.resolve("/health"), 5_000).get(10, TimeUnit.SECONDS);
            if (health.status() != 200) {
                throw new IllegalStateException("GET /health answered " + health.status() + ": " + health.text().strip());
            }
            preparation.prepare(r, uri);
            if (sharing != null) {
                // Only now, with every deployment, may connections come to it.
                tell(p, ReplicaMain.JOIN_PORT);
                String refused = joined.get(10, TimeUnit.SECONDS);
                if (refused != null) {
                    p.destroyForcibly();
                    throw new ReplicaStartException("replica " + r.index() + " cannot listen on the shared port " + sharing.host()
                            + ":" + sharing.port() + ": " + refused);
                }
            }
        } catch (ReplicaStartException e) {
            throw e;
        } catch (TimeoutException e) {
            p.destroyForcibly();
            throw new ReplicaStartException("replica " + r.index() + " did not start within " + startTimeout.toSeconds()
                    + " s" + tail(r));
        } catch (ExecutionException e) {
            if (!p.isAlive() || e.getCause() instanceof IllegalStateException && listening.isCompletedExceptionally()) {
                throw new ReplicaStartException(endedAtStart(r, p));
            }
            p.destroyForcibly();
            throw new ReplicaStartException("replica " + r.index() + " started but did not answer: " + e.getCause() + tail(r));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            throw new ReplicaStartException("interrupted while replica " + r.index() + " started");
        } catch (Exception e) {
            p.destroyForcibly();
            throw new ReplicaStartException("replica " + r.index() + " could not be prepared: " + e.getMessage());
        }
        r.up(p, uri);
        log.println("tutti: replica " + r.index() + " up at " + uri + " (pid " + p.pid() + ", start " + generation + ")");
        onPortChange.run();
        idsRead.thenRun(() -> exited(r, p));
    }

    /** What ids the ended process had given out, from the file it counted them in (before its end is told). */
    private void readIds(Replica r, java.nio.file.Path ids) {
        if (ids == null) {
            return;
        }
        try {
            r.sawInstance(tutti.engine.core.IdCounter.read(ids));
        } catch (IOException e) {
            log.println("tutti: cannot read which ids replica " + r.index() + " gave out (" + e.getMessage() + "); requests for "
                    + "its instances are answered as unknown");
        }
        forget(ids);
    }

    private static void forget(java.nio.file.Path file) {
        try {
            if (file != null) {
                java.nio.file.Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // A temporary file; the system's cleaning takes it.
        }
    }

    private String endedAtStart(Replica r, Process p) {
        try {
            p.waitFor(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "replica " + r.index() + " ended at start (" + (p.isAlive() ? "still running" : ChildJvm.exit(p)) + ")" + tail(r);
    }

    private static String tail(Replica r) {
        List<String> lines = r.lastOutput();
        return lines.isEmpty() ? "" : ":\n  " + String.join("\n  ", lines);
    }

    /** @param joined completed with null when the replica listens on the shared port, else with why it cannot */
    private void readOutput(Replica r, Process p, CompletableFuture<URI> listening, CompletableFuture<String> joined) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (!listening.isDone() && line.startsWith(ReplicaMain.LISTENING)) {
                    listening.complete(URI.create(line.substring(ReplicaMain.LISTENING.length()).strip()));
                    continue;
                }
                if (!joined.isDone() && line.startsWith(ReplicaMain.JOINED)) {
                    joined.complete(null);
                    continue;
                }
                if (!joined.isDone() && line.startsWith(ReplicaMain.NOT_JOINED)) {
                    joined.complete(line.substring(ReplicaMain.NOT_JOINED.length()).strip());
                }
                r.output(line);
                log.println("[replica " + r.index() + "] " + line);
            }
        } catch (IOException e) {
            // The process ended; its exit is handled by onExit.
        }
        listening.completeExceptionally(new IllegalStateException("the replica's output ended"));
        joined.complete("it ended");
    }

    private void exited(Replica r, Process p) {
        String why = "replica " + r.index() + " (pid " + p.pid() + ") " + ChildJvm.exit(p) + " at "
                + LocalTime.now().truncatedTo(ChronoUnit.MILLIS);
        Instant upSince = r.upSince();
        boolean retiring = r.state() == Replica.State.DRAINING || r.state() == Replica.State.STOPPED;
        boolean counted = r.ended(p, why, closing || retiring);
        onPortChange.run();
        if (!counted || closing || retiring) {
            if (retiring) {
                draining.remove(r);
            }
            return;
        }
        long backoff = backoffs.compute(r.index(), (k, v) -> v == null
                || upSince != null && Duration.between(upSince, Instant.now()).compareTo(STABLE) > 0
                        ? FIRST_BACKOFF_MILLIS : Math.min(LONGEST_BACKOFF_MILLIS, v * 2));
        log.println("tutti: " + why + "; restarting it in " + backoff + " ms");
        changes.add(tutti.engine.ChangeLog.REPLICA, why + "; restarting it");
        scheduleRestart(r, backoff);
    }

    private void scheduleRestart(Replica r, long delayMillis) {
        if (closing) {
            return;
        }
        timer.schedule(() -> starters.execute(() -> {
            try {
                launch(r);
            } catch (ReplicaStartException e) {
                if (closing) {
                    return;
                }
                long next = backoffs.compute(r.index(), (k, v) -> Math.min(LONGEST_BACKOFF_MILLIS, (v == null ? 250 : v) * 2));
                log.println("tutti: restarting replica " + r.index() + " failed: " + e.getMessage() + "; trying again in "
                        + next + " ms");
                scheduleRestart(r, next);
            }
        }), delayMillis, TimeUnit.MILLISECONDS);
    }

    private void checkAll() {
        for (Replica r : replicas()) {
            Process p = r.process();
            URI uri = r.uri();
            Replica.State s = r.state();
            if (p == null || uri == null || !p.isAlive() || s == Replica.State.STARTING || s == Replica.State.STOPPED) {
                continue;
            }
            if (s == Replica.State.DRAINING) {
                checkDraining(r, uri);
                continue;
            }
            client.get(uri.resolve("/health"), 1_000).whenComplete((a, e) -> {
                if (e == null && a.status() == 200) {
                    if (r.checkPassed(p)) {
                        log.println("tutti: replica " + r.index() + " answers again; routing to it");
                    }
                    return;
                }
                if (r.checkFailed(CHECKS_TO_DOWN)) {
                    log.println("tutti: replica " + r.index() + " does not answer its health check ("
                            + (e != null ? e.getMessage() : "status " + a.status()) + "); not routing to it");
                }
                if (r.failedChecks() * CHECK_PERIOD_MILLIS >= HUNG_MILLIS && p.isAlive()) {
                    log.println("tutti: replica " + r.index() + " has not answered for " + HUNG_MILLIS / 1000
                            + " s; killing it to restart it");
                    p.destroyForcibly();
                }
            });
        }
    }

    /** A draining replica with no instance left, and none on its way, stops once its results have been readable a while. */
    private void checkDraining(Replica r, URI uri) {
        client.get(uri.resolve("/health"), 1_000).whenComplete((a, e) -> {
            long inFlight = -1;
            if (e == null && a.status() == 200) {
                Object n = tutti.runtime.JsonReader.parseObject(a.text()).get("instancesInFlight");
                inFlight = n instanceof Number number ? number.longValue() : -1;
            }
            r.inFlight(inFlight);
            if (inFlight != 0 || r.outstanding().get() != 0) {
                r.drainedSince(null);
                return;
            }
            if (r.drainedSince() == null) {
                r.drainedSince(Instant.now());
                log.println("tutti: replica " + r.index() + " has no instance left; it stops in " + RESULTS_KEPT_MILLIS / 1000
                        + " s (its results stay readable until then)");
            } else if (Duration.between(r.drainedSince(), Instant.now()).toMillis() >= RESULTS_KEPT_MILLIS) {
                draining.remove(r);
                r.retire();
                stop(r);
                log.println("tutti: replica " + r.index() + " drained and stopped");
            }
        });
    }

    /** Stops every replica: first by closing its input (it then stops itself), then by signals. */
    @Override
    public void close() {
        synchronized (this) {
            if (closing) {
                return;
            }
            closing = true;
        }
        timer.shutdownNow();
        starters.shutdownNow();
        List<Process> running = new ArrayList<>();
        for (Replica r : slots.values()) {
            Process p = r.process();
            r.stopped();
            if (p != null && p.isAlive()) {
                running.add(p);
                try {
                    p.getOutputStream().close();
                } catch (IOException e) {
                    p.destroy();
                }
            }
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        for (Process p : running) {
            waitUntil(p, deadline);
            if (p.isAlive()) {
                p.destroy();
                waitUntil(p, System.nanoTime() + TimeUnit.SECONDS.toNanos(2));
            }
            if (p.isAlive()) {
                p.destroyForcibly();
                waitUntil(p, System.nanoTime() + TimeUnit.SECONDS.toNanos(2));
            }
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException e) {
            // Already shutting down: this is the hook running.
        }
    }

    private static void waitUntil(Process p, long deadlineNanos) {
        try {
            p.waitFor(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
