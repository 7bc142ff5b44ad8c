package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.EngineStartException;

class EngineServerTest {

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private EngineServer engine;

    @BeforeEach
    void start() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
    }

    @AfterEach
    void stop() throws Exception {
        engine.close();
    }

    private HttpResponse<String> send(String method, String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(engine.uri().resolve(path))
                .method(method, HttpRequest.BodyPublishers.noBody())
                .timeout(Duration.ofSeconds(5)).build();
        return client.send(request, HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void healthAnswersOverRealHttpOnAnEphemeralLoopbackPort() throws Exception {
        assertNotEquals(0, engine.port());
        assertEquals("127.0.0.1", engine.uri().getHost());
        HttpResponse<String> r = send("GET", "/health");
        assertEquals(200, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("content-type").orElse("").startsWith("application/json"));
        assertTrue(r.body().startsWith("{\"status\":\"up\""), r.body());
        assertTrue(r.body().contains("\"pid\":" + ProcessHandle.current().pid()), r.body());
        assertTrue(r.body().contains("\"overseer\":{\"available\":true"), r.body());
    }

    @Test
    void theServerDoesNotTellItsNameOrVersion() throws Exception {
        HttpResponse<String> r = send("GET", "/health");
        assertFalse(r.headers().firstValue("server").isPresent(), "Server header: " + r.headers().map());
        assertFalse(r.headers().firstValue("x-powered-by").isPresent());
    }

    @Test
    void unknownPathsAndMethodsGetAClearJsonError() throws Exception {
        HttpResponse<String> missing = send("GET", "/nope");
        assertEquals(404, missing.statusCode());
        assertTrue(missing.body().contains("no endpoint GET /nope"), missing.body());
        HttpResponse<String> wrong = send("DELETE", "/health");
        assertEquals(405, wrong.statusCode());
        assertEquals("GET, HEAD", wrong.headers().firstValue("allow").orElse(""));
        assertTrue(wrong.body().contains("DELETE is not allowed on /health"), wrong.body());
        // Every method the path takes, not only the one the refusal suggests.
        HttpResponse<String> options = send("OPTIONS", "/config");
        assertEquals(405, options.statusCode());
        assertEquals("GET, HEAD, PUT", options.headers().firstValue("allow").orElse(""));
        assertTrue(options.body().contains("use GET or PUT"), options.body());
        assertEquals("GET, HEAD, POST", send("OPTIONS", "/deployments").headers().firstValue("allow").orElse(""));
    }

    @Test
    void bodiesThatAreNotUtf8AreRefusedNotReadAsSomethingElse() throws Exception {
        byte[] inputs = {'{', '"', 'o', 'r', 'd', 'e', 'r', '"', ':', '"', 'a', (byte) 0xc3, '"', '}'};
        for (String path : java.util.List.of("/compositions/Benchmark/instances", "/compositions/Benchmark/batch", "/signals/go")) {
            HttpResponse<String> r = client.send(HttpRequest.newBuilder(engine.uri().resolve(path))
                    .header("Authorization", "Bearer " + engine.token()).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(inputs)).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(400, r.statusCode(), path + ": " + r.body());
            assertTrue(r.body().contains("not valid UTF-8: a malformed byte sequence at byte 11"), path + ": " + r.body());
        }
    }

    @Test
    void whatTheHttpServerRefusesItselfIsAJsonErrorToo() throws Exception {
        // A control character in a path: Jetty refuses it before any route sees it.
        HttpResponse<String> r = send("GET", "/instances/1%0C2");
        assertEquals(400, r.statusCode());
        assertTrue(r.headers().firstValue("content-type").orElse("").startsWith("application/json"), r.headers().map().toString());
        assertTrue(r.body().startsWith("{\"error\":\"the HTTP server refused the request before the engine saw it (400"), r.body());
        // Headers beyond the limit (16 KB): refused before any handler runs, in JSON as well.
        HttpResponse<String> big = client.send(HttpRequest.newBuilder(engine.uri().resolve("/health"))
                .header("X-Padding", "x".repeat(20_000)).timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(431, big.statusCode(), big.body());
        assertTrue(big.body().contains("the HTTP server refused the request before the engine saw it (431"), big.body());
    }

    @Test
    void aSecondEngineOnTheSamePortSaysWhatToChange() {
        EngineStartException e = assertThrows(EngineStartException.class,
                () -> EngineServer.start(EngineOptions.loopback(engine.port())).close());
        assertTrue(e.getMessage().contains(String.valueOf(engine.port())) && e.getMessage().contains("--port"),
                e.getMessage());
    }

    @Test
    void aNonLoopbackAddressWithoutATokenIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new EngineOptions("0.0.0.0", 0, null));
        assertTrue(e.getMessage().contains("without a token") && e.getMessage().contains("--token"), e.getMessage());
        new EngineOptions("0.0.0.0", 0, "s3cret"); // allowed with a token
        new EngineOptions("::1", 0, null); // IPv6 loopback needs none
        assertThrows(IllegalArgumentException.class, () -> new EngineOptions("127.0.0.1", 70000, null));
        assertThrows(IllegalArgumentException.class, () -> new EngineOptions("127.0.0.1", 0, " "));
    }

    @Test
    void theUriIsWhatClientsCanUse() {
        URI uri = engine.uri();
        assertEquals("http", uri.getScheme());
        assertEquals(engine.port(), uri.getPort());
    }
}
