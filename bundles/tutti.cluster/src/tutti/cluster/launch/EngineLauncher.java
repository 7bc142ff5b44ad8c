package tutti.cluster.launch;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import tutti.cluster.ChildJvm;
import tutti.cluster.ReplicaLauncher;
import tutti.engine.EngineOptions;

/**
 * How another program (the Studio) starts an engine ({@link EngineMain}, what {@code tutti engine}
 * runs) as a child JVM from the code it already has: this JVM's {@code java}, the class path of
 * the engine and the libraries it uses (not the command line's or the benchmarks'), the overseer
 * library, and {@code --stop-with-input}, so the engine ends with its starter.
 * The token goes in the child's environment ({@link #TOKEN_VARIABLE}), never on its command line.
 */
public final class EngineLauncher {

    /** The line the engine prints first; its address follows. */
    public static final String LISTENING = "Tutti engine listening on ";
    /** Where the child reads its token. */
    public static final String TOKEN_VARIABLE = EngineArguments.TOKEN_VARIABLE;

    /** Classes whose jars the engine needs, one per library: those of a replica, and this bundle's own. */
    private static final List<String> NEEDED = java.util.stream.Stream.concat(java.util.stream.Stream.of(EngineMain.class.getName()),
            ReplicaLauncher.ENGINE_LIBRARIES.stream()).toList();

    private EngineLauncher() {
    }

    /**
     * What to start.
     *
     * @param port 0 for a free one (the engine prints which)
     * @param heap a -Xmx size such as {@code 512m}, or null for the JVM's default
     * @param kernelThreads 0 for the engine's default (likewise {@code invokerThreads})
     * @param counters {@code default}, {@code none} or events separated by commas
     * @param replication further {@code tutti engine} options (e.g. {@code --replicas count:2 --binding shared}); empty for one engine
     */
    public record Settings(int port, Path dataDir, String heap, int kernelThreads, int invokerThreads, String counters,
            List<String> replication) {
        public Settings {
            replication = replication == null ? List.of() : List.copyOf(replication);
            if (heap != null && !heap.matches("\\d+[kKmMgG]?")) {
                throw new IllegalArgumentException("a heap size is a number with k, m or g, e.g. 512m (not '" + heap + "')");
            }
        }
    }

    /** The command line; its options are checked by the same parser as {@code tutti engine}'s before anything starts. */
    public static List<String> command(Settings s) throws IOException, UsageException {
        List<String> engine = new ArrayList<>(List.of("--port", Integer.toString(s.port()), "--listen",
                EngineOptions.LOOPBACK, "--" + EngineArguments.STOP_WITH_INPUT));
        if (s.dataDir() != null) {
            engine.addAll(List.of("--data-dir", s.dataDir().toString()));
        }
        if (s.replication().isEmpty()) {
            if (s.kernelThreads() > 0) {
                engine.addAll(List.of("--kernel-threads", Integer.toString(s.kernelThreads())));
            }
            if (s.invokerThreads() > 0) {
                engine.addAll(List.of("--invoker-threads", Integer.toString(s.invokerThreads())));
            }
        }
        if (s.counters() != null && !s.counters().isBlank()) {
            engine.addAll(List.of("--counters", s.counters().strip()));
        }
        engine.addAll(s.replication());
        EngineArguments.options(engine);
        List<String> c = new ArrayList<>();
        c.add(ChildJvm.java().toString());
        if (s.heap() != null) {
            c.add("-Xmx" + s.heap());
        }
        c.addAll(ChildJvm.collectorOptions());
        Path library = ChildJvm.overseerLibrary();
        if (library != null) {
            c.add("-D" + tutti.overseer.Overseer.LIBRARY_PROPERTY + "=" + library);
        }
        c.add("--enable-native-access=ALL-UNNAMED");
        // The distribution's conf/simplelogger.properties, which this class path lacks: the
        // libraries' warnings and our own information, not Jetty's start and stop chatter.
        c.add("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn");
        c.add("-Dorg.slf4j.simpleLogger.log.tutti=info");
        c.add("-cp");
        c.add(String.join(File.pathSeparator, ChildJvm.classPath(EngineMain.class, List.of(
                EngineLauncher.class.getClassLoader(), tutti.engine.EngineServer.class.getClassLoader()), NEEDED).stream()
                .map(Path::toString).toList()));
        c.add(EngineMain.class.getName());
        c.addAll(engine);
        return c;
    }

    /** The engine's address from a line of its output, or null when the line is not the one that says it. */
    public static URI listeningAddress(String line) {
        return line.startsWith(LISTENING) ? URI.create(line.substring(LISTENING.length()).strip()) : null;
    }
}
