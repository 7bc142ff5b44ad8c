package tutti.cluster;

import java.net.URI;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One replica as the supervisor and the front see it: its plan, its current process and address,
 * and what became of its earlier processes (so that instances they ran are reported, not lost).
 */
public final class Replica {

    public enum State {
        /** Its JVM is starting or getting its deployments; not routed to. */
        STARTING,
        /** Healthy: the front routes to it. */
        UP,
        /** Ended or not answering; the supervisor restarts it. */
        DOWN,
        /** Replaced by a new plan: takes no new instance, finishes those it holds, then stops. */
        DRAINING,
        /** Stopped with the front. */
        STOPPED
    }

    private static final int OUTPUT_LINES_KEPT = 20;

    private final ReplicaPlan plan;
    private final AtomicInteger outstanding = new AtomicInteger();
    /** Per start (mod 1000): why its process ended. */
    private final Map<Integer, String> ends = new ConcurrentHashMap<>();
    /** Per start: the highest instance id the front saw it give out. */
    private final Map<Integer, Long> highestIds = new ConcurrentHashMap<>();
    private final Deque<String> lastLines = new ArrayDeque<>();

    private State state = State.STARTING;
    private Process process;
    private URI uri;
    private int generation = -1;
    private int restarts;
    private Instant upSince;
    private String lastEnd;
    private int failedChecks;
    private Instant drainedSince;
    private Instant retiredAt;
    private long inFlight = -1;

    Replica(ReplicaPlan plan) {
        this.plan = plan;
    }

    public int index() {
        return plan.index();
    }

    public ReplicaPlan plan() {
        return plan;
    }

    public synchronized State state() {
        return state;
    }

    public synchronized URI uri() {
        return uri;
    }

    /** The current process's id, or -1 when none runs. */
    public synchronized long pid() {
        return process == null ? -1 : process.pid();
    }

    public synchronized int generation() {
        return generation;
    }

    public synchronized int restarts() {
        return restarts;
    }

    /** Why its last process ended, or null. */
    public synchronized String lastEnd() {
        return lastEnd;
    }

    synchronized Process process() {
        return process;
    }

    synchronized Instant upSince() {
        return upSince;
    }

    /** Requests the front forwarded and waits on. */
    AtomicInteger outstanding() {
        return outstanding;
    }

    synchronized int starting(Process p) {
        generation++;
        if (generation > 0) {
            restarts++;
        }
        process = p;
        uri = null;
        state = State.STARTING;
        failedChecks = 0;
        return generation % 1000;
    }

    synchronized void up(Process p, URI address) {
        if (process == p) {
            uri = address;
            state = State.UP;
            upSince = Instant.now();
        }
    }

    /** Its process ended; false when that process was already replaced. */
    synchronized boolean ended(Process p, String why, boolean stopping) {
        if (process != p) {
            return false;
        }
        ends.put(generation % 1000, why);
        lastEnd = why;
        state = stopping ? State.STOPPED : State.DOWN;
        upSince = null;
        return true;
    }

    synchronized void stopped() {
        state = State.STOPPED;
    }

    /** Drained and stopped for good after a plan change: every instance it ran had ended. */
    synchronized void retire() {
        retiredAt = Instant.now();
        state = State.STOPPED;
    }

    /** When it stopped after draining, or null. */
    public synchronized Instant retiredAt() {
        return retiredAt;
    }

    synchronized void draining() {
        if (state != State.STOPPED) {
            state = State.DRAINING;
        }
    }

    /** Since when a draining replica has held no instance; null while it holds some. */
    synchronized Instant drainedSince() {
        return drainedSince;
    }

    synchronized void drainedSince(Instant since) {
        drainedSince = since;
    }

    /** Instances it held at its last check while draining; -1 when unknown. */
    public synchronized long inFlight() {
        return inFlight;
    }

    synchronized void inFlight(long n) {
        inFlight = n;
    }

    /** A failed health check; true once it has failed often enough to stop routing to it. */
    synchronized boolean checkFailed(int limit) {
        failedChecks++;
        if (failedChecks >= limit && state == State.UP) {
            state = State.DOWN;
            return true;
        }
        return false;
    }

    synchronized int failedChecks() {
        return failedChecks;
    }

    /** A passed health check; true when that brings it back into routing. */
    synchronized boolean checkPassed(Process p) {
        failedChecks = 0;
        if (state == State.DOWN && process == p && p.isAlive()) {
            state = State.UP;
            return true;
        }
        return false;
    }

    /** Why the process of that start ended, or null while it runs (or never ran). */
    String endOf(int generationModulo) {
        return ends.get(generationModulo);
    }

    void sawInstance(long id) {
        highestIds.merge(InstanceIds.generation(id), id, Math::max);
    }

    /** Whether the front saw this id given out (by the start its id names). */
    boolean gaveOut(long id) {
        Long highest = highestIds.get(InstanceIds.generation(id));
        return highest != null && id <= highest;
    }

    void output(String line) {
        synchronized (lastLines) {
            if (lastLines.size() == OUTPUT_LINES_KEPT) {
                lastLines.removeFirst();
            }
            lastLines.addLast(line);
        }
    }

    /** Its last lines of output, for a message saying why it did not start. */
    List<String> lastOutput() {
        synchronized (lastLines) {
            return new ArrayList<>(lastLines);
        }
    }
}
