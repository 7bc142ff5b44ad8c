package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import tutti.bench.benchmarks.BpmnBenchmark;
import tutti.cluster.launch.Options;

/** {@code tutti bench-bpmn}: its options, for {@link BpmnBenchmark} (in tutti.bench), which measures and reports. */
final class BpmnBenchCommand implements Command {

    @Override
    public String name() {
        return "bench-bpmn";
    }

    @Override
    public String summary() {
        return "measure importing a BPMN file of N flow elements, cold and warm";
    }

    @Override
    public String synopsis() {
        return "[--elements N (1000)] [--rounds N (20)]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse(name(), args, Set.of("elements", "rounds"));
        return BpmnBenchmark.run(Options.settings(() -> new BpmnBenchmark.Settings(o.integer("elements", 1000),
                o.integer("rounds", 20))), out);
    }
}
