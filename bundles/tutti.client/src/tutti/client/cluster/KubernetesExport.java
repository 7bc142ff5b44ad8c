package tutti.client.cluster;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * A cluster as Kubernetes manifests: a StatefulSet whose pod ordinal is the member's ordinal (so it
 * fixes the pod's instance ids, and a rescheduled pod keeps them and its journal's volume), a
 * headless Service that names each pod, a Service for the balancer in front, and that balancer:
 * HAProxy routing each request about an instance to the pod its id names. Pods are Guaranteed
 * (whole CPUs, requests equal to limits), so a kubelet with the static CPU manager gives them
 * exclusive cores and the topology manager keeps those and their memory on one NUMA node.
 */
public final class KubernetesExport {

    /** The version the manifests are written for and validated against; the pod-index label needs 1.28 or later. */
    public static final String KUBERNETES_VERSION = "1.30";

    static final int PORT = 8686;

    /**
     * @param image      the engine's image (the distribution under /opt/tutti)
     * @param namespace  where the cluster runs
     * @param cpus       whole CPUs per engine pod
     * @param memoryMib  memory per engine pod; the heap takes five eighths, the rest is the JVM's own and the journal's buffers
     * @param storage    the journal's volume per pod, e.g. 10Gi
     * @param haproxyImage the balancer's image
     */
    public record Settings(String image, String namespace, int cpus, long memoryMib, String storage, String haproxyImage) {
        public Settings {
            if (cpus < 1) {
                throw new IllegalArgumentException("--cpus takes whole CPUs, at least 1 (a Guaranteed pod gets exclusive cores only so)");
            }
            if (memoryMib < 512) {
                throw new IllegalArgumentException("--memory is at least 512 (MiB): an engine's JVM needs room besides its heap");
            }
            if (!storage.matches("\\d+(Ki|Mi|Gi|Ti)")) {
                throw new IllegalArgumentException("--storage is a size such as 10Gi, not '" + storage + "'");
            }
            if (!namespace.matches("[a-z0-9]([-a-z0-9]*[a-z0-9])?")) {
                throw new IllegalArgumentException("--namespace must be a DNS label (lower case letters, digits, '-'), not '"
                        + namespace + "'");
            }
        }
    }

    private KubernetesExport() {
    }

    /** The DNS name of member {@code ordinal}'s pod, which {@code tutti cluster init --kubernetes} writes into the cluster file. */
    public static URI memberUrl(String cluster, String namespace, int ordinal) {
        return URI.create("http://" + cluster + "-" + ordinal + "." + cluster + "-members." + namespace + ".svc.cluster.local:" + PORT);
    }

    /** The balancer's Service. */
    public static URI balancerUrl(String cluster, String namespace) {
        return URI.create("http://" + cluster + "." + namespace + ".svc.cluster.local:" + PORT);
    }

    /** Checks that a cluster's name can name Kubernetes objects. */
    public static void checkName(String cluster) {
        if (!cluster.matches("[a-z]([-a-z0-9]{0,40}[a-z0-9])?")) {
            throw new IllegalArgumentException("the cluster's name '" + cluster + "' names Kubernetes objects: lower case letters, "
                    + "digits and '-', starting with a letter, at most 42 characters");
        }
    }

