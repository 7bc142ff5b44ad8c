package tutti.bench.experiment;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import tutti.monitor.results.CsvTable;

/**
 * Runs an experiment and writes what it measured into a directory: results.csv, a PNG and an SVG
 * per plot, and report.md.
 */
public final class ExperimentRunner {

    /**
     * How to run it.
     *
     * @param runs    measured runs per configuration, or null for the default (quick 2, else 5)
     * @param warmups warm-up runs before them, or null for the default (quick 1, else 2)
     * @param given   parameters given by name, over the experiment's defaults
     */
    public record Options(boolean quick, Integer runs, Integer warmups, Map<String, String> given, Path output,
            Consumer<String> log) {
    }

    /** What a run wrote. */
    public record Written(Path directory, Path csv, Path report, List<Path> plots, int rows, List<String> skipped) {
    }

    private ExperimentRunner() {
    }

    public static Written run(Experiment e, Options o) throws Exception {
        Map<String, String> parameters = new LinkedHashMap<>(e.defaults(o.quick()));
        for (Map.Entry<String, String> g : o.given().entrySet()) {
            if (!parameters.containsKey(g.getKey())) {
                throw new IllegalArgumentException("experiment " + e.name() + " has no parameter '" + g.getKey() + "' (it has "
                        + String.join(", ", parameters.keySet()) + ")");
            }
            parameters.put(g.getKey(), g.getValue());
        }
        int runs = o.runs() != null ? o.runs() : o.quick() ? 2 : 5;
        int warmups = o.warmups() != null ? o.warmups() : o.quick() ? 1 : 2;
        if (runs < 1 || warmups < 0) {
            throw new IllegalArgumentException("an experiment needs at least one run and no negative warm-ups");
        }
        Files.createDirectories(o.output());
        Runs r = new Runs(parameters, o.quick(), runs, warmups, o.log());
        long start = System.nanoTime();
        o.log().accept("experiment " + e.name() + ": " + e.title() + " (" + (o.quick() ? "quick, " : "") + runs + " runs after "
                + warmups + " warm-ups, " + parameters + ")");
        e.run(r);
        double seconds = (System.nanoTime() - start) / 1e9;
        Path csv = o.output().resolve("results.csv");
        writeCsv(csv, parameters, r.rows());
        List<Path> plots = new ArrayList<>();
        for (Plot p : e.plots()) {
            plots.addAll(Charts.draw(p, r.rows(), o.output()));
        }
        Path report = o.output().resolve("report.md");
        Files.writeString(report, report(e, r, runs, warmups, seconds));
        return new Written(o.output(), csv, report, List.copyOf(plots), r.rows().size(), List.copyOf(r.skipped()));
    }

    /** A row per run: the parameters first, then what the experiment recorded, columns in the order they came. */
    static void writeCsv(Path csv, Map<String, String> parameters, List<Map<String, Object>> rows) throws IOException {
        Set<String> columns = new LinkedHashSet<>(parameters.keySet());
        rows.forEach(row -> columns.addAll(row.keySet()));
        List<List<String>> cells = new ArrayList<>();
        for (Map<String, Object> row : rows) {
            List<String> line = new ArrayList<>();
            for (String c : columns) {
                Object v = row.containsKey(c) ? row.get(c) : parameters.get(c);
                line.add(v == null ? "" : v instanceof Double d ? String.format(Locale.ROOT, "%.6g", d) : String.valueOf(v));
            }
            cells.add(line);
        }
        Files.writeString(csv, new CsvTable(List.copyOf(columns), cells).format());
    }

