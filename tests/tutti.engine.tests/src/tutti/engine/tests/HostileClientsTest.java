package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.engine.Durability;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;
import tutti.engine.WrongTokens;
import tutti.model.Samples;
import tutti.runtime.JsonReader;
import tutti.test.support.Archives;

/**
 * Clients that try to hurt the engine, all on loopback and bounded in time: slow request heads
 * (slowloris), slow bodies, thousands of connections that say nothing, oversized heads, deeply
 * nested JSON, invalid UTF-8, huge numbers, wrong tokens in a row, and a deploy racing a delete
 * of the same composition. Each gets a clear 4xx or is closed by a timeout, memory stays bounded,
 * and a well-behaved client is served all along. The attackers speak from 127.0.0.2 (all of
 * 127/8 is loopback on Linux), so that slowing them down is told apart from slowing everyone.
 */
class HostileClientsTest {

    private static final String ATTACKER = "127.0.0.2";

    @TempDir
    Path data;

    private EngineServer engine;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeEach
    void start() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0).withDataDir(data).withDurability(Durability.journal()));
        HttpResponse<String> deployed = post("/deployments", archive(), engine.token());
        assertEquals(201, deployed.statusCode(), deployed.body());
    }

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private static byte[] archive() throws Exception {
        return Archives.of(Samples.load("Sequential"));
    }

    private HttpResponse<String> post(String path, byte[] body, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(engine.uri().resolve(path)).timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private Socket attacker() throws IOException {
        Socket s = new Socket();
        s.bind(new InetSocketAddress(ATTACKER, 0));
        s.connect(new InetSocketAddress(engine.uri().getHost(), engine.port()), 5000);
        return s;
    }

    /** One request from the attacker's address, its answer read to the end (the request asks the server to close). */
    private String exchange(String head, byte[] body) throws IOException {
        try (Socket s = attacker()) {
            s.setSoTimeout(20_000);
            s.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().write(body);
            s.getOutputStream().flush();
            return new String(readToEnd(s.getInputStream()), StandardCharsets.UTF_8);
        }
    }

    private static byte[] readToEnd(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] b = new byte[8192];
        try {
            for (int n; (n = in.read(b)) >= 0; ) {
                out.write(b, 0, n);
            }
        } catch (IOException reset) {
            // a server that refuses may reset after its answer
        }
        return out.toByteArray();
    }

    private String postHead(String path, String token, int length) {
        return "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
                + (token == null ? "" : "Authorization: Bearer " + token + "\r\n") + "Content-Length: " + length + "\r\n\r\n";
    }

    private static int status(String answer) {
        return answer.startsWith("HTTP/1.1 ") ? Integer.parseInt(answer.substring(9, 12)) : -1;
    }

    private static long heapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /**
     * Request heads too large for the server (431) must not leak into another client's requests.
     * With Jetty's buffer pool they did: a keep-alive client's requests were answered "400 Illegal
     * character", "405 xxx…xPOST is not allowed" or "413" for its 8-byte body within seconds.
     */
    @Test
    void overlongHeadsOfSomeClientsNeverReachTheRequestsOfAnother() throws Exception {
        AtomicBoolean attacking = new AtomicBoolean(true);
        ExecutorService pool = Executors.newCachedThreadPool();
        List<Future<?>> attackers = new ArrayList<>();
        String padded = "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: " + "x".repeat(64 * 1024) + "\r\nConnection: close\r\n\r\n";
        String many = "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n" + "X-A: b\r\n".repeat(5000) + "Connection: close\r\n\r\n";
        for (int t = 0; t < 3; t++) {
            attackers.add(pool.submit(() -> {
                int sent = 0;
                while (attacking.get()) {
                    String answer = exchange(sent++ % 2 == 0 ? padded : many, new byte[0]);
                    // Anything but 431 (or a reset) means its head was read mixed with other bytes.
                    assertTrue(answer.isEmpty() || status(answer) == 431, "an over-long head answered: " + answer);
                }
                return null;
            }));
        }
        List<String> wrong = new ArrayList<>();
        int served = 0;
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        try {
            while (System.nanoTime() < end && wrong.size() < 5) {
                HttpResponse<String> r = post("/compositions/Sequential/instances", "{\"n\": 1}".getBytes(), engine.token());
                if (r.statusCode() == 200 && r.body().contains("\"state\":\"completed\"")) {
                    served++;
                } else {
                    wrong.add(r.statusCode() + " " + r.body().substring(0, Math.min(200, r.body().length())));
                }
            }
        } finally {
            attacking.set(false);
            for (Future<?> f : attackers) {
                f.get(30, TimeUnit.SECONDS);
            }
            pool.shutdownNow();
        }
        assertEquals(List.of(), wrong, "answers to the well-behaved client after " + served + " right ones");
        assertTrue(served > 100, served + " requests served");
    }

    @Test
    void aWellBehavedClientIsServedWhileHostileOnesAreRefusedOrCutOff() throws Exception {
        long heapBefore = heapAfterGc();
        AtomicBoolean attacking = new AtomicBoolean(true);
        List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
        List<String> failures = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newCachedThreadPool();
        List<Future<?>> wellBehaved = new ArrayList<>();
        // One client at a modest pace (a request, then 5 ms of thought), as an application would call: on two
        // cores a client going flat out would starve the attacked server's threads itself.
        for (int t = 0; t < 1; t++) {
            wellBehaved.add(pool.submit(() -> {
                while (attacking.get()) {
                    Thread.sleep(5);
                    long start = System.nanoTime();
                    try {
                        HttpResponse<String> r = post("/compositions/Sequential/instances", "{\"n\": 1}".getBytes(), engine.token());
                        if (r.statusCode() != 200) {
                            failures.add(r.statusCode() + " " + r.body());
                        }
                    } catch (Exception e) {
                        failures.add(e.toString());
                    }
                    latencies.add(System.nanoTime() - start);
                }
                return null;
            }));
        }
        long began = System.nanoTime();

        // Slowloris: a request head, one more header line every 2 s, never the end of it.
        Crowd heads = new Crowd();
        for (int i = 0; i < 200; i++) {
            heads.open(("POST /compositions/Sequential/instances HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
        }
        // Connections that say nothing at all.
        Crowd idle = new Crowd();
        for (int i = 0; i < 2000; i++) {
            idle.open("");
        }
        // A slow body: a whole head announcing 1,000 bytes, then a byte a second.
        Crowd bodies = new Crowd();
        for (int i = 0; i < 20; i++) {
            bodies.open(postHead("/compositions/Sequential/instances", engine.token(), 1000));
        }
        long heapUnderAttack = heapAfterGc();

        // Requests that are malformed on purpose, each refused with a 4xx that names the problem.
        Map<String, String> refusals = new ConcurrentHashMap<>();
        CountDownLatch malformedDone = new CountDownLatch(1);
        pool.submit(() -> {
            try {
                String token = engine.token();
                byte[] nested = ("{\"n\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}").getBytes(StandardCharsets.UTF_8);
                byte[] notUtf8 = {'{', '"', 'n', '"', ':', '"', (byte) 0xff, (byte) 0xfe, '"', '}'};
                byte[] huge = ("{\"n\": " + "9".repeat(5000) + "}").getBytes(StandardCharsets.UTF_8);
                String path = "/compositions/Sequential/instances";
                for (int round = 0; round < 20; round++) {
                    refusals.put("nested JSON", exchange(postHead(path, token, nested.length), nested));
                    refusals.put("invalid UTF-8", exchange(postHead(path, token, notUtf8.length), notUtf8));
                    refusals.put("a huge number", exchange(postHead(path, token, huge.length), huge));
                    refusals.put("an oversized head", exchange("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: "
                            + "x".repeat(64 * 1024) + "\r\nConnection: close\r\n\r\n", new byte[0]));
                    refusals.put("thousands of headers", exchange("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                            + "X-A: b\r\n".repeat(5000) + "Connection: close\r\n\r\n", new byte[0]));
                }
            } catch (IOException e) {
                refusals.put("exchange", e.toString());
            } finally {
                malformedDone.countDown();
            }
            return null;
        });

        long end = began + TimeUnit.SECONDS.toNanos(40);
        long nextHeadLine = began;
        long nextBodyByte = began;
        while (System.nanoTime() < end && !(heads.allClosed() && idle.allClosed() && bodies.allClosed())) {
            long now = System.nanoTime();
            if (now >= nextHeadLine) {
                heads.sendToOpen("X-Slow: x\r\n");
                nextHeadLine = now + TimeUnit.SECONDS.toNanos(2);
            }
            if (now >= nextBodyByte) {
                bodies.sendToOpen(" ");
                nextBodyByte = now + TimeUnit.SECONDS.toNanos(1);
            }
            for (Crowd crowd : List.of(heads, idle, bodies)) {
                crowd.watch();
            }
            Thread.sleep(50);
        }
        heads.close();
        idle.close();
        bodies.close();
        assertTrue(malformedDone.await(30, TimeUnit.SECONDS), "the malformed requests were all answered");
        attacking.set(false);
        for (Future<?> f : wellBehaved) {
            f.get(30, TimeUnit.SECONDS);
        }
        pool.shutdownNow();

        List<Long> sorted = new ArrayList<>(latencies);
        Collections.sort(sorted);
        System.out.printf("HostileClientsTest: the well-behaved client's %d requests under attack: p50 %.2f ms, p99 %.2f ms, max "
                + "%.2f ms; heap after GC %.1f MB before, %.1f MB with 2,220 hostile connections open%n", sorted.size(),
                sorted.get(sorted.size() / 2) / 1e6, sorted.get((int) (sorted.size() * 0.99)) / 1e6, sorted.getLast() / 1e6,
                heapBefore / 1e6, heapUnderAttack / 1e6);
        assertEquals(List.of(), failures, "every request of the well-behaved client was served");
        assertTrue(sorted.size() > 100, "the well-behaved client kept being served: " + sorted.size() + " requests");

        // A head has 10 s from its first byte the server sees after its last answer, looked at once a second; on
        // two busy cores the server may read a head's bytes (and accept its connection) seconds after they were sent.
        System.out.printf("HostileClientsTest: slow heads closed %.1f to %.1f s after they began, slow bodies answered %s "
                + "after %.1f to %.1f s, silent connections closed %.1f to %.1f s after they opened%n", heads.first(), heads.last(),
                bodies.answers(), bodies.first(), bodies.last(), idle.first(), idle.last());
        assertTrue(heads.allClosed(), "every slow head was cut off: " + heads.open() + " of 200 still open");
        assertTrue(heads.first() >= 10, "no head is cut off before its 10 s: " + heads.first() + " s");
        assertTrue(heads.last() < 20, "and none lives on much after: " + heads.last() + " s");
        assertTrue(bodies.allClosed(), "every slow body was answered and closed: " + bodies.open() + " of 20 still open");
        assertEquals(java.util.Set.of("HTTP/1.1 408"), bodies.answers(), "a body that does not come in time gets 408");
        assertTrue(bodies.first() >= 10 && bodies.last() < 30, "a 1,000-byte body has 10 s: " + bodies.first() + " to "
                + bodies.last() + " s");
        assertTrue(idle.allClosed(), "every silent connection was closed by the idle timeout: " + idle.open() + " still open");
        assertTrue(idle.first() >= 29, "a silent connection has 30 s: " + idle.first() + " s");

        assertEquals(400, status(refusals.get("nested JSON")), refusals.get("nested JSON"));
        assertTrue(refusals.get("nested JSON").contains("less nesting"), refusals.get("nested JSON"));
        assertEquals(400, status(refusals.get("invalid UTF-8")), refusals.get("invalid UTF-8"));
        assertTrue(refusals.get("invalid UTF-8").contains("not valid UTF-8"), refusals.get("invalid UTF-8"));
        // A number beyond 64 bits is read as a double, which an int input does not take: refused, named.
        assertEquals(400, status(refusals.get("a huge number")), refusals.get("a huge number"));
        assertTrue(refusals.get("a huge number").contains("input 'n' needs an int"), refusals.get("a huge number"));
        assertEquals(431, status(refusals.get("an oversized head")), refusals.get("an oversized head"));
        assertEquals(431, status(refusals.get("thousands of headers")), refusals.get("thousands of headers"));
        assertFalse(refusals.containsKey("exchange"), String.valueOf(refusals.get("exchange")));

        long heapGrowth = heapUnderAttack - heapBefore;
        assertTrue(heapGrowth < 64_000_000, "2,220 hostile connections hold little memory: " + heapGrowth / 1_000_000 + " MB");
    }

    /**
     * Connections from the attacker's address, watched with a selector: each one's closing by the
     * server is timed from its opening, and the first bytes it answered with are kept.
     */
    private final class Crowd implements AutoCloseable {
        private final java.nio.channels.Selector selector = java.nio.channels.Selector.open();
        private final Map<java.nio.channels.SocketChannel, Long> opened = new java.util.HashMap<>();
        private final List<Double> closedAfter = new ArrayList<>();
        private final java.util.Set<String> answers = new java.util.TreeSet<>();

        Crowd() throws IOException {
        }

        void open(String first) throws IOException {
            java.nio.channels.SocketChannel c = java.nio.channels.SocketChannel.open();
            c.bind(new InetSocketAddress(ATTACKER, 0));
            c.connect(new InetSocketAddress(engine.uri().getHost(), engine.port()));
            c.configureBlocking(false);
            c.write(java.nio.ByteBuffer.wrap(first.getBytes(StandardCharsets.ISO_8859_1)));
            c.register(selector, java.nio.channels.SelectionKey.OP_READ);
            opened.put(c, System.nanoTime());
        }

        void sendToOpen(String text) {
            for (java.nio.channels.SocketChannel c : opened.keySet()) {
                try {
                    c.write(java.nio.ByteBuffer.wrap(text.getBytes(StandardCharsets.ISO_8859_1)));
                } catch (IOException closed) {
                    // seen by watch()
                }
            }
        }

        /** Reads what the server sent; a channel it closed is timed and let go. */
        void watch() throws IOException {
            selector.selectNow();
            java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(4096);
            for (java.nio.channels.SelectionKey k : selector.selectedKeys()) {
                java.nio.channels.SocketChannel c = (java.nio.channels.SocketChannel) k.channel();
                int n;
                b.clear();
                try {
                    n = c.read(b);
                } catch (IOException reset) {
                    n = -1;
                }
                if (n > 0) {
                    String text = new String(b.array(), 0, n, StandardCharsets.ISO_8859_1);
                    answers.add(text.length() >= 12 ? text.substring(0, 12) : text);
                } else if (n < 0) {
                    closedAfter.add((System.nanoTime() - opened.remove(c)) / 1e9);
                    k.cancel();
                    c.close();
                }
            }
            selector.selectedKeys().clear();
        }

        boolean allClosed() {
            return opened.isEmpty();
        }

        int open() {
            return opened.size();
        }

        double first() {
            return closedAfter.stream().mapToDouble(d -> d).min().orElse(Double.NaN);
        }

        double last() {
            return closedAfter.stream().mapToDouble(d -> d).max().orElse(Double.NaN);
        }

        java.util.Set<String> answers() {
            return answers;
        }

        @Override
        public void close() throws IOException {
            for (java.nio.channels.SocketChannel c : opened.keySet()) {
                c.close();
            }
            selector.close();
        }
    }

    @Test
    void repeatedWrongTokensFromOneAddressAreSlowedWithoutSlowingOthers() throws Exception {
        String path = "/compositions/Sequential/instances";
        byte[] body = "{\"n\": 1}".getBytes(StandardCharsets.UTF_8);
        String guess = "guess-0123456789abcdef";
        for (int i = 0; i < WrongTokens.BURST; i++) {
            String answer = exchange(postHead(path, guess + i, body.length), body);
            assertEquals(401, status(answer), answer);
            assertFalse(answer.contains(guess), "a wrong token is never said back: " + answer);
        }
        String slowed = exchange(postHead(path, guess, body.length), body);
        assertEquals(429, status(slowed), slowed);
        assertTrue(slowed.toLowerCase().contains("\r\nretry-after: 1\r\n"), slowed);
        assertTrue(slowed.contains("too many wrong tokens from " + ATTACKER), slowed);
        assertFalse(slowed.contains(guess), slowed);
        // While it waits, even the right token from that address is not looked at ...
        assertEquals(429, status(exchange(postHead(path, engine.token(), body.length), body)));
        // ... nor a callback key guessed instead; a request with neither is only told what it lacks.
        assertEquals(429, status(exchange(postHead("/instances/1000001/messages/m?key=00", null, 0), new byte[0])));
        String none = exchange(postHead(path, null, body.length), body);
        assertEquals(401, status(none), none);
        // Other addresses are served as ever.
        assertEquals(200, post(path, body, engine.token()).statusCode());
        // A client that forgot the token is told so, and not counted.
        for (int i = 0; i < 2 * WrongTokens.BURST; i++) {
            assertEquals(401, post(path, body, null).statusCode());
        }
        assertEquals(200, post(path, body, engine.token()).statusCode());
        // Once the allowance has come back (one wrong token a second), the right token works again.
        Thread.sleep(WrongTokens.INTERVAL_MS + 200);
        String again = exchange(postHead(path, engine.token(), body.length), body);
        assertEquals(200, status(again), again);
    }

    @Test
    void aDeployAndADeleteOfTheSameCompositionAtOnceLeaveTheEngineAndItsDiskAgreeing() throws Exception {
        byte[] archive = archive();
        Path file = data.resolve("deployments").resolve("Sequential-1.0.0.jar");
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            List<Integer> seen = new ArrayList<>();
            for (int round = 0; round < 40; round++) {
                CountDownLatch go = new CountDownLatch(1);
                Future<HttpResponse<String>> deploy = two.submit(() -> {
                    go.await();
                    return post("/deployments", archive, engine.token());
                });
                Future<HttpResponse<String>> delete = two.submit(() -> {
                    go.await();
                    return http.send(HttpRequest.newBuilder(engine.uri().resolve("/deployments/Sequential/1.0.0"))
                            .header("Authorization", "Bearer " + engine.token()).DELETE().timeout(Duration.ofSeconds(10)).build(),
                            HttpResponse.BodyHandlers.ofString());
                });
                go.countDown();
                HttpResponse<String> d = deploy.get(20, TimeUnit.SECONDS);
                HttpResponse<String> r = delete.get(20, TimeUnit.SECONDS);
                assertTrue(d.statusCode() == 200 || d.statusCode() == 201, "deploy: " + d.statusCode() + " " + d.body());
                assertTrue(r.statusCode() == 204 || r.statusCode() == 404, "delete: " + r.statusCode() + " " + r.body());
                seen.add(r.statusCode());
                boolean listed = http.send(HttpRequest.newBuilder(engine.uri().resolve("/deployments")).build(),
                        HttpResponse.BodyHandlers.ofString()).body().contains("\"name\":\"Sequential\"");
                assertEquals(listed, Files.exists(file), "round " + round + ": the engine " + (listed ? "runs" : "does not run")
                        + " Sequential, and its data directory " + (Files.exists(file) ? "keeps" : "does not keep") + " it");
                HttpResponse<String> run = post("/compositions/Sequential/instances", "{\"n\": 1}".getBytes(), engine.token());
                assertEquals(listed ? 200 : 404, run.statusCode(), run.body());
            }
            System.out.println("HostileClientsTest: deletes racing deploys answered " + seen);
        } finally {
            two.shutdownNow();
        }
        // What a restart loads is what was running.
        boolean before = Files.exists(file);
        engine.close();
        engine = EngineServer.start(EngineOptions.loopback(0).withDataDir(data).withDurability(Durability.journal()));
        Object listed = JsonReader.parseObject(http.send(HttpRequest.newBuilder(engine.uri().resolve("/deployments")).build(),
                HttpResponse.BodyHandlers.ofString()).body()).get("deployments");
        assertEquals(before, listed.toString().contains("name=Sequential"), String.valueOf(listed));
    }
}
