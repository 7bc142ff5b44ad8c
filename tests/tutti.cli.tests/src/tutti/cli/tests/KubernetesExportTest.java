package tutti.cli.tests;

import static tutti.cli.tests.Cli.tutti;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.cluster.KubernetesExport;

/**
 * {@code tutti cluster export kubernetes}: manifests that the Kubernetes schema of the version they
 * name accepts (kubernetes-validate from PyPI, strict), a StatefulSet whose pods keep their ids and
 * journals, Guaranteed pods, and a balancer whose HAProxy configuration HAProxy accepts.
 */
class KubernetesExportTest {

    /** Pinned, so that a new release cannot change what passes. */
    private static final String VALIDATOR = "kubernetes-validate==1.37.0";
    private static final Path HOME = Path.of("target", "kubernetes-validate");

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void theManifestsValidateAndTheBalancersConfigurationIsAccepted(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cluster.json");
        Cli init = tutti("cluster", "init", "--kubernetes", "3", "--name", "orders", "--namespace", "shop", "--output", file.toString());
        assertEquals(0, init.code(), init.out());
        String json = Files.readString(file);
        assertTrue(json.contains("\"url\": \"http://orders-2.orders-members.shop.svc.cluster.local:8686\""), json);
        assertTrue(json.contains("\"balancer\": \"http://orders.shop.svc.cluster.local:8686\""), json);

        Path yaml = dir.resolve("orders.yaml");
        Cli export = tutti("cluster", "export", "kubernetes", file.toString(), "--image", "registry.example/tutti-engine:0.1.0",
                "--namespace", "shop", "--cpus", "4", "--memory", "4096", "--storage", "20Gi", "--output", yaml.toString());
        assertEquals(0, export.code(), export.out());
        String text = Files.readString(yaml);
        assertTrue(!text.contains("NOTE:"), "the members are the pods: " + text);
        assertEquals(1, count(text, "^kind: StatefulSet$"), text);
        assertTrue(text.contains("  replicas: 3\n"), text);
        assertTrue(text.contains("  clusterIP: None\n"), "a headless Service names each pod");
        assertEquals(2, count(text, "^kind: Service$"), text);
        assertTrue(text.contains("fieldPath: metadata.labels['apps.kubernetes.io/pod-index']"), "the ordinal fixes the ids");
        assertTrue(text.contains("--first-instance-id $$(( (POD_INDEX + 1) * 1000000000000000 + 1 ))"), text);
        assertTrue(text.contains("storage: 20Gi") && text.contains("mountPath: /var/lib/tutti") && text.contains("--durability journal"),
                "each pod's journal on a volume of its own");
        // Guaranteed: requests equal limits, whole CPUs.
        assertTrue(text.contains("          requests:\n            cpu: \"4\"\n            memory: 4096Mi\n"
                + "          limits:\n            cpu: \"4\"\n            memory: 4096Mi\n"), text);
        assertEquals(3, count(text, "^        (startup|readiness|liveness)Probe:\n          httpGet:\n            path: /health"), text);
        assertTrue(text.contains("topologyManagerPolicy: single-numa-node") && text.contains("cpuManagerPolicy: static"), text);

        Cli validated = run(List.of(validator().toString(), "--strict", "-k", KubernetesExport.KUBERNETES_VERSION, yaml.toString()));
        assertEquals(0, validated.code(), "kubernetes-validate refused the manifests:\n" + validated.out());

        // The balancer's configuration as the ConfigMap holds it, checked by HAProxy itself.
        StringBuilder cfg = new StringBuilder();
        boolean in = false;
        for (String line : text.split("\n", -1)) {
            if (line.equals("  haproxy.cfg: |")) {
                in = true;
            } else if (in && (line.isEmpty() || line.startsWith("    "))) {
                cfg.append(line.isEmpty() ? "" : line.substring(4)).append('\n');
            } else if (in) {
                break;
            }
        }
        assertTrue(cfg.toString().contains("server orders-1 orders-1.orders-members.shop.svc.cluster.local:8686"), cfg.toString());
        assertTrue(cfg.toString().contains("acl instance_of_orders-2 path_reg ^/instances/3[0-9]{15}(/|$)"), cfg.toString());
        Path cfgFile = dir.resolve("haproxy.cfg");
        Files.writeString(cfgFile, cfg);
        Cli checked = run(List.of("haproxy", "-c", "-f", cfgFile.toString()));
        assertEquals(0, checked.code(), "haproxy -c refused it:\n" + checked.out() + "\n" + cfg);
    }

    @Test
    void whatKubernetesCannotTakeIsRefusedWithTheReason(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cluster.json");
        assertEquals(0, tutti("cluster", "init", "--members", "http://10.0.0.5:8686,http://10.0.0.6:8686", "--name", "orders",
                "--output", file.toString()).code());
        Cli noImage = tutti("cluster", "export", "kubernetes", file.toString());
        assertEquals(2, noImage.code(), noImage.out());
        assertTrue(noImage.out().contains("--image names the engine's image"), noImage.out());
        Cli noCpu = tutti("cluster", "export", "kubernetes", file.toString(), "--image", "x", "--cpus", "0");
        assertEquals(2, noCpu.code());
        assertTrue(noCpu.out().contains("whole CPUs, at least 1"), noCpu.out());
        Cli names = tutti("cluster", "export", "kubernetes", file.toString(), "--image", "x");
        assertEquals(0, names.code(), names.out());
        assertTrue(names.out().contains("NOTE: the cluster file's members [engine-0, engine-1] are not addressed by their pods' names"),
                names.out());
        Cli badName = tutti("cluster", "init", "--kubernetes", "2", "--name", "Orders_1", "--output", dir.resolve("b.json").toString());
        assertEquals(2, badName.code());
        assertTrue(badName.out().contains("names Kubernetes objects"), badName.out());
    }

    /** The validator in its own virtual environment under target/, made once per build. */
    private static Path validator() throws IOException, InterruptedException {
        Path venv = HOME.resolve("venv").toAbsolutePath();
        Path bin = venv.resolve("bin/kubernetes-validate");
        if (Files.isExecutable(bin)) {
            return bin;
        }
        Files.createDirectories(HOME);
        Cli made = run(List.of("python3", "-m", "venv", venv.toString()));
        assertEquals(0, made.code(), "python3 -m venv (the tutti script installs python3-venv) failed:\n" + made.out());
        Cli pip = run(List.of(venv.resolve("bin/pip").toString(), "install", "--quiet", "--disable-pip-version-check", VALIDATOR));
        assertEquals(0, pip.code(), "pip install " + VALIDATOR + " (needs PyPI) failed:\n" + pip.out());
        return bin;
    }

    private static Cli run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), String.join(" ", command) + " did not end");
        return new Cli(p.exitValue(), out);
    }
}
