package tutti.bench.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.bench.experiment.Experiment;
import tutti.bench.experiment.ExperimentRunner;
import tutti.bench.experiment.Experiments;

/** Every experiment end to end in quick mode on this machine: its CSV, its plots, its report. */
class ExperimentTest {

    @Test
    void everyExperimentRunsQuicklyAndWritesItsCsvPlotsAndReport(@TempDir Path dir) throws Exception {
        assertTrue(!Experiments.all().isEmpty());
        for (Experiment e : Experiments.all()) {
            Path out = dir.resolve(e.name());
            List<String> log = new ArrayList<>();
            long start = System.nanoTime();
            ExperimentRunner.Written w = ExperimentRunner.run(e, new ExperimentRunner.Options(true, null, null, Map.of(), out,
                    log::add));
            double seconds = (System.nanoTime() - start) / 1e9;
            assertTrue(seconds < 120, e.name() + " --quick takes under two minutes here: " + seconds + " s");

            List<String> csv = Files.readAllLines(w.csv());
            List<String> header = List.of(csv.get(0).split(","));
            assertTrue(header.containsAll(e.defaults(true).keySet()), "every parameter is a column: " + header);
            for (var p : e.plots()) {
                assertTrue(header.contains(p.x()) && header.contains(p.y()), "the plotted columns are there: " + header);
            }
            assertEquals(w.rows() + 1, csv.size(), "a row per run");
            assertTrue(w.rows() > 0 || !w.skipped().isEmpty(), e.name() + " measured something or said why not");
            // Read as CSV (a cell may hold a quoted comma): every row has every column, so that the table written
            // again is the same text (a short row would come back padded, a long one is refused).
            String text = Files.readString(w.csv());
            tutti.monitor.results.CsvTable table = tutti.monitor.results.CsvTable.parse(text);
            assertEquals(header, table.columns());
            assertEquals(text, table.format(), "every row has every column");

            assertEquals(e.plots().size() * 2, w.plots().size(), "a PNG and an SVG per plot");
            for (Path plot : w.plots()) {
                if (plot.toString().endsWith(".png")) {
                    var image = ImageIO.read(plot.toFile());
                    assertNotNull(image, plot + " is a PNG");
                    assertEquals(900, image.getWidth());
                } else {
                    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
                    // Its DOCTYPE names the SVG DTD on the web: parsed well-formed, without fetching it.
                    f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
                    var svg = f.newDocumentBuilder().parse(plot.toFile());
                    assertEquals("svg", svg.getDocumentElement().getTagName(), plot + " is SVG");
                }
            }

            String report = Files.readString(w.report());
            assertTrue(report.contains("## Machine") && report.contains("CPUs available to the JVM"), report);
            assertTrue(report.contains("## The paper"), report);
            for (var p : e.plots()) {
                assertTrue(report.contains("](" + p.file() + ".svg)"), "the report shows " + p.file());
                if (w.rows() > 0 && !p.published().isEmpty() && p.published().get(0).points().get(0)[0] <= 1) {
                    String svg = Files.readString(out.resolve(p.file() + ".svg"));
                    assertTrue(svg.contains(p.published().get(0).name()), p.file() + " draws the paper's points beside ours");
                }
            }
            for (String s : w.skipped()) {
                assertTrue(report.contains(s), "the report names what it skipped: " + s);
            }
            if (e.name().equals("adaptive")) {
                assertTrue(java.util.regex.Pattern.compile("the loop \\(its threads in the front and the replica building its "
                        + "samples\\) median \\d+\\.\\d\\d%").matcher(report).find(), "the loop's CPU is measured: " + report);
                assertTrue(text.contains("watching_cpu_ms"), "and written per batch");
                assertTrue(java.util.regex.Pattern.compile("The pool climb, started at \\d+ \\+ \\d+ threads: \\d+ resizes "
                        + "\\(tries and steps back\\) in \\d+ s of load; it ended at \\d+ \\+ \\d+ \\(Kernel \\+ Invoker\\)\\. "
                        + "Then \\d+ rounds .* the climb over the best fixed size \\(\\d+ \\+ \\d+, median \\d+ instances/s\\) in the "
                        + "same round median \\d\\.\\d+").matcher(report).find(),
                        "the pool climb is measured against fixed sizes: " + report);
                assertTrue(text.contains("pools climb,") && text.contains(",Kernel,") && text.contains(",Invoker,"),
                        "its path is written, each pool's size over time");
            }
        }
    }

