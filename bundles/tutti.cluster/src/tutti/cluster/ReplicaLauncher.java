package tutti.cluster;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /** Classes whose jars a replica needs, one per library: engine, its dependencies, logging (the engine's CLI adds its own). */
    public static final List<String> ENGINE_LIBRARIES = List.of("tutti.cluster.ReplicaMain", "tutti.engine.EngineServer",
            "tutti.runtime.Json", "tutti.overseer.Overseer", "org.eclipse.jetty.server.Server",
            "org.eclipse.jetty.http.HttpField", "org.eclipse.jetty.io.Content", "org.eclipse.jetty.util.Callback",
            "org.eclipse.jetty.client.Request", "org.eclipse.jetty.proxy.ProxyHandler",
            "org.eclipse.jetty.compression.Compression", "org.HdrHistogram.Histogram", "org.slf4j.Logger");

    public ReplicaLauncher {
        classPath = List.copyOf(classPath);
    }

    public static ReplicaLauncher fromThisJvm() throws ReplicaStartException {
        Availability a = Overseer.availability();
        Path library = ChildJvm.overseerLibrary();
        String unavailable = a.available() ? (library == null ? "the overseer library's file could not be found" : null)
                : a.detail();
        try {
            return new ReplicaLauncher(ChildJvm.java(), ChildJvm.classPath(ReplicaMain.class, List.of(ReplicaLauncher.class.getClassLoader()),
                    ENGINE_LIBRARIES), library, unavailable);
        } catch (IOException e) {
            throw new ReplicaStartException(e.getMessage());
        }
    }

    /**
     * The command line of one replica's start.
     *
     * @param sharing the public port the replica shares with its front and siblings, and the front's
     *                own address it relays to; null for a replica on its own loopback port only
     */
    List<String> command(ReplicaPlan plan, int generation, URI front, List<String> counters, Sharing sharing)
            throws ReplicaStartException {
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
        c.addAll(ChildJvm.collectorOptions());
        c.add("--enable-native-access=ALL-UNNAMED");
        c.add("-cp");
        c.add(String.join(File.pathSeparator, classPath.stream().map(Path::toString).toList()));
        c.add(ReplicaMain.class.getName());
        c.addAll(List.of("--port", Integer.toString(plan.port()), "--kernel-threads", Integer.toString(plan.kernelThreads()),
                "--invoker-threads", Integer.toString(plan.invokerThreads()), "--first-instance-id",
                Long.toString(InstanceIds.first(plan.index(), generation)), "--front", front.toString()));
        if (sharing != null) {
            c.addAll(List.of("--shared-port", sharing.host() + ":" + sharing.port(), "--relay", sharing.relay().toString()));
            if (sharing.ids() != null) {
                c.addAll(List.of("--ids-file", sharing.ids().toString()));
            }
        }
        if (counters != null) {
            c.addAll(List.of("--counters", counters.isEmpty() ? "none" : String.join(",", counters)));
        }
        return c;
    }

    /**
     * The public address replicas share, the front's own address they relay to, and the file a
     * replica's start counts its instance ids in (the front reads it once that process has ended).
     */
    record Sharing(String host, int port, URI relay, Path ids) {
        Sharing(String host, int port, URI relay) {
            this(host, port, relay, null);
        }

        Sharing countingIn(Path file) {
            return new Sharing(host, port, relay, file);
        }
    }
}
