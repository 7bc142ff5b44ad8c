package tutti.cluster;

import tutti.client.cluster.HaproxyConfig;

/**
 * A plan as configuration for tools that run engines across machines or pods, for users who
 * outgrow one front: an HAProxy configuration in front of one {@code tutti engine} per replica,
 * or Kubernetes manifests with one Guaranteed pod per replica for the CPU manager's {@code static}
 * policy and the topology manager's {@code single-numa-node} policy. Tutti does not manage those
 * clusters; it writes what they need from the same plan.
 */
public final class PlanExport {

    private static final long MIB = 1L << 20;

    private PlanExport() {
    }

    /**
     * @param port        where HAProxy listens
     * @param firstPort   the first replica engine's port; the others follow
     */
    public static String haproxy(Plan plan, int port, int firstPort) {
        StringBuilder b = new StringBuilder();
        b.append("# HAProxy in front of ").append(plan.replicas().size()).append(" Tutti engines: ").append(plan.machine())
                .append("\n# strategy ").append(plan.chosen()).append(", binding ").append(plan.binding().option())
                .append(", threads ").append(plan.threads().option()).append(" (written by tutti plan --export haproxy)\n#\n");
        b.append("# Start each engine from the engine distribution (TUTTI_HOME), all with the same token, so that\n");
        b.append("# the overseer agent binds it from its first instruction and its instance ids name it:\n");
        for (ReplicaPlan r : plan.replicas()) {
            b.append("#   ").append(engineCommand(plan, r, firstPort + r.index(), port)).append('\n');
        }
        b.append("# then deploy to every engine (HAProxy sends a deployment to one of them only):\n");
        for (ReplicaPlan r : plan.replicas()) {
            b.append("#   $TUTTI_HOME/bin/tutti deploy ARCHIVE --engine http://127.0.0.1:").append(firstPort + r.index())
                    .append(" --token \"$TUTTI_TOKEN\"\n");
        }
        java.util.List<HaproxyConfig.Server> servers = plan.replicas().stream().map(r -> new HaproxyConfig.Server("replica_"
                + r.index(), java.net.URI.create("http://127.0.0.1:" + (firstPort + r.index())))).toList();
        b.append(HaproxyConfig.write("The configuration (each engine numbers its instances from (index + 1) * 10^15: the id names it):",
                "127.0.0.1:" + port, "/run/haproxy/tutti-admin.sock", servers));
        return b.toString();
    }

    /**
     * Shell lines that start the plan: one engine with its replicas behind its own front, or each
     * replica as an engine of its own behind a balancer.
     *
     * @param request what was asked of the planner (the options of the first line)
     * @param port    the engine's public port
     */
    public static String shell(Plan plan, Planner.Request request, int port) {
        StringBuilder b = new StringBuilder();
        b.append("# ").append(plan.replicas().size()).append(" replica").append(plan.replicas().size() == 1 ? "" : "s")
                .append(" on ").append(plan.machine()).append(" (strategy ").append(plan.chosen()).append(", binding ")
                .append(plan.binding().option()).append(", threads ").append(plan.threads().option())
                .append("; written by tutti plan --export shell)\n");
        b.append("# One engine, its replicas behind its own front (token in TUTTI_TOKEN):\n");
        b.append("$TUTTI_HOME/bin/tutti engine --port ").append(port);
        PlanOptions.of(request).forEach((k, v) -> b.append(" --").append(k).append(' ').append(v));
        b.append("\n\n# Or each replica as an engine of its own, behind a balancer (see --export haproxy):\n");
        for (ReplicaPlan r : plan.replicas()) {
            b.append(engineCommand(plan, r, port + 1 + r.index(), port)).append(" &\n");
        }
        return b.toString();
    }

    /** The command line that starts one replica as an engine of its own. */
    static String engineCommand(Plan plan, ReplicaPlan r, int enginePort, int publicPort) {
        String agent = r.agentOptions();
        return "TUTTI_JAVA_OPTS=\"-agentpath:$TUTTI_HOME/native/libtutti-overseer.so" + (agent.isEmpty() ? "" : "=" + agent) + " "
                + r.heapOption() + "\" $TUTTI_HOME/bin/tutti engine --port " + enginePort + " --kernel-threads "
                + r.kernelThreads() + " --invoker-threads " + r.invokerThreads() + " --first-instance-id "
                + InstanceIds.first(r.index(), 0) + " --public-url http://127.0.0.1:" + publicPort + " --token \"$TUTTI_TOKEN\"";
    }

