package tutti.bench.load;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Runs closed-loop clients against a target: each client, on a virtual thread of its own, sends a
 * request, waits for its answer or its timeout, thinks, and sends the next, until the plan's time is
 * up; requests still out then are waited for (at most their timeout). Every interval it hands over
 * what the clients saw in that interval; at the end, the whole run.
 */
public final class ClosedLoop {

    /** How a request ended, as the client saw it. */
    public enum Outcome {
        /** The instance completed. */
        COMPLETED,
        /** The instance ended failed or cancelled. */
        FAILED,
        /** No answer within the timeout: the client gave up (the instance may still run). */
        TIMED_OUT,
        /** The engine refused it (full: 503); the client thinks and tries again. */
        REFUSED,
        /** The request could not be made (the engine unreachable, a bad answer). */
        ERROR
    }

    /** Where requests go: one request, answered with how it ended. */
    public interface Target {
        /** @param errorOut where to put what went wrong, for ERROR */
        Outcome send(Duration timeout, Consumer<String> errorOut) throws InterruptedException;
    }

    /**
     * What the clients saw in one interval, ending {@code endSeconds} after the start. Latencies
     * are of the requests answered in it (completed or failed), in milliseconds; {@code maxInFlight}
     * is the most requests out at once.
     */
    public record Interval(double endSeconds, int maxInFlight, long completed, long failed, long timedOut, long refused,
            long errors, double completedPerSecond, double p50Millis, double p90Millis, double p99Millis, double maxMillis) {
    }

    /** The whole run: its intervals, totals, latency percentiles over all answered requests, the first error. */
    public record Result(List<Interval> intervals, double seconds, int maxInFlight, long completed, long failed, long timedOut,
            long refused, long errors, double completedPerSecond, double p50Millis, double p90Millis, double p99Millis,
            double maxMillis, String firstError) {
    }

    private final LoadPlan plan;
    private final Target target;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();
    private final LongAdder[] counts = {new LongAdder(), new LongAdder(), new LongAdder(), new LongAdder(), new LongAdder()};
    private final long[] totals = new long[Outcome.values().length];
    private final Recorder latency = new Recorder(3);
    private final Histogram all = new Histogram(3);
    private final AtomicReference<String> firstError = new AtomicReference<>();

    private ClosedLoop(LoadPlan plan, Target target) {
        this.plan = plan;
        this.target = target;
    }

    /** Runs the plan; {@code onInterval} gets each interval as it ends (on the calling thread). */
    public static Result run(LoadPlan plan, Target target, Consumer<Interval> onInterval) throws InterruptedException {
        return new ClosedLoop(plan, target).run(onInterval);
    }

    private Result run(Consumer<Interval> onInterval) throws InterruptedException {
        long start = System.nanoTime();
        long end = start + plan.duration().toNanos();
        List<Thread> clients = new ArrayList<>();
        for (int i = 0; i < plan.clients(); i++) {
            // Each client its own generator from the seed: the same plan thinks the same way again.
            SplittableRandom random = new SplittableRandom(plan.seed() * 1_000_003L + i);
            clients.add(Thread.ofVirtual().name("load-client-" + i).start(() -> client(random, end)));
        }
        List<Interval> intervals = new ArrayList<>();
        long step = plan.interval().toNanos();
        long last = start;
        for (long next = start + step; ; next += step) {
            boolean over = next >= end;
            long until = over ? end : next;
            sleepUntil(until);
            if (over) {
                long deadline = System.nanoTime() + plan.timeout().toNanos() + TimeUnit.SECONDS.toNanos(5);
                for (Thread t : clients) {
                    t.join(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
                }
            }
            long now = System.nanoTime();
            intervals.add(interval(now - start, now - last));
            onInterval.accept(intervals.get(intervals.size() - 1));
            last = now;
            if (over) {
                break;
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int max = intervals.stream().mapToInt(Interval::maxInFlight).max().orElse(0);
        return new Result(List.copyOf(intervals), seconds, max, totals[0], totals[1], totals[2], totals[3], totals[4],
                totals[0] / seconds, millis(all.getValueAtPercentile(50)), millis(all.getValueAtPercentile(90)),
                millis(all.getValueAtPercentile(99)), millis(all.getMaxValue()), firstError.get());
    }

    private void client(SplittableRandom random, long end) {
        try {
            while (System.nanoTime() < end) {
                int out = inFlight.incrementAndGet();
                maxInFlight.accumulateAndGet(out, Math::max);
                long sent = System.nanoTime();
                Outcome o;
                try {
                    o = target.send(plan.timeout(), why -> firstError.compareAndSet(null, why));
                } finally {
                    inFlight.decrementAndGet();
                }
                if (o == Outcome.COMPLETED || o == Outcome.FAILED) {
                    latency.recordValue(Math.max(1, (System.nanoTime() - sent) / 1_000));
                }
                counts[o.ordinal()].increment();
                long think = plan.think().nextNanos(random);
                long wake = Math.min(end, System.nanoTime() + think);
                if (o == Outcome.ERROR && think == 0) {
                    wake = Math.min(end, System.nanoTime() + 100_000_000L); // an engine that is down is not hammered
                }
                sleepUntil(wake);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private Interval interval(long sinceStart, long length) {
        Histogram h = latency.getIntervalHistogram();
        all.add(h);
        long[] c = new long[counts.length];
        for (int i = 0; i < c.length; i++) {
            c[i] = counts[i].sumThenReset();
            totals[i] += c[i];
        }
        int max = maxInFlight.getAndSet(inFlight.get());
        return new Interval(sinceStart / 1e9, max, c[0], c[1], c[2], c[3], c[4], c[0] / (length / 1e9),
                millis(h.getValueAtPercentile(50)), millis(h.getValueAtPercentile(90)), millis(h.getValueAtPercentile(99)),
                millis(h.getMaxValue()));
    }

    private static double millis(long micros) {
        return micros / 1e3;
    }

    private static void sleepUntil(long deadline) throws InterruptedException {
        for (long left; (left = deadline - System.nanoTime()) > 0; ) {
            TimeUnit.NANOSECONDS.sleep(left);
        }
    }
}
