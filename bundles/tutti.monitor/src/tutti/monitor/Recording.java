package tutti.monitor;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * A monitoring session on disk: a first line naming the format, then one JSON line per sample as
 * the engine streamed it, with the engine's name. Written as samples come (a session cut short
 * keeps what it had); read back into a {@link Monitor}, it gives the same series as live.
 */
public final class Recording implements AutoCloseable {

    /** The file name ending the Studio gives recordings. */
    public static final String SUFFIX = ".tutti-recording";

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
        return read(file, new Monitor(capacity));
    }

    /**
     * Reads the recording into this monitor (empty; made as the live one is, so that rates come
     * out as they did live).
     */
    public static Replay read(Path file, Monitor monitor) throws IOException {
        long[] read = readInto(file, monitor, null);
        return new Replay(monitor, read[0], read[1]);
    }

    /**
     * Several recordings in one monitor, to chart them side by side: each one's engines are named
     * after it ("A: its file", "B: …", with the engine's name when it recorded several) and its
     * times count from its own start (the replay starts at 0), so sessions recorded at different
     * times line up.
     */
    public static Replay alongside(List<Path> files, Monitor monitor) throws IOException {
        long count = 0;
        for (int i = 0; i < files.size(); i++) {
            String name = files.get(i).getFileName().toString();
            String label = (char) ('A' + i) + ": " + (name.endsWith(SUFFIX) ? name.substring(0, name.length() - SUFFIX.length()) : name);
            count += readInto(files.get(i), monitor, label)[1];
        }
        return new Replay(monitor, 0, count);
    }

    /** @return the recording's start and its number of samples */
    private static long[] readInto(Path file, Monitor monitor, String label) throws IOException {
        long count = 0;
        long start;
        Map<String, String> names = new java.util.HashMap<>();
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
            List<Map.Entry<String, Map<String, Object>>> held = label == null ? null : new java.util.ArrayList<>();
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
                if (label == null) {
                    monitor.accept(engine, sample);
                } else {
                    names.putIfAbsent(engine, names.isEmpty() ? label : label + " (" + engine + ")");
                    // Samples taken just before the recording began, received after: the start is
                    // the earliest of the first ones, so the first are held until it is known.
                    if (held != null) {
                        held.add(Map.entry(names.get(engine), sample));
                        if (held.size() == HEAD_SAMPLES) {
                            start = replayHead(held, start, monitor);
                            held = null;
                        }
                    } else {
                        monitor.accept(names.get(engine), fromStart(sample, start));
                    }
                }
                count++;
            }
            if (held != null) {
                start = replayHead(held, start, monitor);
            }
        }
        return new long[] { start, count };
    }

    /** Samples looked at for the earliest time: a front's replicas send theirs in any order within a period. */
    static final int HEAD_SAMPLES = 200;

    /** Feeds the first samples held back, counted from the earliest of them or the recording's start; the start used. */
    private static long replayHead(List<Map.Entry<String, Map<String, Object>>> held, long start, Monitor monitor) {
        long earliest = start;
        for (Map.Entry<String, Map<String, Object>> e : held) {
            if (e.getValue().get("timeMillis") instanceof Number t) {
                earliest = Math.min(earliest, t.longValue());
            }
        }
        for (Map.Entry<String, Map<String, Object>> e : held) {
            monitor.accept(e.getKey(), fromStart(e.getValue(), earliest));
        }
        return earliest;
    }

    /** The sample with its times (its own, its changes') counted from the recording's start. */
    private static Map<String, Object> fromStart(Map<String, Object> sample, long start) {
        Map<String, Object> out = new java.util.LinkedHashMap<>(sample);
        if (sample.get("timeMillis") instanceof Number t) {
            out.put("timeMillis", t.longValue() - start);
        }
        if (sample.get("changes") instanceof List<?> changes) {
            List<Object> shifted = new java.util.ArrayList<>();
            for (Object c : changes) {
                if (c instanceof Map<?, ?> m && m.get("timeMillis") instanceof Number t) {
                    Map<Object, Object> copy = new java.util.LinkedHashMap<>(m);
                    copy.put("timeMillis", t.longValue() - start);
                    shifted.add(copy);
                } else {
                    shifted.add(c);
                }
            }
            out.put("changes", shifted);
        }
        return out;
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
