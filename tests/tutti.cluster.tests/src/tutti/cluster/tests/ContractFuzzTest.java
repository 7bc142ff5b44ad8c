package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import tutti.cluster.Balance;
import tutti.cluster.Binding;
import tutti.cluster.Plan;
import tutti.cluster.Planner;
import tutti.cluster.ReplicaLauncher;
import tutti.cluster.ReplicatedEngine;
import tutti.cluster.Resources;
import tutti.cluster.Strategy;
import tutti.cluster.ThreadPolicy;
import tutti.engine.EngineOptions;
import tutti.model.Samples;
import tutti.overseer.Overseer;
import tutti.runtime.JsonReader;

/**
 * The engine's API against its own OpenAPI document, tried from outside by a schema-driven fuzzer:
 * Schemathesis (from PyPI, in a virtual environment under target/) with all its checks, against an
 * engine and against a front of two replicas, each with the token and deployed compositions
 * so that operations reach the engine's logic. Nothing may fail its checks and nothing may answer
 * 5xx. The metrics stream is left out: it answers one response that does not end, which a
 * request-and-response fuzzer can only time out on.
 */
class ContractFuzzTest {

    /** The fuzzer's version: a new one brings new checks, taken on purpose. */
    private static final String SCHEMATHESIS = "schemathesis==4.32.5";
    private static final Path HOME = Path.of("target", "schemathesis");

    @Test
    void anEngineAnswersAsItsDocumentSays() throws Exception {
        // The engine in a JVM of its own (the replica of a front of one): the fuzzer's valid PUT /config re-binds the
        // JVM it talks to, which must not be this test's.
        try (ReplicatedEngine front = start("count:1")) {
            URI engine = front.replicas().get(0).uri();
            fuzz("engine", engine, front.token(), deploy(engine, front.token()));
        }
    }

    @Test
    void aFrontOfTwoReplicasAnswersAsItsDocumentSays() throws Exception {
        try (ReplicatedEngine front = start("count:2")) {
            fuzz("front", front.uri(), front.token(), deploy(front.uri(), front.token()));
        }
    }

    private static ReplicatedEngine start(String replicas) throws Exception {
        Plan plan = Planner.plan(Overseer.topology(), new Planner.Request(Strategy.parse(replicas), Binding.NONE,
                ThreadPolicy.DEFAULT, new Resources(Resources.Mode.PER_REPLICA, 2, 192L << 20), 0));
        // The fuzzer checks that operations refuse missing and wrong tokens, dozens of times from one address, between
        // requests with the right one: an engine that slows such an address (HostileClientsTest) would leave most of its
        // operations untried here, so these let every address send wrong tokens.
        return ReplicatedEngine.start(plan, EngineOptions.loopback(0).withWrongTokens(0), Balance.ROUND_ROBIN, ReplicaLauncher.fromThisJvm(),
                new PrintStream(new ByteArrayOutputStream(), true));
    }

    /** What the fuzzer's requests name so that they reach the engine's logic, not only its 404s. */
    private record Known(String removable, String removableVersion, long waiting) {
    }

