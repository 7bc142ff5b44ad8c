package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.HttpMethod;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.Task;
import tutti.runtime.JsonReader;
import tutti.test.support.Archives;

/**
 * HTTP tasks in the engine against a real service on loopback (a Jetty server of the test's own):
 * answers become outputs, asynchronous calls come back through their callback address, and every
 * way a service can fail ends the instance as failed with the reason.
 */
class HttpTasksTest {

    private static final CompositionFactory F = CompositionFactory.eINSTANCE;

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ScheduledExecutorService later = Executors.newSingleThreadScheduledExecutor();
    /** What the service saw: path → request body and the Tutti-* headers. */
    private final Map<String, String> seen = new ConcurrentHashMap<>();
    private final CountDownLatch callbackSent = new CountDownLatch(1);
    private final java.util.concurrent.atomic.AtomicInteger flakyCalls = new java.util.concurrent.atomic.AtomicInteger();
    private Server service;
    private EngineServer engine;

    @BeforeEach
    void startService() throws Exception {
        service = LoopbackService.start(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) throws Exception {
                String path = Request.getPathInContext(request);
                String body = Content.Source.asString(request, StandardCharsets.UTF_8);
                seen.put(path, request.getMethod() + " " + body + " instance=" + request.getHeaders().get("Tutti-Instance"));
                switch (path) {
                    case "/double" -> answer(response, callback, 200, String.valueOf(2 * Integer.parseInt(body.strip())));
                    case "/quote" -> answer(response, callback, 200, "{\"price\": 42, \"currency\": \"EUR\"}");
                    case "/text" -> answer(response, callback, 200, "forty-two");
                    case "/broken" -> answer(response, callback, 500, "database down");
                    // Unavailable twice, then well again, as services that restart are.
                    case "/flaky" -> {
                        int call = flakyCalls.incrementAndGet();
                        answer(response, callback, call <= 2 ? 503 : 200, call <= 2 ? "restarting" : "7");
                    }
                    // Answers after the caller's timeout, without holding a thread.
                    case "/slow" -> later.schedule(() -> answer(response, callback, 200, "1"), 3, TimeUnit.SECONDS);
                    case "/ship" -> {
                        String address = request.getHeaders().get("Tutti-Callback");
                        seen.put("callback", String.valueOf(address));
                        answer(response, callback, 202, "");
                        // The service answers the call at once and reports the result later, as asynchronous services do.
                        later.schedule(() -> {
                            try {
                                HttpResponse<String> r = post(URI.create(address), body.contains("drum")
                                        ? "{\"weight\": 12}" : "\"shipped " + JsonReader.parse(body) + "\"");
                                seen.put("callback answer", r.statusCode() + " " + r.body());
                            } catch (RuntimeException e) {
                                seen.put("callback answer", e.toString());
                            }
                            callbackSent.countDown();
                        }, 100, TimeUnit.MILLISECONDS);
                    }
                    default -> answer(response, callback, 404, "no " + path);
                }
                return true;
            }
        });
        engine = EngineServer.start(EngineOptions.loopback(0));
    }

    @AfterEach
    void stop() throws Exception {
        later.shutdownNow();
        if (engine != null) {
            engine.close();
        }
        service.stop();
    }

    private static void answer(Response response, Callback callback, int status, String body) {
        response.setStatus(status);
        response.getHeaders().put("Content-Type", "application/json");
        Content.Sink.write(response, true, body, callback);
    }

    private HttpResponse<String> post(URI uri, String body) {
        try {
            return client.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private String serviceUrl(String path) {
        return "http://127.0.0.1:" + LoopbackService.port(service) + path;
    }

    private Map<String, Object> deployAndRun(Composition c, String inputs) throws Exception {
        HttpRequest deploy = HttpRequest.newBuilder(engine.uri().resolve("/deployments"))
                .header("Authorization", "Bearer " + engine.token())
                .POST(HttpRequest.BodyPublishers.ofByteArray(Archives.of(c))).build();
        HttpResponse<String> deployed = client.send(deploy, HttpResponse.BodyHandlers.ofString());
        assertEquals(201, deployed.statusCode(), deployed.body());
        HttpRequest run = HttpRequest.newBuilder(engine.uri().resolve("/compositions/" + c.getName() + "/instances"))
                .header("Authorization", "Bearer " + engine.token()).timeout(Duration.ofSeconds(20))
                .POST(HttpRequest.BodyPublishers.ofString(inputs)).build();
        HttpResponse<String> r;
        try {
            r = client.send(run, HttpResponse.BodyHandlers.ofString());
        } catch (java.net.http.HttpTimeoutException e) {
            throw new AssertionError("no answer from the engine; the service saw " + seen, e);
        }
        assertEquals(200, r.statusCode(), r.body());
        return JsonReader.parseObject(r.body());
    }

    // ----- building compositions -----

    private static Parameter param(String name, String type) {
        Parameter p = F.createParameter();
        p.setName(name);
        p.setType(type);
        return p;
    }

    private static HttpCallTask call(Composition c, String name, HttpMethod method, String url, long timeoutMillis) {
        HttpCallTask t = F.createHttpCallTask();
        t.setName(name);
        t.setMethod(method);
        t.setUrl(url);
        t.setTimeoutMillis(timeoutMillis);
        c.getTasks().add(t);
        return t;
    }

    private static void data(Composition c, Parameter from, Parameter to) {
        DataFlow d = F.createDataFlow();
        d.setSource(from);
        d.setTarget(to);
        c.getDataFlows().add(d);
    }

    private static void flow(Composition c, Task from, Task to) {
        ControlFlow f = F.createControlFlow();
        f.setSource(from);
        f.setTarget(to);
        c.getControlFlows().add(f);
    }

    private static Composition composition(String name) {
        Composition c = F.createComposition();
        c.setName(name);
        return c;
    }

    /** A composition of one GET whose answer goes to output {@code out} of {@code type}. */
    private Composition oneCall(String name, String path, String type, long timeoutMillis) {
        Composition c = composition(name);
        HttpCallTask t = call(c, "fetch", HttpMethod.GET, path.startsWith("http") ? path : serviceUrl(path), timeoutMillis);
        Parameter answer = param("answer", type);
        t.getOutputs().add(answer);
        Parameter out = param("out", type);
        c.getOutputs().add(out);
        data(c, answer, out);
        return c;
    }

    // ----- tests -----

    @Test
    void synchronousCallsSendJsonAndTurnAnswersIntoOutputs() throws Exception {
        Composition c = composition("Quote");
        Parameter n = param("n", "int");
        c.getInputs().add(n);
        HttpCallTask doubled = call(c, "doubling", HttpMethod.POST, serviceUrl("/double"), 5000);
        Parameter x = param("x", "int");
        doubled.getInputs().add(x);
        Parameter twice = param("twice", "int");
        doubled.getOutputs().add(twice);
        data(c, n, x);
        HttpCallTask quote = call(c, "quote", HttpMethod.GET, serviceUrl("/quote"), 5000);
        Parameter price = param("price", "int");
        Parameter currency = param("currency", "String");
        quote.getOutputs().add(price);
        quote.getOutputs().add(currency);
        flow(c, doubled, quote);
        for (Parameter p : new Parameter[] {param("twice", "int"), param("price", "int"), param("currency", "String")}) {
            c.getOutputs().add(p);
        }
        data(c, twice, c.getOutputs().get(0));
        data(c, price, c.getOutputs().get(1));
        data(c, currency, c.getOutputs().get(2));

        Map<String, Object> r = deployAndRun(c, "{\"n\": 21}");
        assertEquals("completed", r.get("state"), r.toString());
        assertEquals(Map.of("twice", 42L, "price", 42L, "currency", "EUR"), r.get("outputs"));
        assertEquals("POST 21 instance=" + r.get("id"), seen.get("/double"), "the input travels as JSON, the instance as a header");
        assertTrue(seen.get("/quote").startsWith("GET "), seen.toString());
    }

    @Test
    void asynchronousCallsComeBackThroughTheirCallbackAddressWithoutTheToken() throws Exception {
        Composition c = composition("Order");
        Parameter item = param("item", "String");
        c.getInputs().add(item);
        HttpCallTask ship = call(c, "ship", HttpMethod.POST, serviceUrl("/ship"), 5000);
        ship.setMode(InvocationMode.ASYNC);
        Parameter what = param("what", "String");
        ship.getInputs().add(what);
        data(c, item, what);
        ReceiveTask shipped = F.createReceiveTask();
        shipped.setName("shipped");
        shipped.setMessage("ship-callback");
        Parameter status = param("status", "String");
        shipped.getOutputs().add(status);
        c.getTasks().add(shipped);
        flow(c, ship, shipped);
        Parameter out = param("status", "String");
        c.getOutputs().add(out);
        data(c, status, out);

        Map<String, Object> r = deployAndRun(c, "{\"item\": \"cello\"}");
        assertEquals("completed", r.get("state"), r + " " + seen);
        assertEquals(Map.of("status", "shipped cello"), r.get("outputs"));
        String address = seen.get("callback");
        assertTrue(address.startsWith(engine.uri() + "/instances/" + r.get("id") + "/messages/ship-callback?key="), address);
        assertTrue(callbackSent.await(5, TimeUnit.SECONDS));

        // A callback the Receive cannot take fails the instance naming that Receive.
        HttpRequest run = HttpRequest.newBuilder(engine.uri().resolve("/compositions/Order/instances"))
                .header("Authorization", "Bearer " + engine.token()).timeout(Duration.ofSeconds(20))
                .POST(HttpRequest.BodyPublishers.ofString("{\"item\": \"drum\"}")).build();
        Map<String, Object> drum = JsonReader.parseObject(client.send(run, HttpResponse.BodyHandlers.ofString()).body());
        assertEquals("failed", drum.get("state"));
        assertTrue(String.valueOf(drum.get("reason")).startsWith("task 'shipped' failed"), drum.toString());

        // The key opens that one message of that one instance, nothing else.
        String forged = address.replace("/messages/ship-callback", "/messages/other");
        HttpResponse<String> refused = post(URI.create(forged), "{}");
        assertEquals(401, refused.statusCode(), refused.body());
        HttpResponse<String> wrongKey = post(URI.create(address.substring(0, address.length() - 4) + "beef"), "{}");
        assertEquals(401, wrongKey.statusCode(), wrongKey.body());
    }

    @Test
    void failingServicesFailTheirInstanceWithTheReason() throws Exception {
        Map<String, Object> broken = deployAndRun(oneCall("Broken", "/broken", "String", 5000), "{}");
        assertEquals("failed", broken.get("state"));
        assertTrue(String.valueOf(broken.get("reason")).contains("task 'fetch' failed: GET " + serviceUrl("/broken")
                + ": answered 500: database down"), broken.toString());

        long before = System.nanoTime();
        Map<String, Object> slow = deployAndRun(oneCall("Slow", "/slow", "int", 300), "{}");
        long waited = (System.nanoTime() - before) / 1_000_000;
        assertEquals("failed", slow.get("state"));
        assertTrue(String.valueOf(slow.get("reason")).contains("no answer within 300 ms"), slow.toString());
        assertTrue(waited >= 300 && waited < 2900, "failed after its timeout, not after the service's 3 s: " + waited + " ms");

        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        Map<String, Object> unreachable = deployAndRun(oneCall("Unreachable", "http://127.0.0.1:" + closed + "/x", "String", 2000), "{}");
        assertEquals("failed", unreachable.get("state"));
        assertTrue(String.valueOf(unreachable.get("reason")).contains("cannot connect"), unreachable.toString());

        Map<String, Object> text = deployAndRun(oneCall("Text", "/text", "int", 5000), "{}");
        assertEquals("failed", text.get("state"));
        assertTrue(String.valueOf(text.get("reason")).contains("the answer of task 'fetch' is not JSON"), text.toString());

        Map<String, Object> asText = deployAndRun(oneCall("AsText", "/text", "String", 5000), "{}");
        assertEquals(Map.of("out", "forty-two"), asText.get("outputs"), "one String output takes any text");
    }

    @Test
    void retriesOutlastAServiceThatRestartsAndFailureFlowsCatchAStatus() throws Exception {
        Composition flaky = oneCall("Flaky", "/flaky", "int", 5000);
        tutti.model.composition.Retry retry = F.createRetry();
        retry.setCount(3);
        retry.setInitialBackoffMillis(20);
        flaky.getTasks().get(0).setRetry(retry);
        Map<String, Object> r = deployAndRun(flaky, "{}");
        assertEquals("completed", r.get("state"), r.toString());
        assertEquals(Map.of("out", 7L), r.get("outputs"));
        assertEquals(3, flakyCalls.get(), "two 503s, then the answer");
        Map<?, ?> fetch = (Map<?, ?>) ((Map<?, ?>) engine.core().taskStats().snapshot().get("Flaky 1.0.0")).get("fetch");
        assertEquals(3L, fetch.get("executions"), "each retry is an execution: " + fetch);
        assertEquals(2L, fetch.get("failures"), fetch.toString());
        assertTrue(String.valueOf(fetch.get("lastFailure")).contains("answered 503: restarting"), fetch.toString());

        // A 404 is caught by its failure flow, which reads the status as the code; a 500 is not and fails the instance.
        for (String path : new String[] {"/gone", "/broken"}) {
            Composition c = oneCall(path.equals("/gone") ? "Gone" : "Down", path, "int", 5000);
            tutti.model.composition.JavaSnippetTask fallback = F.createJavaSnippetTask();
            fallback.setName("fallback");
            fallback.setCode("answer = -Integer.parseInt(status);");
            Parameter status = param("status", "String");
            fallback.getInputs().add(status);
            fallback.getOutputs().add(param("answer", "int"));
            c.getTasks().add(fallback);
            c.getTasks().get(0).getOutputs().add(param("errorCode", "String"));
            data(c, c.getTasks().get(0).getOutputs().get(1), status);
            data(c, fallback.getOutputs().get(0), c.getOutputs().get(0));
            ControlFlow failure = F.createControlFlow();
            failure.setSource(c.getTasks().get(0));
            failure.setTarget(fallback);
            failure.setKind(tutti.model.composition.FlowKind.FAILURE);
            failure.setCondition("errorCode.equals(\"404\")");
            c.getControlFlows().add(failure);
            Map<String, Object> result = deployAndRun(c, "{}");
            if (path.equals("/gone")) {
                assertEquals("completed", result.get("state"), result.toString());
                assertEquals(Map.of("out", -404L), result.get("outputs"));
            } else {
                assertEquals("failed", result.get("state"), result.toString());
                assertTrue(String.valueOf(result.get("reason")).contains("answered 500: database down"), result.toString());
            }
        }
    }
}
