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
        return "import FILE.bpmn [--process ID] [--output FILE.tutti] | export FILE.tutti [--output FILE.bpmn]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.size() < 2 || !(args.get(0).equals("import") || args.get(0).equals("export"))) {
            throw new UsageException("say import or export, then the file");
        }
        Path file = Path.of(args.get(1));
        Options o = Options.parse(name(), args.subList(2, args.size()), Set.of("output", "process"));
        String base = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        if (args.get(0).equals("import")) {
            BpmnImporter.Result imported = BpmnImporter.importFile(file, o.get("process"));
            Composition c = imported.composition();
            Path target = o.get("output") != null ? Path.of(o.get("output")) : file.resolveSibling(base + ".tutti");
            CompositionFiles.save(c, target);
            out.println("imported " + c.getName() + " (" + c.getTasks().size() + " tasks) to " + target);
            for (String note : imported.notes()) {
                out.println("  " + note);
            }
            if (!imported.otherProcesses().isEmpty()) {
                out.println("  not imported (choose one with --process ID): " + String.join(", ", imported.otherProcesses()));
            }
            List<Problem> problems = CompositionValidator.validate(c);
            for (Problem p : problems) {
                err.println(target + ": " + p.severity().name().toLowerCase() + ": " + p);
            }
            return 0;
        }
        Composition c = CompositionFiles.load(file);
        Path target = o.get("output") != null ? Path.of(o.get("output")) : file.resolveSibling(base + ".bpmn");
        Files.writeString(target, BpmnExporter.export(c));
        out.println("exported " + c.getName() + " to " + target);
        return 0;
    }
}
