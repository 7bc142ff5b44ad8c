package tutti.monitor.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the experiment runner (tutti.bench) wrote into a directory, read back for whoever presents it (the
 * Studio's Results view): the runs of results.csv, the plots with their titles, and from report.md
 * the experiment's title and the parts this machine skipped.
 *
 * @param title   the report's heading, or the directory's name without a report
 * @param report  report.md, or null where there is none
 * @param skipped what the machine could not measure, and why
 */
public record ExperimentResults(Path directory, String title, CsvTable runs, List<PlotFile> plots, Path report,
        List<String> skipped) {

    /** A plot drawn as PNG (for the screen) and, where written, SVG (for documents). */
    public record PlotFile(String title, Path png, Path svg) {
    }

    private static final Pattern IMAGE = Pattern.compile("!\\[([^\\]]*)\\]\\(([^)]+)\\.svg\\)");

    /** Reads a directory written by {@code tutti experiment run}; refuses one that is not, saying what is missing. */
    public static ExperimentResults read(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            throw new IllegalArgumentException(directory + " is not a directory: choose the directory `tutti experiment run"
                    + " NAME --output DIR` wrote");
        }
        Path csv = directory.resolve("results.csv");
        if (!Files.isRegularFile(csv)) {
            throw new IllegalArgumentException(directory + " holds no results.csv, so it is not an experiment's results:"
                    + " choose the directory `tutti experiment run NAME --output DIR` wrote");
        }
        CsvTable runs;
        try {
            runs = CsvTable.parse(Files.readString(csv, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(csv + " cannot be read: " + e.getMessage()
                    + "; run the experiment again to write it anew", e);
        }
        Path report = directory.resolve("report.md");
        String text = Files.isRegularFile(report) ? Files.readString(report, StandardCharsets.UTF_8) : null;
        String title = text == null ? directory.getFileName().toString()
                : text.lines().filter(l -> l.startsWith("# ")).map(l -> l.substring(2).strip()).findFirst()
                        .orElse(directory.getFileName().toString());
        return new ExperimentResults(directory, title, runs, plots(directory, text), text == null ? null : report,
                text == null ? List.of() : section(text, "Skipped on this machine"));
    }

    /** The PNGs in the directory: first in the report's order, with its titles, then any other, by name. */
    private static List<PlotFile> plots(Path directory, String report) throws IOException {
        Map<String, String> titles = new LinkedHashMap<>();
        if (report != null) {
            Matcher m = IMAGE.matcher(report);
            while (m.find()) {
                titles.put(m.group(2), m.group(1));
            }
        }
        List<String> names;
        try (Stream<Path> files = Files.list(directory)) {
            names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".png"))
                    .map(n -> n.substring(0, n.length() - 4)).sorted().toList();
        }
        List<String> ordered = new ArrayList<>(titles.keySet().stream().filter(names::contains).toList());
        names.stream().filter(n -> !ordered.contains(n)).forEach(ordered::add);
        List<PlotFile> plots = new ArrayList<>();
        for (String n : ordered) {
            Path svg = directory.resolve(n + ".svg");
            plots.add(new PlotFile(titles.getOrDefault(n, n), directory.resolve(n + ".png"), Files.isRegularFile(svg) ? svg : null));
        }
        return List.copyOf(plots);
    }

    /** The bullet lines of a report's section. */
    private static List<String> section(String report, String heading) {
        List<String> lines = new ArrayList<>();
        boolean in = false;
        for (String l : report.lines().toList()) {
            if (l.startsWith("## ")) {
                in = l.substring(3).strip().equals(heading);
            } else if (in && l.startsWith("- ")) {
                lines.add(l.substring(2).strip());
            }
        }
        return List.copyOf(lines);
    }
}