    @Test
    void thePoolSizeSweepMeasuresEachSizeAsManyTimesAsAsked(@TempDir Path dir) throws Exception {
        Experiment sweep = Experiments.named("pool-size").orElseThrow();
        ExperimentRunner.Written w = ExperimentRunner.run(sweep, new ExperimentRunner.Options(true, 3, 0,
                Map.of("instances", "1000", "max_threads", "2"), dir, line -> { }));
        List<String> csv = Files.readAllLines(w.csv());
        assertEquals(1 + 2 * 3, csv.size(), "two sizes, three runs each: " + csv);
        List<String> header = List.of(csv.get(0).split(","));
        int size = header.indexOf("pool_threads");
        int completed = header.indexOf("completed");
        for (String row : csv.subList(1, csv.size())) {
            String[] cells = row.split(",");
            assertEquals("1000", cells[completed], "every instance of each batch completed: " + row);
        }
        assertEquals(List.of("1", "1", "1", "2", "2", "2"), csv.subList(1, csv.size()).stream().map(r -> r.split(",")[size]).toList());
        assertTrue(Files.readString(w.report()).contains("| Xeon-16 | 16 | 4 |"), "the paper's thresholds are beside the results");
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> ExperimentRunner.run(sweep,
                new ExperimentRunner.Options(true, null, null, Map.of("threads", "3"), dir.resolve("x"), line -> { })));
        assertTrue(unknown.getMessage().contains("has no parameter 'threads' (it has instances, max_threads, composition)"),
                unknown.getMessage());
    }

    @Test
    void theNumaMicroBenchmarkRunsBothPatternsLocallyAndSaysWhyRemoteCannotBeMeasuredOnOneNode(@TempDir Path dir)
            throws Exception {
        Experiment numa = Experiments.named("numa").orElseThrow();
        ExperimentRunner.Written w = ExperimentRunner.run(numa, new ExperimentRunner.Options(true, 3, null,
                Map.of("size", "4M"), dir, line -> { }));
        List<String> csv = Files.readAllLines(w.csv());
        List<String> header = List.of(csv.get(0).split(","));
        int pattern = header.indexOf("pattern");
        int placement = header.indexOf("placement");
        int seconds = header.indexOf("seconds");
        long nodes;
        try (var s = Files.list(Path.of("/sys/devices/system/node"))) {
            nodes = s.filter(p -> p.getFileName().toString().matches("node\\d+")).count();
        }
        assertEquals(1 + 3 * 2 * (nodes > 1 ? 2 : 1), csv.size(), "three runs of each pattern and placement: " + csv);
        for (String row : csv.subList(1, csv.size())) {
            String[] c = row.split(",", -1);
            assertTrue(c[pattern].equals("linear") || c[pattern].equals("random"), row);
            assertTrue(Double.parseDouble(c[seconds]) > 0, row);
            assertTrue(nodes > 1 || c[placement].equals("local"), row);
        }
        String report = Files.readString(w.report());
        if (nodes == 1) {
            assertEquals(List.of("remote placement: one NUMA node (node 0): remote placement cannot be measured here"), w.skipped());
        }
        assertTrue(report.contains("perf::STALLED-CYCLES-BACKEND: not supported on this machine, so no correlation with time")
                || report.contains("correlation of time and perf::STALLED-CYCLES-BACKEND"), "the counter is named either way: "
                        + report);
        assertTrue(report.contains("| linear | 21-30% |"), "the paper's figures are beside them");
    }

    @Test
    void theReplicaSweepSplitsTheThreadsAndComparesBindingsWithSpeedups(@TempDir Path dir) throws Exception {
        Experiment sweep = Experiments.named("replicas").orElseThrow();
        ExperimentRunner.Written w = ExperimentRunner.run(sweep, new ExperimentRunner.Options(true, 2, 0,
                Map.of("instances", "2000", "max_replicas", "2"), dir, line -> { }));
        List<String> csv = Files.readAllLines(w.csv());
        List<String> header = List.of(csv.get(0).split(","));
        assertTrue(header.containsAll(List.of("replicas", "binding", "seconds", "speedup", "gc_events", "gc_ms")), header.toString());
        int replicas = header.indexOf("replicas");
        int binding = header.indexOf("binding");
        int completed = header.indexOf("completed");
        java.util.Set<String> configurations = new java.util.TreeSet<>();
        for (String row : csv.subList(1, csv.size())) {
            String[] c = row.split(",", -1);
            assertEquals("2000", c[completed], row);
            configurations.add(c[replicas] + " " + c[binding]);
        }
        java.util.Set<String> expected = new java.util.TreeSet<>(List.of("1 none", "1 local", "2 none", "2 local"));
        // A skip reads "replicas 2, binding local: why".
        w.skipped().forEach(s -> expected.remove(s.split("[ ,]+")[1] + " " + s.substring(s.indexOf("binding ") + 8, s.indexOf(':'))));
        assertEquals(expected, configurations, "each replica count with each binding the planner allows here; skipped: "
                + w.skipped());
        assertTrue(Files.readString(w.report()).contains("speedups are over one replica without binding"));
    }

    @Test
    void threadPoliciesAreComparedWithTheDefaultAndTheirCountersNamedOrCorrelated(@TempDir Path dir) throws Exception {
        Experiment policies = Experiments.named("thread-policies").orElseThrow();
        ExperimentRunner.Written w = ExperimentRunner.run(policies, new ExperimentRunner.Options(true, 2, 0,
                Map.of("patterns", "Sequential", "batches", "500 1000", "counters", "perf::CACHE-MISSES perf::CONTEXT-SWITCHES"),
                dir, line -> { }));
        List<String> csv = Files.readAllLines(w.csv());
        List<String> header = List.of(csv.get(0).split(","));
        int policy = header.indexOf("policy");
        int speedup = header.indexOf("speedup");
        int status = header.indexOf("counter2_status");
        java.util.Set<String> seen = new java.util.TreeSet<>();
        for (String row : csv.subList(1, csv.size())) {
            String[] c = row.split(",", -1);
            seen.add(c[policy]);
            assertTrue(Double.parseDouble(c[speedup]) > 0, row);
            assertEquals("counted", c[status], "context switches are counted on every machine: " + row);
        }
        assertEquals(4 * 2 * 2, csv.size() - 1, "four policies, two batch sizes, two runs");
        assertEquals(java.util.Set.of("default", "per-cpu", "per-core", "interleaved"), seen);
        String report = Files.readString(w.report());
        assertTrue(report.contains("correlation of time and perf::CONTEXT-SWITCHES over 16 runs")
                || report.contains("perf::CONTEXT-SWITCHES: constant over the runs"), report);
        assertTrue(report.contains("perf::CACHE-MISSES: not supported on this machine, so no correlation with time")
                || report.contains("correlation of time and perf::CACHE-MISSES"), "a machine without the counter says so once: "
                        + report);
    }
}
