package tutti.cluster;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import tutti.overseer.Availability;
import tutti.overseer.Overseer;

/**
 * How a replica's JVM is started: which {@code java}, which class path, which native library (as
 * the agent that binds it) and which options. {@link #fromThisJvm()} takes all of it from the
 * running front, whether that runs from the engine distribution's class path or inside OSGi.
 *
 * @param library the overseer library loaded as the agent, or {@code null} when the overseer is
 *                unavailable here (replicas then cannot be bound)
 * @param unavailable why there is no library, for the error a binding request gets
 */
public record ReplicaLauncher(Path java, List<Path> classPath, Path library, String unavailable) {

    /** Classes whose jars a replica needs, one per library: engine, its dependencies, logging. */
    private static final List<String> NEEDED = List.of("tutti.cluster.ReplicaMain", "tutti.engine.EngineServer",
            "tutti.runtime.Json", "tutti.overseer.Overseer", "org.eclipse.jetty.server.Server",
            "org.eclipse.jetty.http.HttpField", "org.eclipse.jetty.io.Content", "org.eclipse.jetty.util.Callback",
            "org.eclipse.jetty.client.HttpClient", "org.eclipse.jetty.compression.Compression", "org.HdrHistogram.Histogram",
            "org.slf4j.LoggerFactory");
    /** Without a logging provider Jetty's slf4j says so on every start; taken when present. */
    private static final String LOGGING_PROVIDER = "org.slf4j.simple.SimpleServiceProvider";

    public ReplicaLauncher {
        classPath = List.copyOf(classPath);
    }

    public static ReplicaLauncher fromThisJvm() throws ReplicaStartException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Availability a = Overseer.availability();
        Path library = a.available() ? loadedLibrary() : null;
        String unavailable = a.available() ? (library == null ? "the overseer library's file could not be found" : null)
                : a.detail();
        return new ReplicaLauncher(java, findClassPath(), library, unavailable);
    }

    /** The command line of one replica's start. */
    List<String> command(ReplicaPlan plan, int generation, URI front, List<String> counters) throws ReplicaStartException {
        List<String> c = new ArrayList<>();
        c.add(java.toString());
        String agent = plan.agentOptions();
        if (library != null) {
            // The agent binds the JVM before its first instruction, so GC and JIT threads and the
            // heap are placed too; loaded even unbound, so every replica reads its binding back.
            c.add("-agentpath:" + library + (agent.isEmpty() ? "" : "=" + agent));
            c.add("-D" + Overseer.LIBRARY_PROPERTY + "=" + library);
        } else if (!agent.isEmpty()) {
            throw new ReplicaStartException("cannot bind replica " + plan.index() + " to CPUs " + plan.cpus() + ": "
                    + unavailable + " (start with --binding none to run unbound)");
        }
        c.add(plan.heapOption());
        c.add("--enable-native-access=ALL-UNNAMED");
        c.add("-cp");
        c.add(String.join(File.pathSeparator, classPath.stream().map(Path::toString).toList()));
        c.add(ReplicaMain.class.getName());
        c.addAll(List.of("--port", Integer.toString(plan.port()), "--kernel-threads", Integer.toString(plan.kernelThreads()),
                "--invoker-threads", Integer.toString(plan.invokerThreads()), "--first-instance-id",
                Long.toString(InstanceIds.first(plan.index(), generation)), "--front", front.toString()));
        if (counters != null) {
            c.addAll(List.of("--counters", counters.isEmpty() ? "none" : String.join(",", counters)));
        }
        return c;
    }

    /**
     * On a plain class path (the distribution) it is simply ours. Inside OSGi each bundle has its
     * own loader; the jar (or folder) each needed class came from makes the path.
     */
    private static List<Path> findClassPath() throws ReplicaStartException {
        Set<Path> entries = new LinkedHashSet<>();
        List<Path> ours = new ArrayList<>();
        for (String e : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!e.isEmpty()) {
                ours.add(Path.of(e).toAbsolutePath());
            }
        }
        Path mainFrom = location(ReplicaMain.class);
        if (mainFrom != null && ours.contains(mainFrom)) {
            return ours;
        }
        ClassLoader loader = ReplicaLauncher.class.getClassLoader();
        for (String name : NEEDED) {
            Path p = locate(loader, name);
            if (p == null) {
                throw new ReplicaStartException("cannot find where class " + name + " comes from, so a replica's class path "
                        + "cannot be made; run the engine from its distribution (bin/tutti engine)");
            }
            entries.add(p);
        }
        Path provider = locate(loader, LOGGING_PROVIDER);
        if (provider != null) {
            entries.add(provider);
        }
        return new ArrayList<>(entries);
    }

    private static Path locate(ClassLoader loader, String name) {
        try {
            return location(Class.forName(name, false, loader));
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    private static Path location(Class<?> c) {
        CodeSource source = c.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return null;
        }
        try {
            Path p = Path.of(source.getLocation().toURI()).toAbsolutePath();
            // A bundle unpacked in a folder keeps its classes where its build put them.
            if (Files.isDirectory(p) && !Files.exists(p.resolve(c.getName().replace('.', '/') + ".class"))) {
                for (String output : List.of("bin", "target/classes")) {
                    if (Files.exists(p.resolve(output).resolve(c.getName().replace('.', '/') + ".class"))) {
                        return p.resolve(output);
                    }
                }
            }
            return p;
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The file the JVM loaded the overseer from: inside OSGi the framework copies a fragment's
     * library into its own storage, so only the process's memory map knows where.
     */
    private static Path loadedLibrary() {
        String explicit = System.getProperty(Overseer.LIBRARY_PROPERTY);
        if (explicit != null && Files.isRegularFile(Path.of(explicit))) {
            return Path.of(explicit).toAbsolutePath();
        }
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
                int at = line.indexOf('/');
                if (at >= 0 && line.endsWith("libtutti-overseer.so")) {
                    return Path.of(line.substring(at));
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }
}
