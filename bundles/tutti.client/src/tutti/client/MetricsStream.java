package tutti.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

import tutti.runtime.JsonReader;

/**
 * A live {@code GET /metrics/stream}: server-sent events read on a daemon thread of its own, each
 * sample handed to the listener as parsed JSON. When the engine goes away the stream says so and
 * connects again with back-off (250 ms doubling to 10 s, reset once connected); a refused token
 * ends it, since waiting cannot fix that. Close it to stop.
 */
public final class MetricsStream implements AutoCloseable {

    static final Duration FIRST_RETRY = Duration.ofMillis(250);
    static final Duration LAST_RETRY = Duration.ofSeconds(10);

    /** What a stream reports; called on the stream's thread. */
    public interface Listener {
        /** One sample (a front's samples carry a {@code replica} field). */
        void sample(Map<String, Object> sample);

        /** The stream connected ({@code error} null) or lost the engine (with why), and whether it will try again. */
        default void state(boolean connected, EngineException error, boolean retrying) {
        }
    }

    private final EngineClient client;
    private final double hertz;
    private final boolean threads;
    private final Listener listener;
    private final Thread thread;
    private volatile boolean closed;
    private volatile InputStream body;

    private MetricsStream(EngineClient client, double hertz, boolean threads, Listener listener) {
        this.client = client;
        this.hertz = hertz;
        this.threads = threads;
        this.listener = listener;
        this.thread = new Thread(this::run, "tutti-metrics-stream " + client.url());
        thread.setDaemon(true);
    }

    static MetricsStream open(EngineClient client, double hertz, boolean threads, Listener listener) {
        MetricsStream s = new MetricsStream(client, hertz, threads, listener);
        s.thread.start();
        return s;
    }

    private void run() {
        long backoff = FIRST_RETRY.toMillis();
        String path = "/metrics/stream?hz=" + hertz + (threads ? "&threads=1" : "");
        while (!closed) {
            EngineException error;
            try {
                HttpResponse<InputStream> r = client.http().send(client.request(path, Duration.ofDays(365)).GET().build(),
                        HttpResponse.BodyHandlers.ofInputStream());
                if (r.statusCode() != 200) {
                    String text;
                    try (InputStream in = r.body()) {
                        text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                    }
                    error = client.failure("GET", path, EngineClient.Reply.lenient(r.statusCode(), text, null));
                } else {
                    body = r.body();
                    listener.state(true, null, false);
                    backoff = FIRST_RETRY.toMillis();
                    read(body);
                    error = closed ? null : new EngineUnreachableException(client.url(), "the engine at " + client.url()
                            + " ended the live stream", null);
                }
            } catch (IOException e) {
                error = closed ? null : client.unreachable("GET", path, e, Duration.ofDays(365));
            } catch (InterruptedException e) {
                return;
            }
            if (closed) {
                return;
            }
            boolean retry = !(error instanceof TokenRefusedException || error instanceof UntrustedCertificateException);
            listener.state(false, error, retry);
            if (!retry) {
                return;
            }
            try {
                Thread.sleep(backoff);
            } catch (InterruptedException e) {
                return;
            }
            backoff = Math.min(backoff * 2, LAST_RETRY.toMillis());
        }
    }

    /** Reads events until the body ends: lines of {@code field: value}, an empty line ends an event. */
    private void read(InputStream in) throws IOException {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            StringBuilder data = new StringBuilder();
            String line;
            while (!closed && (line = lines.readLine()) != null) {
                if (line.isEmpty()) {
                    if (!data.isEmpty()) {
                        deliver(data.toString());
                        data.setLength(0);
                    }
                } else if (line.startsWith("data:")) {
                    if (!data.isEmpty()) {
                        data.append('\n');
                    }
                    data.append(line.substring(line.startsWith("data: ") ? 6 : 5));
                }
                // "id:", "event:" and comments (": ...", the front's keep-alive) carry nothing we need.
            }
        }
    }

    private void deliver(String data) {
        Map<String, Object> sample;
        try {
            sample = JsonReader.parseObject(data);
        } catch (IllegalArgumentException e) {
            return; // a sample cut by a dropped connection; the next one is whole
        }
        listener.sample(sample);
    }

    public boolean isOpen() {
        return !closed;
    }

    @Override
    public void close() {
        closed = true;
        InputStream in = body;
        if (in != null) {
            try {
                in.close();
            } catch (IOException e) {
                // closing is all we wanted
            }
        }
        thread.interrupt();
    }
}
