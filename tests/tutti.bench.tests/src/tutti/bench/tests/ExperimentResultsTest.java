package tutti.bench.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.bench.experiment.Experiment;
import tutti.bench.experiment.ExperimentRunner;
import tutti.bench.experiment.Plot;
import tutti.bench.experiment.Runs;
import tutti.monitor.results.CsvTable;
import tutti.monitor.results.ExperimentResults;

/** An experiment's directory read back as the Studio shows it; CSV as written and read. */
class ExperimentResultsTest {

    /** Two sizes, a time per run that grows with the size, one part it says it cannot run. */
    static final class Squares implements Experiment {
        @Override
        public String name() {
            return "squares";
        }

        @Override
        public String title() {
            return "Squares, with a comma, and \"quotes\"";
        }

        @Override
        public String paper() {
            return "No paper.";
        }

        @Override
        public Map<String, String> defaults(boolean quick) {
            return Map.of("sizes", "1 2");
        }

        @Override
        public List<Plot> plots() {
            return List.of(new Plot("squares-time", "Time by size", "size", "size", "seconds", "seconds", List.of("kind"),
                    List.of(new Plot.Published("paper", List.of(new double[] {1, 1.5}, new double[] {2, 4.5})))),
                    new Plot("squares-rate", "Rate by size", "size", "size", "rate", "per second", List.of("kind"), List.of()));
        }

        @Override
        public void run(Runs runs) {
            for (String s : runs.parameter("sizes").split(" ")) {
                int size = Integer.parseInt(s);
                for (int i = 0; i < runs.runs(); i++) {
                    double seconds = size * size + 0.1 * i;
                    runs.record(Map.of("kind", "a, b", "size", size, "run", i + 1, "seconds", seconds, "rate", 1 / seconds));
                }
            }
            runs.skip("remote placement", "one NUMA node");
        }
    }

    @Test
    void anExperimentsDirectoryIsReadBackWithItsRunsPlotsAndSkips(@TempDir Path dir) throws Exception {
        ExperimentRunner.run(new Squares(), new ExperimentRunner.Options(true, 3, 0, Map.of(), dir, s -> { }));
        ExperimentResults r = ExperimentResults.read(dir);
        assertEquals("Squares, with a comma, and \"quotes\"", r.title());
        assertEquals(6, r.runs().rows().size());
        int kind = r.runs().columns().indexOf("kind");
        assertTrue(kind >= 0, r.runs().columns().toString());
        assertEquals("a, b", r.runs().rows().get(0).get(kind), "a quoted cell is one cell");
        assertTrue(r.runs().columns().containsAll(List.of("sizes", "size", "run", "seconds", "rate")), r.runs().columns().toString());
        assertEquals(List.of("Time by size", "Rate by size"), r.plots().stream().map(ExperimentResults.PlotFile::title).toList(),
                "the plots in the report's order, with its titles");
        for (ExperimentResults.PlotFile p : r.plots()) {
            assertTrue(Files.isRegularFile(p.png()) && p.svg() != null && Files.isRegularFile(p.svg()), p.toString());
        }
        assertEquals(List.of("remote placement: one NUMA node"), r.skipped());
        assertNotNull(r.report());
    }

    @Test
    void aDirectoryThatIsNotAnExperimentsIsRefusedWithTheReason(@TempDir Path dir) throws Exception {
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> ExperimentResults.read(dir));
        assertTrue(none.getMessage().contains("holds no results.csv") && none.getMessage().contains("tutti experiment run"),
                none.getMessage());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> ExperimentResults.read(dir.resolve("nowhere")));
        assertTrue(missing.getMessage().contains("is not a directory"), missing.getMessage());
        Files.writeString(dir.resolve("results.csv"), "a,b\n1,2,3\n");
        IllegalArgumentException wide = assertThrows(IllegalArgumentException.class, () -> ExperimentResults.read(dir));
        assertTrue(wide.getMessage().contains("row 1 has 3 cells but the header names 2 columns"), wide.getMessage());
        Files.writeString(dir.resolve("results.csv"), "a,b\n\"1,2\n");
        IllegalArgumentException open = assertThrows(IllegalArgumentException.class, () -> ExperimentResults.read(dir));
        assertTrue(open.getMessage().contains("ends inside a quoted cell"), open.getMessage());
    }

    @Test
    void csvCellsWithCommasQuotesAndLineBreaksSurviveARoundTrip() {
        CsvTable t = new CsvTable(List.of("name", "note"), List.of(List.of("x", "a, \"b\"\nc"), List.of("", "plain")));
        assertEquals("name,note\nx,\"a, \"\"b\"\"\nc\"\n,plain\n", t.format());
        assertEquals(t, CsvTable.parse(t.format()));
        assertEquals(t, CsvTable.parse(t.format().replace("\n,plain", "\r\n,plain")));
        assertEquals(List.of(List.of("1", "")), CsvTable.parse("a,b\n1\n").rows(), "a short row is padded");
    }
}
