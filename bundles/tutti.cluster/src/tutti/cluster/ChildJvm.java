package tutti.cluster;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import tutti.overseer.Overseer;

/**
 * What a child JVM of ours needs to start from the same code as this one: this JVM's {@code java},
 * a class path, and the overseer library. On a plain class path (the engine distribution) the
 * class path is simply ours; inside OSGi (tests, the Studio) each bundle has its own loader, so
 * the jar (or folder) each needed class came from makes the path.
 */
public final class ChildJvm {

    /** Without a logging provider Jetty's slf4j says so on every start; taken when present. */
    private static final String LOGGING_PROVIDER = "org.slf4j.simple.SimpleServiceProvider";

    private ChildJvm() {
    }

    public static Path java() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** Whether {@link #java()} has Shenandoah, asked once: a build without it refuses the option. */
    private static volatile Boolean shenandoah;

    /**
     * The collector options of an engine JVM: Shenandoah where the JDK has it. Its pauses stay
     * under a few milliseconds, so Timer tasks fire on time under load (G1's 15-40 ms young
     * pauses made them 20 ms late at p99), and the Benchmark workflow ran 45% faster with it
     * on 2 cores; empty (the JDK's default) where the JDK lacks it.
     */
    public static List<String> collectorOptions() {
        Boolean has = shenandoah;
        if (has == null) {
            try {
                Process p = new ProcessBuilder(java().toString(), "-XX:+UseShenandoahGC", "-version").redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                has = p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS) && p.exitValue() == 0;
                if (p.isAlive()) {
                    p.destroyForcibly();
                }
            } catch (IOException e) {
                has = false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return List.of();
            }
            shenandoah = has;
        }
        return has ? List.of(SHENANDOAH) : List.of();
    }

    /** The option that picks Shenandoah. */
    public static final String SHENANDOAH = "-XX:+UseShenandoahGC";

    /**
     * The class path on which {@code main} runs with the classes {@code needed} (one per library it
     * uses), each found through the first of {@code loaders} that sees it (inside OSGi a bundle sees
     * only what it wires to).
     */
    public static List<Path> classPath(Class<?> main, List<ClassLoader> loaders, List<String> needed) throws IOException {
        List<Path> ours = new ArrayList<>();
        for (String e : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!e.isEmpty()) {
                ours.add(Path.of(e).toAbsolutePath());
            }
        }
        Path mainFrom = location(main);
        if (mainFrom != null && ours.contains(mainFrom)) {
            return ours;
        }
        Set<Path> entries = new LinkedHashSet<>();
        for (String name : needed) {
            Path p = locate(loaders, name);
            if (p == null) {
                throw new IOException("cannot find where class " + name + " comes from, so a child JVM's class path "
                        + "cannot be made; run the engine from its distribution (bin/tutti engine)");
            }
            entries.add(p);
        }
        Path provider = locate(loaders, LOGGING_PROVIDER);
        if (provider != null) {
            entries.add(provider);
        }
        return new ArrayList<>(entries);
    }

    private static Path locate(List<ClassLoader> loaders, String name) {
        for (ClassLoader loader : loaders) {
            try {
                return location(Class.forName(name, false, loader));
            } catch (ClassNotFoundException | LinkageError e) {
                // the next loader may see it
            }
        }
        return null;
    }

    private static Path location(Class<?> c) {
        CodeSource source = c.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return null;
        }
        try {
            Path p = Path.of(source.getLocation().toURI()).toAbsolutePath();
            // A bundle unpacked in a folder keeps its classes where its build put them.
            if (Files.isDirectory(p) && !Files.exists(p.resolve(c.getName().replace('.', '/') + ".class"))) {
                for (String output : List.of("bin", "target/classes")) {
                    if (Files.exists(p.resolve(output).resolve(c.getName().replace('.', '/') + ".class"))) {
                        return p.resolve(output);
                    }
                }
            }
            return p;
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * The file this JVM loaded the overseer from, or null: inside OSGi the framework copies a
     * fragment's library into its own storage, so only the process's memory map knows where.
     */
    public static Path overseerLibrary() {
        String explicit = System.getProperty(Overseer.LIBRARY_PROPERTY);
        if (explicit != null && Files.isRegularFile(Path.of(explicit))) {
            return Path.of(explicit).toAbsolutePath();
        }
        if (!Overseer.availability().available()) {
            return null;
        }
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
                int at = line.indexOf('/');
                if (at >= 0 && line.endsWith("libtutti-overseer.so")) {
                    return Path.of(line.substring(at));
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }

    /** How an ended process ended, in words: {@code was killed by signal 9 (SIGKILL)}, {@code ended with exit code 1}. */
    public static String exit(Process p) {
        int code = p.exitValue();
        // Java reports a process killed by signal N as 128 + N.
        if (code > 128 && code < 160) {
            int signal = code - 128;
            String name = switch (signal) {
                case 9 -> " (SIGKILL)";
                case 15 -> " (SIGTERM)";
                case 6 -> " (SIGABRT)";
                case 11 -> " (SIGSEGV)";
                default -> "";
            };
            return "was killed by signal " + signal + name;
        }
        return "ended with exit code " + code;
    }

    /**
     * Returns when standard input ends: a child JVM's starter holds the other end, so the child
     * learns of its starter's end (even by {@code kill -9}) and can stop instead of living on.
     */
    public static void waitForEndOfInput(InputStream in) {
        readCommands(in, line -> {
            // This starter sends nothing; only the end matters.
        });
    }

    /** As {@link #waitForEndOfInput}, handing each line the starter writes meanwhile to {@code commands}. */
    static void readCommands(InputStream in, java.util.function.Consumer<String> commands) {
        try {
            java.io.BufferedReader lines = new java.io.BufferedReader(
                    new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                commands.accept(line.strip());
            }
        } catch (IOException e) {
            // A broken pipe is an end as well.
        }
    }
}
