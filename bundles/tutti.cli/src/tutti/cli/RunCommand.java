package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.runtime.CompiledComposition;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;
import tutti.runtime.Json;
import tutti.cluster.launch.UsageException;

/** {@code tutti run FILE|ARCHIVE}: one instance, inline on this thread, outputs printed as JSON. */
final class RunCommand implements Command {

    @Override
    public String name() {
        return "run";
    }

    @Override
    public String summary() {
        return "run one instance of a composition inline and print its outputs as JSON";
    }

    @Override
    public String synopsis() {
        return "FILE.tutti|ARCHIVE.jar [--input name=value]... [--message name=value]... [--trace]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).startsWith("--")) {
            throw new UsageException("give the composition or archive first");
        }
        List<String> inputs = new ArrayList<>();
        List<String> messages = new ArrayList<>();
        boolean trace = false;
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--input", "--message" -> {
                    if (i + 1 >= args.size()) {
                        throw new UsageException(a + " needs name=value");
                    }
                    (a.equals("--input") ? inputs : messages).add(args.get(++i));
                }
                case "--trace" -> trace = true;
                default -> throw new UsageException("'run' has no option " + a + " (options: --input, --message, --trace)");
            }
        }
        CompiledComposition composition = CompositionInputs.load(Path.of(args.get(0)));
        long start = System.nanoTime();
        InlineRunner.Result r = new InlineRunner().run(composition, CompositionInputs.pairs("input", inputs),
                CompositionInputs.pairs("message", messages));
        double ms = (System.nanoTime() - start) / 1e6;
        if (trace) {
            err.println("tasks run: " + String.join(", ", r.trace()));
        }
        if (r.outcome().state() != InstanceState.COMPLETED) {
            err.println("tutti run: " + composition.name() + " " + r.outcome().state().name().toLowerCase() + ": "
                    + r.outcome().reason());
            return 1;
        }
        Map<String, Object> doc = new LinkedHashMap<>(r.outputs());
        out.println(Json.object(doc));
        err.printf("%s %s completed in %.1f ms (%d task executions)%n", composition.name(), composition.version(), ms,
                r.trace().size());
        return 0;
    }
}
