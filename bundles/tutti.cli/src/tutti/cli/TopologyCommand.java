package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.overseer.TopologySource;
import tutti.overseer.TopologySummary;

/** {@code tutti topology}: what the overseer sees of this machine or of a described one. */
final class TopologyCommand implements Command {

    @Override
    public String name() {
        return "topology";
    }

    @Override
    public String summary() {
        return "show the machine's packages, NUMA nodes, caches, cores and PUs";
    }

    @Override
    public String synopsis() {
        return "[--synthetic DESCRIPTION | --xml FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse("topology", args, Set.of("synthetic", "xml"));
        if (o.get("synthetic") != null && o.get("xml") != null) {
            throw new UsageException("give --synthetic or --xml, not both");
        }
        TopologySource source = o.get("synthetic") != null ? TopologySource.synthetic(o.get("synthetic"))
                : o.get("xml") != null ? TopologySource.xml(Path.of(o.get("xml")))
                : TopologySource.thisSystem();
        Availability a = Overseer.availability();
        if (!a.available()) {
            err.println("tutti topology: " + a.detail());
            return 1;
        }
        TopologySummary s = Overseer.topology(source);
        out.println(s.describe());
        out.println("  (" + a.detail() + ")");
        return 0;
    }
}
