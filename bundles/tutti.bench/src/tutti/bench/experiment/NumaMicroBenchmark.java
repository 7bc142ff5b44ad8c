package tutti.bench.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The NUMA micro-benchmark (journal paper, Section 5.1, Table II): native/numabench walks a byte
 * array in order or shuffled, one thread on one CPU, the memory strictly on the CPU's own node
 * (local) or another (remote). Runs where the machine has the nodes; says so where it has not.
 */
public final class NumaMicroBenchmark implements Experiment {

    @Override
    public String name() {
        return "numa";
    }

    @Override
    public String title() {
        return "NUMA micro-benchmark: walking a byte array with the memory on the thread's own node or another";
    }

    @Override
    public String paper() {
        return """
                Peternier et al., "High Performance Execution of Service Compositions: a Multicore-aware Engine Design", Section 5
                and Table II: a 1 GB byte array, each element read, incremented and written back in order (linear) or in a
                shuffled order (random), one thread on one core, memory strictly bound to its own node or to another; 5 runs.
                Local memory was faster on the three NUMA machines:

                | pattern | local faster than remote by |
                | --- | --- |
                | linear | 21-30% |
                | random | 14-26% |

                The stall counter they read rose with the time (they correlate).
                """;
    }

    @Override
    public Map<String, String> defaults(boolean quick) {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("size", quick ? "16M" : "1G");
        d.put("patterns", "linear random");
        d.put("cpu", "0");
        d.put("counter", "perf::STALLED-CYCLES-BACKEND");
        return d;
    }

    @Override
    public List<Plot> plots() {
        return List.of(new Plot("numa-time", "Time to walk the array, by pattern and placement", "pattern", "access pattern",
                "seconds", "seconds", List.of("placement"), List.of()));
    }

    @Override
    public void run(Runs r) throws Exception {
        Path bench = numabench();
        if (bench == null) {
            r.skip("the whole micro-benchmark", "native/build/numabench was not found next to the overseer library (build "
                    + "native/, or run from the engine distribution, whose native/ holds it)");
            return;
        }
        int cpu = r.integer("cpu");
        List<Integer> nodes = nodes();
        int own = nodeOf(cpu);
        Integer remote = nodes.stream().filter(n -> n != own).findFirst().orElse(null);
        if (remote == null) {
            r.skip("remote placement", "one NUMA node (node " + own + "): remote placement cannot be measured here");
        }
        for (String pattern : r.parameter("patterns").strip().split("\\s+")) {
            for (Integer node : remote == null ? List.of(own) : List.of(own, remote)) {
                String placement = node == own ? "local" : "remote";
                r.log(pattern + ", " + placement + " (CPU " + cpu + ", memory on node " + node + ")");
                // numabench warms up once itself; more warm-ups are more runs it does not report.
                List<String> command = List.of(bench.toString(), "--size", r.parameter("size"), "--pattern", pattern.strip(),
                        "--cpu", Integer.toString(cpu), "--node", Integer.toString(node), "--runs", Integer.toString(r.runs()),
                        "--counter", r.parameter("counter"), "--csv");
                Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
                String output = new String(p.getInputStream().readAllBytes());
                int exit = p.waitFor();
                if (exit == 2) {
                    r.skip(pattern + " " + placement, output.strip());
                    continue;
                }
                if (exit != 0) {
                    throw new IllegalStateException("numabench failed (exit " + exit + "): " + output.strip());
                }
                for (String line : output.lines().skip(1).toList()) {
                    // run,pattern,size,cpu,node,placement,seconds,counter,value
                    String[] c = line.split(",", 9);
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("pattern", c[1]);
                    row.put("placement", c[5]);
                    row.put("node", Integer.parseInt(c[4]));
                    row.put("run", Integer.parseInt(c[0]));
                    row.put("bytes", Long.parseLong(c[2]));
                    row.put("seconds", Double.parseDouble(c[6]));
                    boolean counted = c[8].matches("\\d+");
                    row.put("counter_value", counted ? Long.parseLong(c[8]) : null);
                    row.put("counter_status", counted ? "counted" : c[8]);
                    r.record(row);
                }
            }
        }
        r.note(Measured.correlation(r, r.parameter("counter"), "counter"));
    }

    /** numabench beside the overseer library (the distribution's native/), or in the native build named by tutti.native.build. */
    static Path numabench() {
        List<Path> candidates = new ArrayList<>();
        String explicit = System.getProperty("tutti.numabench");
        if (explicit != null) {
            candidates.add(Path.of(explicit));
        }
        String library = System.getProperty("tutti.overseer.library");
        if (library != null && Path.of(library).getParent() != null) {
            candidates.add(Path.of(library).getParent().resolve("numabench"));
        }
        String build = System.getProperty("tutti.native.build");
        if (build != null) {
            candidates.add(Path.of(build, "numabench"));
        }
        return candidates.stream().filter(Files::isExecutable).findFirst().orElse(null);
    }

    /** The NUMA nodes of this machine (one, node 0, where the kernel shows none). */
    private static List<Integer> nodes() throws IOException {
        Path sys = Path.of("/sys/devices/system/node");
        if (!Files.isDirectory(sys)) {
            return List.of(0);
        }
        try (Stream<Path> s = Files.list(sys)) {
            List<Integer> n = s.map(p -> p.getFileName().toString()).filter(f -> f.matches("node\\d+"))
                    .map(f -> Integer.parseInt(f.substring(4))).sorted().toList();
            return n.isEmpty() ? List.of(0) : n;
        }
    }

    /** The node a CPU belongs to, from /sys; 0 where the kernel does not say. */
    private static int nodeOf(int cpu) throws IOException {
        Path cpuDir = Path.of("/sys/devices/system/cpu/cpu" + cpu);
        if (Files.isDirectory(cpuDir)) {
            try (Stream<Path> s = Files.list(cpuDir)) {
                return s.map(p -> p.getFileName().toString()).filter(f -> f.matches("node\\d+"))
                        .map(f -> Integer.parseInt(f.substring(4))).findFirst().orElse(0);
            }
        }
        return 0;
    }
}
