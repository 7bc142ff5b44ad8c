package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

import tutti.compiler.CompositionCompiler;
import tutti.engine.DeploymentRegistry;
import tutti.engine.core.Deployments;
import tutti.engine.Durability;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.core.EngineCore;
import tutti.engine.core.Recovery;
import tutti.runtime.CompositionArchive;

/**
 * {@code tutti bench-recovery}: how long an engine takes to recover N instances waiting in a
 * Receive, and what its journal holds for each. Starts N instances in an engine with a journal
 * (in a temporary directory), waits until every one is acknowledged, stops the engine, starts it
 * again on the same directory, then sends every instance its message and checks all complete.
 */
public final class RecoveryBenchmark {

    public record Settings(int count) {
        public Settings {
            if (count < 1000) {
                throw new IllegalArgumentException("--count must be at least 1000 for a meaningful figure");
            }
        }
    }

    private RecoveryBenchmark() {
    }

    public static int run(Settings s, PrintStream out, PrintStream err) throws Exception {
        Path data = Files.createTempDirectory("tutti-bench-recovery-");
        try {
            CompositionArchive archive = new CompositionCompiler().compile(BenchCompositions.waiting()).archive();
            DeploymentRegistry.open(data, new Deployments(), new java.util.ArrayList<>()).offer(archive, archive.toBytes());
            EngineOptions options = new EngineOptions(EngineOptions.LOOPBACK, 0, null, data,
                    new EngineCore.Config(1, 1, s.count() + 1000)).withDurability(Durability.journal());
            long startNanos = System.nanoTime();
            try (EngineServer engine = EngineServer.start(options)) {
                EngineCore core = engine.core();
                CompletableFuture<?>[] accepted = new CompletableFuture<?>[s.count()];
                for (int i = 0; i < s.count(); i++) {
                    accepted[i] = core.begin(tutti.engine.core.StartRequest.one("Waiting", null, Map.of("n", i))).accepted();
                }
                CompletableFuture.allOf(accepted).join();
                double seconds = (System.nanoTime() - startNanos) / 1e9;
                out.printf("%-34s %,d in %.1f s (each acknowledged once on disk)%n", "instances waiting in a Receive", s.count(),
                        seconds);
            }
            long bytes = size(data.resolve("journal"));
            out.printf("%-34s %,.1f MB, %.0f bytes per waiting instance%n", "journal on disk", bytes / 1e6,
                    bytes / (double) s.count());
            long t0 = System.nanoTime();
            try (EngineServer engine = EngineServer.start(options)) {
                double startSeconds = (System.nanoTime() - t0) / 1e9;
                Recovery.Report r = engine.recovery();
                out.printf("%-34s %,d in %.2f s (%,.0f instances/s; %,d records, %,.1f MB read); the engine answered after %.2f s%n",
                        "recovered", r.recovered(), r.millis() / 1e3, r.recovered() / (r.millis() / 1e3), r.records(),
                        r.journalBytes() / 1e6, startSeconds);
                EngineCore core = engine.core();
                // All sent before any answer is awaited: each answer waits for a commit, and commits are shared.
                @SuppressWarnings("unchecked")
                CompletableFuture<Boolean>[] answers = new CompletableFuture[s.count()];
                for (int id = 1; id <= s.count(); id++) {
                    answers[id - 1] = core.deliver(id, "approved", null);
                }
                long delivered = 0;
                for (CompletableFuture<Boolean> a : answers) {
                    delivered += a.join() ? 1 : 0;
                }
                long deadline = System.nanoTime() + 600_000_000_000L;
                while (core.inFlight() > 0 && System.nanoTime() < deadline) {
                    Thread.sleep(20);
                }
                long[] ends = core.instanceCounts().getOrDefault("Waiting", new long[4]);
                long completed = ends[1];
                out.printf("%-34s %,d of %,d took their message and completed%s%n", "after recovery", completed, s.count(),
                        ends[2] + ends[3] == 0 ? "" : String.format(" (%,d failed, %,d cancelled)", ends[2], ends[3]));
                out.printf("%-34s durability %s; 1 Kernel, 1 Invoker thread; max heap %,.0f MB%n", "mode",
                        Durability.journal().describe(), Runtime.getRuntime().maxMemory() / 1e6);
                if (r.recovered() != s.count() || delivered != s.count() || completed != s.count()) {
                    err.println("tutti bench-recovery: recovered " + r.recovered() + ", delivered " + delivered + ", completed "
                            + completed + " of " + s.count());
                    return 1;
                }
            }
            return 0;
        } finally {
            try (Stream<Path> files = Files.walk(data)) {
                for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }

    private static long size(Path dir) throws java.io.IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        }
    }
}
