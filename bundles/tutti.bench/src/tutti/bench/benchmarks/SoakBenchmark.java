package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import tutti.client.EngineClient;

/**
 * {@code tutti bench-soak}: one instance per HTTP request (wrk) at half of the engine's saturated
 * rate for many minutes, printing per minute what the engine serves (requests/s, p50, p99,
 * errors) and what it holds (heap after the last collection, open files, threads, as its
 * {@code GET /health} says). At the end: how the heap after GC moved per 10 minutes (least
 * squares over the minutes after the first), whether files and threads grew, and how p99 moved.
 */
public final class SoakBenchmark {

    /** Heap after GC may rise at most this share per 10 minutes. */
    public static final double HEAP_RISE_PER_10_MIN = 0.01;

    /**
     * @param minutes      how many intervals to run
     * @param seconds      each interval's length (60 for per-minute figures)
     */
    public record Settings(int minutes, int seconds, int connections, int threads, int warmup, Path csv) {
        public Settings {
            if (minutes < 1 || seconds < 5 || connections < 1 || threads < 1 || warmup < 1) {
                throw new IllegalArgumentException("--minutes must be at least 1 (and intervals 5 s or more, connections, "
                        + "threads and the warm-up's seconds at least 1)");
            }
        }
    }

    /** One interval: what wrk measured and what the engine said after it. */
    public record Minute(int minute, HttpBenchmark.Run load, long heapAfterGc, long openFiles, long threads) {
    }

    /** How long the saturation the soak's rate is half of is measured. */
    private static final int SATURATION_SECONDS = 10;

    private SoakBenchmark() {
    }