    private static String report(Experiment e, Runs r, int runs, int warmups, double seconds) {
        StringBuilder b = new StringBuilder();
        b.append("# ").append(e.title()).append("\n\n");
        b.append("Experiment `").append(e.name()).append("`, run ").append(Instant.now()).append(r.quick() ? " in quick mode" : "")
                .append(", in ").append(String.format(Locale.ROOT, "%.1f", seconds)).append(" s: ").append(runs)
                .append(runs == 1 ? " measured run" : " measured runs").append(" per configuration after ").append(warmups)
                .append(warmups == 1 ? " warm-up.\n\n" : " warm-ups.\n\n");
        b.append("## Machine\n\n");
        b.append("- ").append(Runtime.getRuntime().availableProcessors()).append(" CPUs available to the JVM, ")
                .append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.version")).append(" (")
                .append(System.getProperty("os.arch")).append(")\n");
        b.append("- ").append(System.getProperty("java.vm.name")).append(' ').append(System.getProperty("java.runtime.version"))
                .append(", maximum heap ").append(Runtime.getRuntime().maxMemory() >> 20).append(" MiB, collector ")
                .append(ManagementFactory.getGarbageCollectorMXBeans().stream().map(g -> g.getName()).findFirst().orElse("?"))
                .append("\n");
        List<String> flags = ManagementFactory.getRuntimeMXBean().getInputArguments();
        b.append("- JVM flags: ").append(flags.isEmpty() ? "none" : "`" + String.join(" ", flags) + "`").append("\n");
        topology().ifPresent(t -> b.append("- topology: ").append(t).append("\n"));
        b.append("\n## Parameters\n\n");
        r.parameters().forEach((k, v) -> b.append("- `").append(k).append("` = ").append(v).append("\n"));
        if (!r.skipped().isEmpty()) {
            b.append("\n## Skipped on this machine\n\n");
            r.skipped().forEach(s -> b.append("- ").append(s).append("\n"));
        }
        if (!r.notes().isEmpty()) {
            b.append("\n## Notes\n\n");
            r.notes().forEach(s -> b.append("- ").append(s).append("\n"));
        }
        b.append("\n## Measured\n\n");
        for (Plot p : e.plots()) {
            b.append("![").append(p.title()).append("](").append(p.file()).append(".svg)\n\n");
            b.append("| series | ").append(p.xLabel()).append(" | mean ").append(p.yLabel()).append(" | standard deviation | runs |\n");
            b.append("| --- | --- | --- | --- | --- |\n");
            Map<String, Map<String, double[]>> s = new LinkedHashMap<>();
            if (Charts.categorical(p, r.rows())) {
                s.putAll(Charts.summarizeByName(p, r.rows()));
            } else {
                Charts.summarize(p, r.rows()).forEach((name, points) -> {
                    Map<String, double[]> byText = new LinkedHashMap<>();
                    points.forEach((x, m) -> byText.put(x == Math.rint(x) ? String.valueOf((long) x.doubleValue()) : String.valueOf(x), m));
                    s.put(name, byText);
                });
            }
            s.forEach((name, points) -> points.forEach((x, m) -> b.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %d |%n",
                    name, x, figure(m[0]), figure(m[1]), (int) m[2]))));
            if (s.isEmpty()) {
                b.append("| (nothing measured) | | | | |\n");
            }
            b.append("\n");
        }
        b.append("## The paper\n\n").append(e.paper()).append("\n");
        return b.toString();
    }

    /** A figure as people read it: 183,104 rather than 1.831e+05, 0.0219 rather than 2.19e-02. */
    static String figure(double v) {
        return Math.abs(v) >= 1000 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.4g", v);
    }

    /** hwloc's summary of this machine, through lstopo where it is installed; empty otherwise. */
    private static java.util.Optional<String> topology() {
        try {
            Process p = new ProcessBuilder("lstopo-no-graphics", "-s", "--no-io").redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes());
            // "depth 2:  1 L3Cache (type #6)" lines: the counts by kind, "1 Package, 1 L3Cache, 2 Core, ...".
            List<String> kinds = text.lines().map(l -> l.replaceFirst("^.*:\\s+", "").replaceFirst("\\s*\\(type.*$", "").strip())
                    .filter(l -> l.matches("\\d+ \\w+")).toList();
            return p.waitFor() == 0 && !kinds.isEmpty() ? java.util.Optional.of(String.join(", ", kinds) + " (lstopo)")
                    : java.util.Optional.empty();
        } catch (IOException e) {
            return java.util.Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return java.util.Optional.empty();
        }
    }
}
