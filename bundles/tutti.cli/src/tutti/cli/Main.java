package tutti.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.bpmn.BpmnException;
import tutti.client.EngineException;
import tutti.compiler.CompileException;
import tutti.model.ModelException;
import tutti.overseer.OverseerException;
import tutti.cluster.launch.UsageException;

/**
 * {@code tutti COMMAND [options]}. Users see a message and an exit code, never a stack trace:
 * 2 for a wrong command line, 1 for a failure.
 */
public final class Main {

    private final Map<String, Command> commands = new LinkedHashMap<>();
    private final PrintStream out;
    private final PrintStream err;

    public Main(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
        for (Command c : List.of(new EngineCommand(), new TopologyCommand(), new EventsCommand(),
                new CounterBenchCommand(), new ValidateCommand(), new CompileCommand(), new RunCommand(),
                new BpmnCommand(), new DeployCommand(), new BenchCommand(), new CompilerBenchCommand(), new BpmnBenchCommand(), new MemoryBenchCommand(), new RecoveryBenchCommand(), new SoakBenchCommand(),
                new HttpBenchCommand(), new MonitoringBenchCommand(), new TimerBenchCommand(), new LoadCommand(), new ExperimentCommand(), new PlanCommand(), new ClusterCommand(),
                new ReplicationBenchCommand(), new ClusterBenchCommand())) {
            commands.put(c.name(), c);
        }
    }

    public static void main(String[] args) {
        int code = new Main(System.out, System.err).run(args);
        System.exit(code);
    }

    public int run(String... args) {
        if (args.length == 2 && args[0].equals("help") && args[1].equals("--markdown")) {
            out.print(Reference.markdown(commands.values()));
            return 0;
        }
        if (args.length == 0 || args[0].equals("help") || args[0].equals("--help") || args[0].equals("-h")) {
            help();
            return args.length == 0 ? 2 : 0;
        }
        Command command = commands.get(args[0]);
        if (command == null) {
            err.println("tutti: unknown command '" + args[0] + "' (commands: " + String.join(", ", commands.keySet())
                    + "; see 'tutti help')");
            return 2;
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        if (rest.contains("--help") || rest.contains("-h")) {
            out.println("usage: tutti " + command.name() + " " + command.synopsis());
            out.println();
            out.println("  " + command.summary());
            return 0;
        }
        try {
            return command.run(rest, out, err);
        } catch (UsageException e) {
            err.println("tutti " + command.name() + ": " + e.getMessage());
            err.println("usage: tutti " + command.name() + " " + command.synopsis());
            return 2;
        } catch (OverseerException | ModelException | CompileException | BpmnException | EngineException | java.io.IOException e) {
            err.println("tutti " + command.name() + ": " + e.getMessage());
            return 1;
        } catch (Exception e) {
            err.println("tutti " + command.name() + ": " + (e.getMessage() != null ? e.getMessage() : e.toString()));
            return 1;
        }
    }

    private void help() {
        out.println("usage: tutti COMMAND [options]");
        out.println();
        for (Command c : commands.values()) {
            out.printf("  %-10s %s%n  %-10s   %s%n", c.name(), c.summary(), "", c.synopsis());
        }
    }
}