    public static String write(ClusterFile file, Settings s) {
        String name = file.name();
        checkName(name);
        int n = file.members().size();
        StringBuilder b = new StringBuilder();
        b.append("# Tutti cluster ").append(name).append(": ").append(n).append(" engine pods behind HAProxy, for Kubernetes ")
                .append(KUBERNETES_VERSION).append(" (written by tutti cluster export kubernetes).\n");
        b.append("# Pod i (its ordinal) numbers its instances from (i + 1) * 10^15 and keeps its journal on its own volume,\n");
        b.append("# so a rescheduled pod comes back with its instances and takes the requests about them again.\n");
        b.append("# The token: kubectl -n ").append(s.namespace()).append(" create secret generic ").append(name)
                .append("-token --from-literal=token=...\n");
        b.append("# Exclusive cores on one NUMA node need the node's kubelet (KubeletConfiguration):\n");
        b.append("#   cpuManagerPolicy: static\n#   topologyManagerPolicy: single-numa-node\n#   topologyManagerScope: pod\n");
        b.append("#   memoryManagerPolicy: Static (with reservedMemory for each NUMA node)\n");
        b.append("# Deploy to every pod with: tutti deploy X --cluster FILE (the cluster file's members are the pods' names).\n");
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!file.members().get(i).url().equals(memberUrl(name, s.namespace(), i))) {
                wrong.add(file.members().get(i).name());
            }
        }
        if (!wrong.isEmpty()) {
            b.append("# NOTE: the cluster file's members ").append(wrong).append(" are not addressed by their pods' names (")
                    .append(memberUrl(name, s.namespace(), 0)).append(", ...):\n# write the file with 'tutti cluster init --kubernetes ")
                    .append(n).append(" --name ").append(name).append(" --namespace ").append(s.namespace()).append("'.\n");
        }
        services(b, name, s);
        statefulSet(b, name, n, s);
        balancer(b, file, name, n, s);
        return b.toString();
    }

    private static void metadata(StringBuilder b, String objectName, String namespace, String cluster, String role) {
        b.append("metadata:\n  name: ").append(objectName).append("\n  namespace: ").append(namespace).append('\n');
        b.append("  labels:\n    app.kubernetes.io/name: tutti\n    tutti.dev/cluster: ").append(cluster).append('\n');
        if (role != null) {
            b.append("    tutti.dev/role: ").append(role).append('\n');
        }
    }

    private static void services(StringBuilder b, String name, Settings s) {
        b.append("---\n# Names each engine pod (").append(name).append("-0.").append(name).append("-members...): requests about an\n")
                .append("# instance go to the pod that holds it; listed before it is ready, so the balancer can resolve it.\n");
        b.append("apiVersion: v1\nkind: Service\n");
        metadata(b, name + "-members", s.namespace(), name, "engine");
        b.append("spec:\n  clusterIP: None\n  publishNotReadyAddresses: true\n");
        b.append("  selector:\n    tutti.dev/cluster: ").append(name).append("\n    tutti.dev/role: engine\n");
        b.append("  ports:\n  - name: http\n    port: ").append(PORT).append("\n    targetPort: ").append(PORT).append('\n');
        b.append("---\n# The cluster's address: the balancer.\napiVersion: v1\nkind: Service\n");
        metadata(b, name, s.namespace(), name, "balancer");
        b.append("spec:\n  selector:\n    tutti.dev/cluster: ").append(name).append("\n    tutti.dev/role: balancer\n");
        b.append("  ports:\n  - name: http\n    port: ").append(PORT).append("\n    targetPort: ").append(PORT).append('\n');
    }

    private static void statefulSet(StringBuilder b, String name, int n, Settings s) {
        long heapMib = s.memoryMib() * 5 / 8;
        b.append("---\napiVersion: apps/v1\nkind: StatefulSet\n");
        metadata(b, name, s.namespace(), name, "engine");
        b.append("spec:\n  serviceName: ").append(name).append("-members\n  replicas: ").append(n).append('\n');
        b.append("  # Each pod recovers its own journal; none waits for another to start.\n  podManagementPolicy: Parallel\n");
        b.append("  selector:\n    matchLabels:\n      tutti.dev/cluster: ").append(name).append("\n      tutti.dev/role: engine\n");
        b.append("  template:\n    metadata:\n      labels:\n        app.kubernetes.io/name: tutti\n        tutti.dev/cluster: ")
                .append(name).append("\n        tutti.dev/role: engine\n");
        b.append("    spec:\n      # Instances in flight finish or are journaled before the pod goes.\n")
                .append("      terminationGracePeriodSeconds: 60\n");
        b.append("      containers:\n      - name: engine\n        image: ").append(s.image()).append('\n');
        b.append("        command: [\"/bin/sh\", \"-c\"]\n");
        b.append("        # The ordinal (the pod-index label) fixes the first instance id; callbacks come to the pod's own name.\n");
        b.append("        # ($$ is a $ to the shell: Kubernetes expands $(NAME) in args itself.)\n");
        b.append("        args:\n        - exec /opt/tutti/bin/tutti engine --listen 0.0.0.0 --port ").append(PORT)
                .append(" --data-dir /var/lib/tutti --durability journal --first-instance-id $$(( (POD_INDEX + 1) * ")
                .append(ClusterFile.IDS_PER_MEMBER).append(" + 1 )) --public-url http://$POD_NAME.").append(name).append("-members.")
                .append(s.namespace()).append(".svc.cluster.local:").append(PORT).append('\n');
        b.append("        env:\n");
        b.append("        - name: POD_INDEX\n          valueFrom:\n            fieldRef:\n")
                .append("              fieldPath: metadata.labels['apps.kubernetes.io/pod-index']\n");
        b.append("        - name: POD_NAME\n          valueFrom:\n            fieldRef:\n              fieldPath: metadata.name\n");
        b.append("        - name: TUTTI_TOKEN\n          valueFrom:\n            secretKeyRef:\n              name: ").append(name)
                .append("-token\n              key: token\n");
        b.append("        - name: TUTTI_JAVA_OPTS\n          value: \"-Xmx").append(heapMib).append("m -XX:ActiveProcessorCount=")
                .append(s.cpus()).append("\"\n");
        b.append("        ports:\n        - name: http\n          containerPort: ").append(PORT).append('\n');
        b.append("        # Recovery reads the whole journal before the port opens: a long one takes a while.\n");
        probe(b, "startupProbe", 2, 150);
        probe(b, "readinessProbe", 2, 2);
        probe(b, "livenessProbe", 10, 3);
        b.append("        resources:\n");
        for (String kind : List.of("requests", "limits")) {
            b.append("          ").append(kind).append(":\n            cpu: \"").append(s.cpus()).append("\"\n            memory: ")
                    .append(s.memoryMib()).append("Mi\n");
        }
        b.append("        volumeMounts:\n        - name: journal\n          mountPath: /var/lib/tutti\n");
        b.append("  volumeClaimTemplates:\n  - metadata:\n      name: journal\n    spec:\n      accessModes: [\"ReadWriteOnce\"]\n")
                .append("      resources:\n        requests:\n          storage: ").append(s.storage()).append('\n');
    }

    private static void probe(StringBuilder b, String kind, int periodSeconds, int failures) {
        b.append("        ").append(kind).append(":\n          httpGet:\n            path: /health\n            port: ").append(PORT)
                .append("\n          periodSeconds: ").append(periodSeconds).append("\n          failureThreshold: ").append(failures)
                .append('\n');
    }

    private static void balancer(StringBuilder b, ClusterFile file, String name, int n, Settings s) {
        List<HaproxyConfig.Server> servers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            servers.add(new HaproxyConfig.Server(file.members().get(i).name(),
                    memberUrl(name, s.namespace(), i)));
        }
        String cfg = HaproxyConfig.write("HAProxy in front of the " + n + " engine pods of Tutti cluster " + name, "*:" + PORT,
                "/tmp/tutti-admin.sock", servers, true);
        b.append("---\napiVersion: v1\nkind: ConfigMap\n");
        metadata(b, name + "-haproxy", s.namespace(), name, "balancer");
        b.append("data:\n  haproxy.cfg: |\n");
        for (String line : cfg.split("\n", -1)) {
            b.append(line.isEmpty() ? "" : "    " + line).append('\n');
        }
        b.append("---\napiVersion: apps/v1\nkind: Deployment\n");
        metadata(b, name + "-balancer", s.namespace(), name, "balancer");
        b.append("spec:\n  replicas: 2\n  selector:\n    matchLabels:\n      tutti.dev/cluster: ").append(name)
                .append("\n      tutti.dev/role: balancer\n");
        b.append("  template:\n    metadata:\n      labels:\n        app.kubernetes.io/name: tutti\n        tutti.dev/cluster: ")
                .append(name).append("\n        tutti.dev/role: balancer\n");
        b.append("    spec:\n      containers:\n      - name: haproxy\n        image: ").append(s.haproxyImage()).append('\n');
        b.append("        ports:\n        - name: http\n          containerPort: ").append(PORT).append('\n');
        b.append("        readinessProbe:\n          tcpSocket:\n            port: ").append(PORT).append("\n          periodSeconds: 2\n");
        b.append("        volumeMounts:\n        - name: config\n          mountPath: /usr/local/etc/haproxy\n");
        b.append("      volumes:\n      - name: config\n        configMap:\n          name: ").append(name).append("-haproxy\n");
    }
}
