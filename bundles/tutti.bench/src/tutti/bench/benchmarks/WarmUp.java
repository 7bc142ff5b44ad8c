package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A warm-up at saturation that lasts until the rate stops rising: two rounds in a row that come
 * within {@link #RISE} of the best round before them. An engine just started answered one-snippet
 * requests a third as fast as it did once the JIT had compiled its paths and its heap had been
 * touched (this 2-core VM: 8,000 requests/s in the first 3 s of load, 25,000-35,000 after 15-20 s),
 * so a fixed few seconds of warm-up measured that climb, not the engine.
 */
public final class WarmUp {

    /** A round that beats the best before it by more than this factor is still warming up. */
    static final double RISE = 1.05;

    /** A warm-up's rounds before phases of {@code phaseSeconds}: a third of a phase, 1 to 3 s. */
    public static int roundFor(int phaseSeconds) {
        return Math.max(1, Math.min(3, phaseSeconds / 3));
    }

    private final List<Double> rates = new ArrayList<>();
    private double best;
    private int flat;

    /** Takes a round's rate; true once the rate has stopped rising. */
    public boolean add(double rate) {
        rates.add(rate);
        flat = rate > best * RISE ? 0 : flat + 1;
        best = Math.max(best, rate);
        return steady();
    }

    public boolean steady() {
        return flat >= 2;
    }

    public List<Double> rates() {
        return List.copyOf(rates);
    }

    /** The rounds' rates and whether they settled, as one line. */
    public String describe(int roundSeconds) {
        StringBuilder s = new StringBuilder("warm-up at saturation, rounds of " + roundSeconds + " s:");
        for (double r : rates) {
            s.append(String.format(" %,.0f", r));
        }
        return s.append(" requests/s; ").append(steady() ? "steady after " + rates.size() + " rounds"
                : "still rising when its time was up (the figures below may include warm-up; give --warmup more seconds)")
                .toString();
    }

    /**
     * wrk at saturation on {@code target} in rounds of {@code roundSeconds} until the rate is
     * steady or {@code maxSeconds} have been spent (at least two rounds); the rounds said on {@code out}
     * after {@code label}.
     */
    public static WarmUp run(String wrk, Path scripts, URI target, String token, String body, int threads, int connections,
            int roundSeconds, int maxSeconds, String label, PrintStream out) throws Exception {
        WarmUp w = new WarmUp();
        int spent = 0;
        do {
            w.add(HttpBenchmark.wrk(wrk, scripts, target, token, body, threads, connections, 0, roundSeconds, "warm-up")
                    .requestsPerSecond());
            spent += roundSeconds;
        } while (!w.steady() && (spent < maxSeconds || w.rates.size() < 2));
        out.println(label + w.describe(roundSeconds));
        return w;
    }
}
