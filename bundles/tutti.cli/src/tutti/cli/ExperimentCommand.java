package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.bench.experiment.Experiment;
import tutti.bench.experiment.ExperimentRunner;
import tutti.bench.experiment.Experiments;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/**
 * {@code tutti experiment list | run NAME}: redoes a published experiment on this machine and
 * writes results.csv, plots (PNG and SVG) and report.md into a directory.
 */
final class ExperimentCommand implements Command {

    @Override
    public String name() {
        return "experiment";
    }

    @Override
    public String summary() {
        return "redo a published experiment here: results.csv, plots (PNG, SVG) and report.md";
    }

    @Override
    public String synopsis() {
        return "list | run NAME [--quick] [--runs N] [--warmups N] [--param name=value]... [--output DIR]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).equals("list")) {
            for (Experiment e : Experiments.all()) {
                out.printf("%-12s %s%n", e.name(), e.title());
                out.printf("%-12s parameters: %s (quick: %s)%n", "", e.defaults(false), e.defaults(true));
            }
            return 0;
        }
        if (!args.get(0).equals("run") || args.size() < 2) {
            throw new UsageException("tutti experiment list, or tutti experiment run NAME [options]");
        }
        String name = args.get(1);
        Experiment e = Experiments.named(name).orElseThrow(() -> new UsageException("no experiment " + name + " (there are: "
                + String.join(", ", Experiments.all().stream().map(Experiment::name).toList()) + ")"));
        List<String> rest = new ArrayList<>();
        Map<String, String> given = new LinkedHashMap<>();
        List<String> tail = args.subList(2, args.size());
        for (int i = 0; i < tail.size(); i++) {
            if (tail.get(i).equals("--param") && i + 1 < tail.size()) {
                String p = tail.get(++i);
                int eq = p.indexOf('=');
                if (eq <= 0) {
                    throw new UsageException("--param takes name=value, not '" + p + "'");
                }
                given.put(p.substring(0, eq).strip(), p.substring(eq + 1).strip());
            } else {
                rest.add(tail.get(i));
            }
        }
        Options o = Options.parse(name(), rest, Set.of("runs", "warmups", "output"), Set.of("quick"));
        Path output = Path.of(o.get("output") != null ? o.get("output") : "experiments/" + name + "-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        Integer runs = o.get("runs") == null ? null : o.integer("runs", 0);
        Integer warmups = o.get("warmups") == null ? null : o.integer("warmups", 0);
        ExperimentRunner.Written w;
        try {
            w = ExperimentRunner.run(e, new ExperimentRunner.Options(o.flag("quick"), runs, warmups, given, output, out::println));
        } catch (IllegalArgumentException bad) {
            throw new UsageException(bad.getMessage());
        }
        out.println("wrote " + w.rows() + " runs to " + w.csv() + ", " + w.plots().size() + " plot files and " + w.report());
        for (String s : w.skipped()) {
            out.println("skipped " + s);
        }
        out.println("in the Studio: Results view, Open Experiment..., " + w.directory().toAbsolutePath().normalize());
        return 0;
    }
}