    public static int run(BenchEngine engine, Settings s, PrintStream out, PrintStream err) throws Exception {
        String wrk = HttpBenchmark.findWrk();
        if (wrk == null) {
            err.println("tutti bench-soak: wrk is not installed; install it (apt-get install wrk; ./tutti test does)");
            return 1;
        }
        Path scripts = Files.createTempDirectory("tutti-soak");
        try {
            String token = engine.token();
            HttpBenchmark.deploy(engine.uri(), token, out);
            URI target = engine.uri().resolve("/compositions/" + HttpBenchmark.COMPOSITION + "/instances");
            EngineClient client = engine.client();
            WarmUp.run(wrk, scripts, target, token, HttpBenchmark.BODY, s.threads(), s.connections(),
                    WarmUp.roundFor(SATURATION_SECONDS), s.warmup(), "", out);
            HttpBenchmark.Run saturated = HttpBenchmark.wrk(wrk, scripts, target, token, HttpBenchmark.BODY, s.threads(),
                    s.connections(), 0, SATURATION_SECONDS, "saturation");
            int[] half = HttpBenchmark.halfLoad(saturated, s.connections());
            out.printf("saturated at %.0f requests/s; soaking at half of it: %d connections, each waiting %d ms on average "
                    + "(exponentially distributed) between requests, for %d interval%s of %d s; durability %s%n",
                    saturated.requestsPerSecond(), half[0], half[1], s.minutes(), s.minutes() == 1 ? "" : "s", s.seconds(),
                    engine.durability());
            out.printf("%6s %11s %8s %8s %7s %16s %10s %8s%n", "minute", "requests/s", "p50 ms", "p99 ms", "errors",
                    "heap after GC MB", "open files", "threads");
            List<Minute> minutes = new ArrayList<>();
            for (int m = 1; m <= s.minutes(); m++) {
                HttpBenchmark.Run run = HttpBenchmark.wrk(wrk, scripts, target, token, HttpBenchmark.BODY, s.threads(), half[0],
                        half[1], s.seconds(), "minute " + m);
                Map<String, Object> jvm = settledFigures(engine, client);
                Minute row = new Minute(m, run, number(jvm, "heapAfterGcBytes"), number(jvm, "openFiles"), number(jvm, "threads"));
                minutes.add(row);
                out.printf("%6d %11.0f %8.2f %8.2f %7d %16.1f %10d %8d%n", m, run.requestsPerSecond(), run.p50() / 1000.0,
                        run.p99() / 1000.0, run.errors(), row.heapAfterGc() / 1e6, row.openFiles(), row.threads());
                out.flush();
                appendCsv(s.csv(), row);
            }
            verdicts(minutes, s.seconds(), out);
            out.println("appended to " + s.csv());
            return minutes.stream().allMatch(r -> r.load().errors() == 0) ? 0 : 1;
        } finally {
            try (var files = Files.list(scripts)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(scripts);
        }
    }

    /**
     * The engine's figures once the interval's connections have closed; a local engine's heap is
     * read after a collection asked for here (a concurrent collector's last cycle says little about
     * what is live), a remote one's after its own last collection.
     */
    private static Map<String, Object> settledFigures(BenchEngine engine, EngineClient client) throws Exception {
        Thread.sleep(2000);
        if (!engine.local()) {
            return jvm(client);
        }
        // Between intervals nothing allocates: what the heap holds just after a full cycle is what is live.
        System.gc();
        System.gc();
        long live = java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        Map<String, Object> figures = new java.util.LinkedHashMap<>(jvm(client));
        figures.put("heapAfterGcBytes", live);
        return figures;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> jvm(EngineClient client) throws Exception {
        Object jvm = client.health().json().get("jvm");
        return jvm instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
    }

    private static long number(Map<String, Object> m, String key) {
        return m.get(key) instanceof Number n ? n.longValue() : -1;
    }

    /** The targets, each with its figure: the first minute is left out of trends (JIT, pools filling). */
    static void verdicts(List<Minute> minutes, int seconds, PrintStream out) {
        List<Minute> settled = minutes.size() > 1 ? minutes.subList(1, minutes.size()) : minutes;
        if (settled.size() < 3) {
            out.println("heap after GC: too few intervals to fit a trend (needs 4 or more; run --minutes 30 for the target)");
        } else {
            double[] fit = slope(settled.stream().mapToDouble(r -> r.minute()).toArray(),
                    settled.stream().mapToDouble(Minute::heapAfterGc).toArray());
            double mean = settled.stream().mapToDouble(Minute::heapAfterGc).average().orElse(1);
            double per10 = fit[0] * (600.0 / seconds) / mean;
            out.printf("heap after GC: %+.2f%% per 10 minutes (target: under +%.0f%%): %s%n", 100 * per10,
                    100 * HEAP_RISE_PER_10_MIN, per10 < HEAP_RISE_PER_10_MIN ? "met" : "missed");
        }
        growth("open files (not sockets)", settled, Minute::openFiles, out);
        growth("threads", settled, Minute::threads, out);
        long[] p99 = settled.stream().mapToLong(r -> r.load().p99()).sorted().toArray();
        out.printf("p99: median %.2f ms, from %.2f to %.2f ms over the minutes after the first%n", p99[p99.length / 2] / 1000.0,
                p99[0] / 1000.0, p99[p99.length - 1] / 1000.0);
    }

    /**
     * Pools and files come and go, so single intervals say little: the range in the first third of
     * the run is set against the range in the last third, and a leak is a floor that rose above the
     * first third's highest.
     */
    private static void growth(String what, List<Minute> rows, java.util.function.ToLongFunction<Minute> figure, PrintStream out) {
        int third = Math.max(1, rows.size() / 3);
        java.util.LongSummaryStatistics early = rows.subList(0, third).stream().mapToLong(figure).summaryStatistics();
        java.util.LongSummaryStatistics late = rows.subList(rows.size() - third, rows.size()).stream().mapToLong(figure)
                .summaryStatistics();
        out.printf("%s: %d to %d in the first third of the run, %d to %d in the last (%s)%n", what, early.getMin(),
                early.getMax(), late.getMin(), late.getMax(), late.getMin() > early.getMax()
                        ? "grew by " + (late.getMin() - early.getMax()) : "no growth");
    }

    /** Least squares: {slope, intercept}. */
    static double[] slope(double[] x, double[] y) {
        double mx = 0;
        double my = 0;
        for (int i = 0; i < x.length; i++) {
            mx += x[i] / x.length;
            my += y[i] / x.length;
        }
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
        }
        double b = sxx == 0 ? 0 : sxy / sxx;
        return new double[] {b, my - b * mx};
    }

    private static void appendCsv(Path csv, Minute r) throws java.io.IOException {
        if (!Files.exists(csv)) {
            Files.writeString(csv, "time,minute,connections,delay_ms,requests_per_s,requests,errors,p50_us,p99_us,heap_after_gc_bytes,"
                    + "open_files,threads\n");
        }
        HttpBenchmark.Run l = r.load();
        Files.writeString(csv, String.join(",", Instant.now().toString(), String.valueOf(r.minute()), String.valueOf(l.connections()),
                String.valueOf(l.delayMillis()), String.format("%.0f", l.requestsPerSecond()), String.valueOf(l.requests()),
                String.valueOf(l.errors()), String.valueOf(l.p50()), String.valueOf(l.p99()), String.valueOf(r.heapAfterGc()),
                String.valueOf(r.openFiles()), String.valueOf(r.threads())) + "\n", StandardOpenOption.APPEND);
    }
}
