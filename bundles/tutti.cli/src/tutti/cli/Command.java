package tutti.cli;

import java.io.PrintStream;
import java.util.List;

/** One {@code tutti} sub-command. */
interface Command {

    String name();

    /** One line for {@code tutti help}. */
    String summary();

    /** Argument synopsis, e.g. {@code [--port N]}. */
    String synopsis();

    /** Runs with the arguments after the command name; returns the process exit code. */
    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
