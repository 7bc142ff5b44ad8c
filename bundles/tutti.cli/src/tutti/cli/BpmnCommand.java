package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.bpmn.BpmnExporter;
import tutti.bpmn.BpmnImporter;
import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;
import tutti.model.validation.CompositionValidator;
import tutti.model.validation.Problem;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** {@code tutti bpmn import|export}: between BPMN 2.0 files and compositions. */
final class BpmnCommand implements Command {

    @Override
    public String name() {
        return "bpmn";
    }

    @Override
    public String summary() {
        return "import a BPMN 2.0 file as a composition (saying what it mapped and dropped), or export a composition as BPMN 2.0";
    }

    @Override
    public String synopsis() {
        return "import FILE.bpmn [--process ID] [--output FILE.tutti] | import FILE.bpmn --all [--output-dir DIR] "
                + "| export FILE.tutti [--output FILE.bpmn]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.size() < 2 || !(args.get(0).equals("import") || args.get(0).equals("export"))) {
            throw new UsageException("say import or export, then the file");
        }
        Path file = Path.of(args.get(1));
        Options o = Options.parse(name(), args.subList(2, args.size()), Set.of("output", "process", "output-dir"), Set.of("all"));
        String base = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        if (args.get(0).equals("import") && o.flag("all")) {
            if (o.get("process") != null || o.get("output") != null) {
                throw new UsageException("--all imports every process, each to its own file: leave out --process and --output "
                        + "(--output-dir DIR says where)");
            }
            return importAll(file, o.get("output-dir") != null ? Path.of(o.get("output-dir")) : file.toAbsolutePath().getParent(),
                    out, err);
        }
        if (o.get("output-dir") != null) {
            throw new UsageException("--output-dir goes with --all; for one process say --output FILE.tutti");
        }
        if (args.get(0).equals("import")) {
            BpmnImporter.Result imported = BpmnImporter.importFile(file, o.get("process"));
            Composition c = imported.composition();
            Path target = o.get("output") != null ? Path.of(o.get("output")) : file.resolveSibling(base + ".tutti");
            CompositionFiles.save(c, target);
            out.println("imported " + c.getName() + " (" + tutti.model.validation.Names.count(c.getTasks().size(), "task") + ") to " + target);
            for (String note : imported.notes()) {
                out.println("  " + note);
            }
            if (!imported.otherProcesses().isEmpty()) {
                out.println("  not imported (choose one with --process ID, or all with --all): "
                        + String.join(", ", imported.otherProcesses()));
            }
            report(c, target, err);
            return 0;
        }
        Composition c = CompositionFiles.load(file);
        Path target = o.get("output") != null ? Path.of(o.get("output")) : file.resolveSibling(base + ".bpmn");
        Files.writeString(target, BpmnExporter.export(c));
        out.println("exported " + c.getName() + " to " + target);
        return 0;
    }

    /** Each process of the file to DIR/NAME.tutti; the pools with nothing to import are named. */
    private static int importAll(Path file, Path dir, PrintStream out, PrintStream err) throws Exception {
        BpmnImporter.All all = BpmnImporter.importAll(file);
        Files.createDirectories(dir);
        for (BpmnImporter.Result r : all.results()) {
            Composition c = r.composition();
            Path target = dir.resolve(c.getName() + ".tutti");
            CompositionFiles.save(c, target);
            out.println("imported " + c.getName() + " (" + tutti.model.validation.Names.count(c.getTasks().size(), "task") + ") to " + target);
            for (String note : r.notes()) {
                out.println("  " + note);
            }
            report(c, target, err);
        }
        if (all.results().isEmpty()) {
            out.println("nothing to import: no process of " + file + " holds a task or an event");
        }
        if (!all.emptyPools().isEmpty()) {
            out.println("empty pools (black-box participants, nothing to import): " + String.join(", ", all.emptyPools()));
        }
        return 0;
    }

    /** The composition's problems, one a line, as tutti validate prints them. */
    private static void report(Composition c, Path target, PrintStream err) {
        List<Problem> problems = CompositionValidator.validate(c);
        for (Problem p : problems) {
            err.println(target + ": " + p.severity().name().toLowerCase() + ": " + p);
        }
    }
}