    /**
     * One pod per replica with whole CPUs and equal requests and limits (Guaranteed), so that the
     * CPU manager's static policy gives it exclusive cores and the topology manager keeps them and
     * its memory on one NUMA node; a service over all of them, and a service per replica for
     * requests that name an instance.
     */
    public static String kubernetes(Plan plan, String image) {
        StringBuilder b = new StringBuilder();
        b.append("# ").append(plan.replicas().size()).append(" Tutti engine pods for ").append(plan.machine())
                .append(" (strategy ").append(plan.chosen()).append("; written by tutti plan --export kubernetes).\n");
        b.append("# The node's kubelet needs (KubeletConfiguration):\n");
        b.append("#   cpuManagerPolicy: static\n#   topologyManagerPolicy: single-numa-node\n#   memoryManagerPolicy: Static\n");
        b.append("# Requests for /instances/ID go to the service of the replica the id names: ids of replica R\n");
        b.append("# start at (R + 1) * 10^15. Deploy compositions to every replica's service.\n");
        b.append("# The token comes from the secret tutti-token (kubectl create secret generic tutti-token --from-literal=token=...).\n");
        for (ReplicaPlan r : plan.replicas()) {
            int cpus = Math.max(1, r.cpus().isEmpty() ? r.kernelThreads() : r.cpus().size());
            long memoryMib = (r.heapBytes() + r.heapBytes() / 4) / MIB + 256;
            String name = "tutti-replica-" + r.index();
            b.append("---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: ").append(name).append("\n  labels:\n")
                    .append("    app: tutti-engine\n    tutti.dev/replica: \"").append(r.index()).append("\"\n");
            b.append("  annotations:\n    tutti.dev/share: \"").append(r.share()).append("\"\n");
            b.append("spec:\n  containers:\n  - name: engine\n    image: ").append(image).append('\n');
            b.append("    command: [\"/opt/tutti/bin/tutti\", \"engine\", \"--listen\", \"0.0.0.0\", \"--port\", \"8686\", "
                    + "\"--kernel-threads\", \"").append(r.kernelThreads()).append("\", \"--invoker-threads\", \"")
                    .append(r.invokerThreads()).append("\", \"--first-instance-id\", \"").append(InstanceIds.first(r.index(), 0))
                    // Callbacks go to the replica's own service: the shared one does not route by id.
                    .append("\", \"--public-url\", \"http://").append(name).append(":8686\"]\n");
            b.append("    env:\n    - name: TUTTI_TOKEN\n      valueFrom:\n        secretKeyRef: {name: tutti-token, key: token}\n");
            b.append("    - name: TUTTI_JAVA_OPTS\n      value: \"").append(r.heapOption())
                    .append(" -XX:ActiveProcessorCount=").append(cpus).append("\"\n");
            b.append("    ports:\n    - containerPort: 8686\n");
            b.append("    readinessProbe:\n      httpGet: {path: /health, port: 8686}\n      periodSeconds: 1\n");
            b.append("    livenessProbe:\n      httpGet: {path: /health, port: 8686}\n      periodSeconds: 5\n      failureThreshold: 3\n");
            b.append("    resources:\n      requests: {cpu: \"").append(cpus).append("\", memory: \"").append(memoryMib)
                    .append("Mi\"}\n      limits: {cpu: \"").append(cpus).append("\", memory: \"").append(memoryMib).append("Mi\"}\n");
            b.append("---\napiVersion: v1\nkind: Service\nmetadata:\n  name: ").append(name)
                    .append("\nspec:\n  selector:\n    app: tutti-engine\n    tutti.dev/replica: \"").append(r.index())
                    .append("\"\n  ports:\n  - port: 8686\n");
        }
        b.append("---\napiVersion: v1\nkind: Service\nmetadata:\n  name: tutti-engine\nspec:\n  selector:\n    app: tutti-engine\n")
                .append("  ports:\n  - port: 8686\n");
        return b.toString();
    }
}