    /**
     * Compositions for the fuzzer's requests to find: Sequential (ends at once), Approval (waits for
     * the message 'approved', with one instance waiting), Loop (for the fuzzer to delete).
     */
    private static Known deploy(URI engine, String token) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String loopVersion = null;
        for (byte[] archive : List.of(Compositions.archive(Samples.load("Sequential")), Compositions.archive(Compositions.waiting()),
                Compositions.archive(Samples.load("Loop")))) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(engine.resolve("/deployments"))
                    .header("Authorization", "Bearer " + token)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(archive)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(201, r.statusCode(), r.body());
            loopVersion = String.valueOf(JsonReader.parseObject(r.body()).get("version"));
        }
        HttpResponse<String> started = http.send(HttpRequest.newBuilder(engine.resolve("/compositions/Approval/instances?mode=async"))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"n\": 1}")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(202, started.statusCode(), started.body());
        return new Known("Loop", loopVersion, ((Number) JsonReader.parseObject(started.body()).get("id")).longValue());
    }

    /**
     * Runs every check of the fuzzer against the engine; the token goes in its environment (its
     * configuration reads it from there), never on a command line.
     */
    private static void fuzz(String name, URI engine, String token, Known known) throws Exception {
        Path st = schemathesis();
        Path config = HOME.resolve(name + ".toml");
        Files.writeString(config, """
                headers = { Authorization = "Bearer ${TUTTI_TOKEN}" }

                # Real names and ids, so that requests reach the engine's logic.
                [[operations]]
                include-path = "/instances/{id}"
                parameters = { "path.id" = %d }

                # The first message completes the instance: later ones find none (404).
                [[operations]]
                include-path = "/instances/{id}/messages/{receive}"
                parameters = { "path.id" = %d, "path.receive" = "approved" }
                checks.positive_data_acceptance.expected-statuses = [202, 404]

                [[operations]]
                include-path = "/deployments/{name}/{version}"
                parameters = { "path.name" = "%s", "path.version" = "%s" }

                # Inputs are each composition's own: an object the document allows may lack one this composition needs;
                # a version the document allows may not be deployed.
                [[operations]]
                include-path = "/compositions/{name}/instances"
                parameters = { "path.name" = "Sequential" }
                checks.positive_data_acceptance.expected-statuses = [200, 202, 400, 404]

                # Only archives that tutti compile makes deploy: bytes the document allows may be none.
                [[operations]]
                include-name = "POST /deployments"
                checks.positive_data_acceptance.expected-statuses = [200, 201, 400, 409]

                # CPU and node lists the document allows may name CPUs and nodes this machine does not have.
                [[operations]]
                include-name = "PUT /config"
                checks.positive_data_acceptance.expected-statuses = [200, 400]

                # A valid batch runs up to 100,000,000 instances and a valid plan restarts the replicas: only refusals are
                # fuzzed here (valid ones are the engine's and PlanChangeTest's).
                [[operations]]
                include-path = "/compositions/{name}/batch"
                parameters = { "path.name" = "Sequential" }
                generation.mode = "negative"

                [[operations]]
                include-name = "PUT /plan"
                generation.mode = "negative"
                """.formatted(known.waiting(), known.waiting(), known.removable(), known.removableVersion()));
        Path report = HOME.resolve(name);
        List<String> command = new ArrayList<>(List.of(st.toString(), "--no-color", "--config-file", config.toString(), "run",
                engine.resolve("/openapi.json").toString(), "--checks", "all", "--max-examples", "25", "--seed", "20261125",
                "--workers", "1", "--request-timeout", "20", "--exclude-path", "/metrics/stream", "--report", "junit",
                "--report-dir", report.toString()));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("TUTTI_TOKEN", token);
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), "the fuzzer ended");
        String text = new String(out, StandardCharsets.UTF_8);
        Files.writeString(HOME.resolve(name + ".txt"), text);
        assertTrue(!text.contains(token), "the token is never printed");
        assertEquals(0, p.exitValue(), "Schemathesis found problems with the " + name + " (" + HOME.resolve(name + ".txt")
                + "):\n" + text);
    }

    /** The fuzzer in its own virtual environment under target/, made once per build. */
    private static Path schemathesis() throws IOException, InterruptedException {
        Path venv = HOME.resolve("venv");
        Path st = venv.resolve("bin/st");
        if (Files.isExecutable(st)) {
            return st;
        }
        Files.createDirectories(HOME);
        run(List.of("python3", "-m", "venv", venv.toString()), "python3 -m venv (the tutti script installs python3-venv)");
        run(List.of(venv.resolve("bin/pip").toString(), "install", "--quiet", "--disable-pip-version-check", SCHEMATHESIS),
                "pip install " + SCHEMATHESIS + " (needs PyPI)");
        return st;
    }

    private static void run(List<String> command, String what) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES) && p.exitValue() == 0, what + " failed:\n" + out);
    }
}
