package tutti.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.client.EngineClient;
import tutti.client.cluster.Cluster;
import tutti.client.cluster.ClusterFile;
import tutti.client.cluster.ClusterSync;
import tutti.client.cluster.HaproxyConfig;
import tutti.client.cluster.KubernetesExport;
import tutti.client.cluster.MemberStatus;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;
import tutti.runtime.Json;

/**
 * {@code tutti cluster init|status|sync|export}: several engines behind a balancer, described by a
 * cluster file, looked after as one.
 */
final class ClusterCommand implements Command {

    @Override
    public String name() {
        return "cluster";
    }

    @Override
    public String summary() {
        return "several engines behind a balancer: describe them (init), see them (status), bring them to the same "
                + "deployments (sync), configure the balancer or write Kubernetes manifests (export)";
    }

    @Override
    public String synopsis() {
        return "init --members URL,URL,... [--names N,N,...] [--name CLUSTER] [--balancer URL] [--token env:NAME|file:PATH] [--output FILE]"
                + " | init --kubernetes PODS [--name CLUSTER] [--namespace NS] [--output FILE]"
                + " | status FILE [--json] | sync FILE | export haproxy FILE [--bind HOST:PORT] [--socket PATH] [--output FILE]"
                + " | export kubernetes FILE --image IMAGE [--namespace NS] [--cpus N] [--memory MIB] [--storage SIZE]"
                + " [--haproxy-image IMAGE] [--output FILE]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty()) {
            throw new UsageException("give what to do: init, status, sync or export");
        }
        List<String> rest = args.subList(1, args.size());
        return switch (args.get(0)) {
            case "init" -> init(rest, out);
            case "status" -> status(rest, out);
            case "sync" -> sync(rest, out);
            case "export" -> export(rest, out);
            default -> throw new UsageException("'cluster' does init, status, sync or export, not '" + args.get(0) + "'");
        };
    }

    private int init(List<String> args, PrintStream out) throws Exception {
        Options o = Options.parse("cluster init", args, Set.of("members", "names", "balancer", "token", "output", "name",
                "kubernetes", "namespace"));
        if (o.get("kubernetes") != null) {
            return initKubernetes(o, out);
        }
        if (o.get("namespace") != null) {
            throw new UsageException("--namespace is for --kubernetes");
        }
        if (o.get("members") == null) {
            throw new UsageException("--members lists the engines' addresses, e.g. --members http://10.0.0.5:8686,http://10.0.0.6:8686");
        }
        List<String> urls = List.of(o.get("members").split(","));
        List<String> names = o.get("names") == null ? null : List.of(o.get("names").split(","));
        if (names != null && names.size() != urls.size()) {
            throw new UsageException("--names gives " + names.size() + " name" + (names.size() == 1 ? "" : "s") + " for "
                    + urls.size() + " members: one each");
        }
        List<ClusterFile.Member> members = new ArrayList<>();
        for (int i = 0; i < urls.size(); i++) {
            members.add(new ClusterFile.Member(names != null ? names.get(i).strip() : "engine-" + i, address(urls.get(i)), null,
                    null, null));
        }
        ClusterFile file;
        try {
            file = new ClusterFile(o.get("name") != null ? o.get("name") : "tutti", o.get("balancer") == null ? null
                    : address(o.get("balancer")), o.get("token"), members);
            // What reading it back would refuse is refused now.
            ClusterFile.parse(file.toJson(), null);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Path target = write(o, file);
        out.println("wrote " + target + ": " + members.size() + " member(s); start member i with --first-instance-id "
                + "(its firstInstanceId in the file) --public-url " + (file.balancer() != null ? file.balancer() : "BALANCER-URL"));
        return 0;
    }

    /** Members that are the pods of a StatefulSet, addressed by the names its headless Service gives them. */
    private int initKubernetes(Options o, PrintStream out) throws Exception {
        if (o.get("members") != null || o.get("names") != null || o.get("balancer") != null) {
            throw new UsageException("--kubernetes names the members and the balancer after the pods: leave out --members, "
                    + "--names and --balancer");
        }
        int pods = o.integer("kubernetes", 0);
        String name = o.get("name") != null ? o.get("name") : "tutti";
        String namespace = o.get("namespace") != null ? o.get("namespace") : "default";
        ClusterFile file;
        try {
            KubernetesExport.checkName(name);
            if (pods < 1) {
                throw new IllegalArgumentException("--kubernetes takes how many engine pods, at least 1");
            }
            List<ClusterFile.Member> members = new ArrayList<>();
            for (int i = 0; i < pods; i++) {
                members.add(new ClusterFile.Member(name + "-" + i, KubernetesExport.memberUrl(name, namespace, i), null, null, null));
            }
            file = new ClusterFile(name, KubernetesExport.balancerUrl(name, namespace), o.get("token"), members);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Path target = write(o, file);
        out.println("wrote " + target + ": " + pods + " pod(s) of StatefulSet " + name + " in namespace " + namespace
                + "; write its manifests with 'tutti cluster export kubernetes " + target + " --namespace " + namespace
                + " --image IMAGE'");
        return 0;
    }

    private static Path write(Options o, ClusterFile file) throws IOException, UsageException {
        Path target = Path.of(o.get("output") != null ? o.get("output") : "cluster.json");
        if (Files.exists(target)) {
            throw new UsageException(target + " exists already: give another --output, or remove it first");
        }
        Files.writeString(target, file.toJson(), StandardCharsets.UTF_8);
        return target;
    }

    private static URI address(String text) throws UsageException {
        try {
            return EngineClient.address(text.strip());
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** The file named first, the options after it. */
    private static ClusterFile file(String command, List<String> args) throws IOException, UsageException {
        if (args.isEmpty() || args.get(0).startsWith("--")) {
            throw new UsageException("'" + command + "' needs the cluster file first (write one with 'tutti cluster init')");
        }
        return ClusterFile.read(Path.of(args.get(0)));
    }

    private int status(List<String> args, PrintStream out) throws Exception {
        ClusterFile file = file("cluster status", args);
        Options o = Options.parse("cluster status", args.subList(1, args.size()), Set.of(), Set.of("json"));
        List<MemberStatus> members = new Cluster(file).status();
        ClusterView view = new ClusterView(file, members);
        if (o.flag("json")) {
            out.println(Json.of(view.json()));
        } else {
            view.print(out, args.get(0));
        }
        return view.needsAttention() ? 1 : 0;
    }

    private int sync(List<String> args, PrintStream out) throws Exception {
        ClusterFile file = file("cluster sync", args);
        Options.parse("cluster sync", args.subList(1, args.size()), Set.of());
        ClusterSync sync = new Cluster(file).sync();
        sync.lines().forEach(out::println);
        return sync.ok() ? 0 : 1;
    }

    private int export(List<String> args, PrintStream out) throws Exception {
        if (!args.isEmpty() && args.get(0).equals("kubernetes")) {
            return exportKubernetes(args.subList(1, args.size()), out);
        }
        if (args.isEmpty() || !args.get(0).equals("haproxy")) {
            throw new UsageException("'cluster export' writes haproxy or kubernetes, e.g. tutti cluster export haproxy cluster.json");
        }
        List<String> rest = args.subList(1, args.size());
        ClusterFile file = file("cluster export haproxy", rest);
        Options o = Options.parse("cluster export haproxy", rest.subList(1, rest.size()), Set.of("bind", "socket", "output"));
        String bind = o.get("bind");
        if (bind == null) {
            bind = file.balancer() != null ? "*:" + port(file.balancer()) : "*:8686";
        }
        List<HaproxyConfig.Server> servers = file.members().stream().map(m -> new HaproxyConfig.Server(
                m.name(), m.url())).toList();
        String text = HaproxyConfig.write("HAProxy in front of the " + servers.size() + " Tutti engines of cluster " + file.name()
                + " (written by tutti cluster export haproxy " + rest.get(0) + ")", bind,
                o.get("socket") != null ? o.get("socket") : "/run/haproxy/tutti-admin.sock", servers);
        if (o.get("output") != null) {
            Files.writeString(Path.of(o.get("output")), text, StandardCharsets.UTF_8);
        } else {
            out.print(text);
        }
        return 0;
    }

    private int exportKubernetes(List<String> args, PrintStream out) throws Exception {
        ClusterFile file = file("cluster export kubernetes", args);
        Options o = Options.parse("cluster export kubernetes", args.subList(1, args.size()), Set.of("image", "namespace", "cpus",
                "memory", "storage", "haproxy-image", "output"));
        if (o.get("image") == null) {
            throw new UsageException("--image names the engine's image (the engine distribution under /opt/tutti), e.g. "
                    + "--image registry.example/tutti-engine:0.1.0");
        }
        String text;
        try {
            text = KubernetesExport.write(file, new KubernetesExport.Settings(o.get("image"),
                    o.get("namespace") != null ? o.get("namespace") : "default", o.integer("cpus", 2), o.integer("memory", 2048),
                    o.get("storage") != null ? o.get("storage") : "10Gi",
                    o.get("haproxy-image") != null ? o.get("haproxy-image") : "haproxy:2.6"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (o.get("output") != null) {
            Files.writeString(Path.of(o.get("output")), text, StandardCharsets.UTF_8);
        } else {
            out.print(text);
        }
        return 0;
    }

    private static int port(URI url) {
        return url.getPort() > 0 ? url.getPort() : url.getScheme().equals("https") ? 443 : 80;
    }

    /** A cluster's status as people read it, and as JSON. */
    record ClusterView(ClusterFile file, List<MemberStatus> members) {

        /** Each deployment (name, version, content) and the members that hold it. */
        Map<String, List<String>> holders() {
            Map<String, List<String>> m = new LinkedHashMap<>();
            for (MemberStatus s : members) {
                s.deployments().forEach(d -> m.computeIfAbsent(d.name() + " " + d.version() + " sha256 " + d.shortHash() + "…",
                        k -> new ArrayList<>()).add(s.member().name()));
            }
            return m;
        }

        long up() {
            return members.stream().filter(MemberStatus::up).count();
        }

        boolean needsAttention() {
            return up() < members.size() || members.stream().anyMatch(s -> s.problem() != null)
                    || holders().values().stream().anyMatch(h -> h.size() < up());
        }

        void print(PrintStream out, String fileName) {
            out.println("cluster " + file.name() + ": " + up() + " of " + members.size() + " members up"
                    + (file.balancer() != null ? ", balancer " + file.balancer() : ""));
            out.printf("%-12s %-28s %-8s %-16s %9s  %-18s %s%n", "member", "address", "health", "version", "in flight",
                    "first instance id", "machine");
            for (MemberStatus s : members) {
                String health = s.health() == null ? "DOWN" : s.health().status();
                out.printf("%-12s %-28s %-8s %-16s %9s  %-18s %s%n", s.member().name(), s.member().url(), health,
                        s.health() == null ? "" : s.health().version() + " (" + s.health().durability() + ")",
                        s.health() == null ? "" : String.valueOf(s.health().instancesInFlight()),
                        s.firstInstanceId() < 0 ? "" : String.valueOf(s.firstInstanceId()),
                        s.machine() == null ? "" : s.machine().toString());
                if (s.problem() != null) {
                    out.println("    " + s.member().name() + ": " + s.problem());
                }
            }
            Map<String, List<String>> holders = holders();
            out.println(holders.isEmpty() ? "no deployments" : "deployments:");
            for (Map.Entry<String, List<String>> e : holders.entrySet()) {
                List<String> lacking = members.stream().filter(MemberStatus::up).map(s -> s.member().name())
                        .filter(n -> !e.getValue().contains(n)).toList();
                out.println("  " + e.getKey() + "  " + (lacking.isEmpty() ? "on all " + e.getValue().size() + " members up"
                        : "on " + String.join(", ", e.getValue()) + "; MISSING on " + String.join(", ", lacking)
                                + ": run 'tutti cluster sync " + fileName + "'"));
            }
        }

        List<Object> json() {
            List<Object> list = new ArrayList<>();
            for (MemberStatus s : members) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("name", s.member().name());
                m.put("url", s.member().url().toString());
                m.put("up", s.up());
                m.put("problem", s.problem());
                m.put("version", s.health() == null ? null : s.health().version());
                m.put("instancesInFlight", s.health() == null ? null : s.health().instancesInFlight());
                m.put("firstInstanceId", s.firstInstanceId() < 0 ? null : s.firstInstanceId());
                m.put("expectedFirstInstanceId", ClusterFile.firstInstanceId(s.ordinal()));
                m.put("deployments", s.deployments().stream().map(d -> Map.of("name", d.name(), "version", d.version(),
                        "sha256", d.sha256() == null ? "" : d.sha256())).toList());
                m.put("machine", s.machine() == null ? null : Map.of("packages", s.machine().packages(), "numaNodes",
                        s.machine().numaNodes(), "cores", s.machine().cores(), "pus", s.machine().pus()));
                list.add(m);
            }
            return list;
        }
    }
}
