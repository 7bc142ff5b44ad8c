package tutti.bench.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.bench.benchmarks.HttpBenchmark;

/**
 * The waits of {@code bench-http}'s half phase, seen where they matter: when wrk's requests reach a
 * server. A server on loopback notes each request's arrival per connection.
 */
class HttpLoadScriptTest {

    @Test
    void eachConnectionWaitsARandomTimeOfTheGivenMeanAndNoTwoThreadsWaitAlike(@TempDir Path dir) throws Exception {
        String wrk = HttpBenchmark.findWrk();
        assertNotNull(wrk, "wrk is installed by ./tutti test");
        Map<Integer, List<Long>> arrivals = new ConcurrentHashMap<>();
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread acceptor = Thread.ofVirtual().start(() -> {
                while (!server.isClosed()) {
                    try {
                        Socket s = server.accept();
                        Thread.ofVirtual().start(() -> answer(s, arrivals.computeIfAbsent(s.getPort(), p -> new ArrayList<>())));
                    } catch (IOException closed) {
                        return;
                    }
                }
            });
            URI target = URI.create("http://127.0.0.1:" + server.getLocalPort() + "/");
            // One connection per wrk thread: each connection's waits are its thread's draws.
            HttpBenchmark.Run run = HttpBenchmark.wrk(wrk, dir, target, "t", "{}", 2, 2, 10, 4, "half");
            assertTrue(run.errors() == 0 && run.requests() > 200, run.toString());
            server.close();
            acceptor.join();
        }
        List<List<Double>> gaps = new ArrayList<>();
        for (List<Long> times : arrivals.values()) {
            List<Double> g = new ArrayList<>();
            for (int i = 1; i < times.size(); i++) {
                g.add((times.get(i) - times.get(i - 1)) / 1e6);
            }
            if (g.size() > 100) {
                gaps.add(g);
            }
        }
        assertTrue(gaps.size() == 2, "two connections that sent requests throughout: " + arrivals.keySet());
        for (List<Double> g : gaps) {
            double mean = g.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            double variance = g.stream().mapToDouble(x -> (x - mean) * (x - mean)).average().orElseThrow();
            // An exponential wait has a spread as large as its mean; a fixed one almost none.
            double spread = Math.sqrt(variance) / mean;
            assertTrue(mean > 8.5 && mean < 13, "a wait of 10 ms on average, plus the answer's time: " + mean);
            assertTrue(spread > 0.6, "waits spread as an exponential's (1), not fixed (0): " + spread + " " + g.subList(0, 20));
        }
        // Threads seeded alike would wait the same sequence of whole milliseconds.
        int same = 0;
        int n = Math.min(gaps.get(0).size(), gaps.get(1).size());
        for (int i = 0; i < n; i++) {
            same += Math.round(gaps.get(0).get(i)) == Math.round(gaps.get(1).get(i)) ? 1 : 0;
        }
        assertTrue(same < n / 2, same + " of " + n + " waits alike in the two threads");
    }

    /** Answers each HTTP/1.1 request on {@code s} with {@code {}}, noting when its head arrived, until wrk closes it. */
    private static void answer(Socket s, List<Long> arrivals) {
        try (s; var in = new java.io.DataInputStream(new java.io.BufferedInputStream(s.getInputStream()));
                var out = s.getOutputStream()) {
            while (true) {
                String line = readLine(in);
                if (line == null) {
                    return;
                }
                arrivals.add(System.nanoTime());
                int length = 0;
                while (!(line = readLine(in)).isEmpty()) {
                    if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                        length = Integer.parseInt(line.substring(15).trim());
                    }
                }
                in.skipNBytes(length);
                out.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}".getBytes());
                out.flush();
            }
        } catch (IOException | RuntimeException closed) {
            // wrk closed the connection at the end of its run.
        }
    }

    /** A header line without its CRLF; null at the end of the stream. */
    private static String readLine(java.io.InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c; (c = in.read()) != '\n';) {
            if (c < 0) {
                return null;
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }
}
