package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.overseer.Overseer;
import tutti.overseer.Topology;
import tutti.overseer.TopologyJson;
import tutti.overseer.TopologySource;
import tutti.overseer.TopologyText;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** {@code tutti topology}: what the overseer sees of this machine or of a described one. */
final class TopologyCommand implements Command {

    @Override
    public String name() {
        return "topology";
    }

    @Override
    public String summary() {
        return "show the machine's packages, NUMA nodes, caches, cores and PUs (as lstopo does)";
    }

    @Override
    public String synopsis() {
        return "[--synthetic DESCRIPTION | --xml FILE] [--json | --export-xml FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse("topology", args, Set.of("synthetic", "xml", "export-xml"), Set.of("json"));
        if (o.get("synthetic") != null && o.get("xml") != null) {
            throw new UsageException("give --synthetic or --xml, not both");
        }
        if (o.flag("json") && o.get("export-xml") != null) {
            throw new UsageException("give --json or --export-xml, not both");
        }
        TopologySource source = o.get("synthetic") != null ? TopologySource.synthetic(o.get("synthetic"))
                : o.get("xml") != null ? TopologySource.xml(Path.of(o.get("xml")))
                : TopologySource.thisSystem();
        if (o.get("export-xml") != null) {
            Path file = Path.of(o.get("export-xml"));
            Files.writeString(file, Overseer.exportXml(source));
            out.println("wrote " + file + " (load it again with --xml, or with lstopo --input)");
            return 0;
        }
        Topology topology = Overseer.topology(source);
        out.print(o.flag("json") ? TopologyJson.render(topology) + "\n" : TopologyText.render(topology));
        return 0;
    }
}
