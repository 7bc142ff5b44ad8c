package tutti.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import tutti.overseer.CounterEvent;
import tutti.overseer.CounterSupport;
import tutti.overseer.Counters;
import tutti.cluster.launch.Options;

/** {@code tutti events}: the counter events of this machine, each probed, as perf list would show them. */
final class EventsCommand implements Command {

    @Override
    public String name() {
        return "events";
    }

    @Override
    public String summary() {
        return "list the hardware and software counter events and whether they can be counted here";
    }

    @Override
    public String synopsis() {
        return "[--all]  (default: only the events that can be counted here)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        Options o = Options.parse("events", args, Set.of(), Set.of("all"));
        List<CounterEvent> events = Counters.events(true);
        int width = events.stream().mapToInt(e -> e.name().length()).max().orElse(10);
        int shown = 0;
        for (CounterEvent e : events) {
            boolean supported = e.support() == CounterSupport.SUPPORTED;
            if (supported || o.flag("all")) {
                String status = supported ? "supported" : e.reason().substring(e.reason().indexOf(": ") + 2);
                out.printf("%-" + width + "s  %s%n", e.name(), status);
                shown++;
            }
        }
        long supported = events.stream().filter(e -> e.support() == CounterSupport.SUPPORTED).count();
        out.println(supported + " of " + events.size() + " listed events can be counted on this machine"
                + (o.flag("all") || shown == events.size() ? "" : " (--all shows the others and why)"));
        return 0;
    }
}
