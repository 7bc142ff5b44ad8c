package tutti.monitor;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;

import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * A monitoring session on disk: a first line naming the format, then one JSON line per sample as
 * the engine streamed it, with the engine's name. Written as samples come (a session cut short
 * keeps what it had); read back into a {@link Monitor}, it gives the same series as live.
 */
public final class Recording implements AutoCloseable {

    static final String FORMAT = "tutti monitor recording";
    static final int VERSION = 1;

    private final Path file;
    private final BufferedWriter out;
    private long samples;

    private Recording(Path file, BufferedWriter out) {
        this.file = file;
        this.out = out;
    }

    /** Starts a recording (an existing file is replaced). */
    public static Recording create(Path file, long startMillis) throws IOException {
        BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
        Map<String, Object> head = new LinkedHashMap<>();
        head.put("format", FORMAT);
        head.put("version", VERSION);
        head.put("startMillis", startMillis);
        out.write(Json.object(head));
        out.newLine();
        out.flush();
        return new Recording(file, out);
    }

    public Path file() {
        return file;
    }

    public synchronized long samples() {
        return samples;
    }

    public synchronized void write(String engine, Map<String, Object> sample) throws IOException {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("engine", engine);
        line.put("sample", sample);
        out.write(Json.object(line));
        out.newLine();
        samples++;
        // A line at a time: a Studio that stops keeps everything recorded so far.
        out.flush();
    }

    @Override
    public synchronized void close() throws IOException {
        out.close();
    }

    /** A recording read back: its series, and when it started (to align two recordings). */
    public record Replay(Monitor monitor, long startMillis, long samples) {
    }

    /**
     * @throws IOException naming the file and the line that is not a recording's, and why
     */
    public static Replay read(Path file, int capacity) throws IOException {
        Monitor monitor = new Monitor(capacity);
        long count = 0;
        long start;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String first = in.readLine();
            Map<String, Object> head = line(file, 1, first);
            if (!FORMAT.equals(head.get("format"))) {
                throw new IOException(file + " is not a Tutti monitor recording (its first line does not say \"" + FORMAT + "\")");
            }
            if (!(head.get("version") instanceof Number v) || v.intValue() > VERSION) {
                throw new IOException(file + " is a recording of version " + head.get("version") + "; this Studio reads version "
                        + VERSION + ": update the Studio");
            }
            start = head.get("startMillis") instanceof Number s ? s.longValue() : 0;
            String text;
            int n = 1;
            while ((text = in.readLine()) != null) {
                n++;
                if (text.isBlank()) {
                    continue;
                }
                Map<String, Object> line = line(file, n, text);
                if (!(line.get("engine") instanceof String engine) || !(line.get("sample") instanceof Map<?, ?>)) {
                    throw new IOException(file + " line " + n + ": a sample line has \"engine\" (text) and \"sample\" (object)");
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> sample = (Map<String, Object>) line.get("sample");
                monitor.accept(engine, sample);
                count++;
            }
        }
        return new Replay(monitor, start, count);
    }

    private static Map<String, Object> line(Path file, int n, String text) throws IOException {
        if (text == null) {
            throw new IOException(file + " is empty: not a Tutti monitor recording");
        }
        try {
            return JsonReader.parseObject(text);
        } catch (RuntimeException e) {
            throw new IOException(file + " line " + n + " is not JSON (" + e.getMessage() + "): the recording is damaged there");
        }
    }
}
