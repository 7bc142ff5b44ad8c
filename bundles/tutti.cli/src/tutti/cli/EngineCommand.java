package tutti.cli;

import java.io.PrintStream;
import java.util.List;

import tutti.cluster.launch.EngineMain;

/** {@code tutti engine}: runs the engine server in the foreground until the process is stopped. */
final class EngineCommand implements Command {

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public String summary() {
        return "run the engine server (loopback only unless --listen and --token are given)";
    }

    @Override
    public String synopsis() {
        return "[--port N] [--listen ADDRESS] [--token SECRET] [--data-dir DIR] [--durability journal|none [--commit-ms MS]]"
                + " [--kernel-threads N] [--invoker-threads N] [--inline off|quick=20us,runs=10000,budget=1ms,stall=10ms]"
                + " [--wrong-tokens N (10; 0: behind a proxy that slows guessing)]"
                + " [--keystore FILE (password in TUTTI_KEYSTORE_PASSWORD)] [--counters default|none|EVENT,EVENT...]"
                + " [--replicas auto|numa|cache:L3|cache:L2|count:N|single [--binding none|local|shared|non-shared]"
                + " [--threads default|per-cpu|per-core|interleaved] [--total-threads N --total-heap SIZE |"
                + " --replica-threads N --replica-heap SIZE] [--balance round-robin|least-outstanding|redirect|shared-port]"
                + " [--adaptive placement,replicas,pools (any of them) [--adaptive-domains CPUS|CPUS...]]]"
                + " [--first-instance-id N --public-url URL (one of several engines behind a balancer)]"
                + " [--stop-with-input (end when standard input closes: for engines another program starts)]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        return EngineMain.run(args, out, err);
    }
}
