package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import tutti.compiler.CompileException;
import tutti.compiler.CompositionCompiler;
import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;
import tutti.model.validation.CompositionValidator;
import tutti.model.validation.Problem;
import tutti.cluster.launch.UsageException;

/** {@code tutti validate FILE}: the problems of a composition, one per line; exit 1 if there are any. */
final class ValidateCommand implements Command {

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String summary() {
        return "check a composition (.tutti), or each process of a BPMN file as it imports, its Java code included, and list "
                + "its problems with how to fix them";
    }

    @Override
    public String synopsis() {
        return "FILE.tutti | FILE.bpmn";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.size() != 1 || args.get(0).startsWith("--")) {
            throw new UsageException("give exactly one composition file");
        }
        Path file = Path.of(args.get(0));
        if (file.getFileName().toString().matches("(?i).*\\.(bpmn|bpmn2)$")) {
            // What import makes of each process, as the Problems view would show it once imported.
            int worst = 0;
            tutti.bpmn.BpmnImporter.All all = tutti.bpmn.BpmnImporter.importAll(file);
            for (tutti.bpmn.BpmnImporter.Result r : all.results()) {
                worst = Math.max(worst, validate(file + " " + r.process(), r.composition(), out, err));
            }
            if (all.results().isEmpty()) {
                err.println(file + ": no process holds anything to run");
                return 1;
            }
            return worst;
        }
        return validate(file.toString(), CompositionFiles.load(file), out, err);
    }

    private static int validate(String file, Composition composition, PrintStream out, PrintStream err) {
        List<Problem> problems = CompositionValidator.validate(composition);
        for (Problem p : problems) {
            err.println(file + ": " + p.severity().name().toLowerCase() + ": " + p);
        }
        long errors = problems.stream().filter(p -> p.severity() == Problem.Severity.ERROR).count();
        if (errors == 0) {
            // The model is sound: let the compiler check the Java in snippets, conditions and expressions.
            try {
                new CompositionCompiler().compile(composition);
            } catch (CompileException e) {
                for (Object p : e.problems()) {
                    err.println(file + ": error: " + p);
                }
                errors = e.problems().size();
            }
        }
        if (errors > 0) {
            err.println(file + ": " + errors + " error" + (errors == 1 ? "" : "s"));
            return 1;
        }
        out.println(file + ": composition " + composition.getName() + " " + composition.getVersion() + " is valid ("
                + tutti.model.validation.Names.count(composition.getTasks().size(), "task") + ")");
        return 0;
    }
}
