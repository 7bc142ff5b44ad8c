package tutti.compiler;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import tutti.runtime.Instance;

/**
 * The tutti.runtime classes generated code compiles against, as a directory ecj can read. Inside
 * OSGi the runtime bundle has no jar path to give, so its API classes are copied out once per
 * process and reused by every compilation.
 */
final class RuntimeClasspath {

    private static Path directory;

    private RuntimeClasspath() {
    }

    static synchronized Path directory() throws IOException {
        if (directory != null && Files.isDirectory(directory)) {
            return directory;
        }
        Path dir = Files.createTempDirectory("tutti-runtime-classpath");
        for (String type : CompositionCompiler.RUNTIME_TYPES) {
            Path target = dir.resolve(type.replace('.', '/') + ".class");
            Files.createDirectories(target.getParent());
            try (InputStream in = Instance.class.getClassLoader().getResourceAsStream(type.replace('.', '/') + ".class")) {
                if (in == null) {
                    throw new IllegalStateException("the runtime class " + type + " is missing");
                }
                Files.copy(in, target);
            }
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir), "tutti-classpath-cleanup"));
        directory = dir;
        return dir;
    }

    private static void delete(Path dir) {
        try (var paths = Files.walk(dir)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a leftover temporary directory is harmless
        }
    }
}
