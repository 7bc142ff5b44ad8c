package tutti.ui.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** Figures the UI tests measure, written as CSV under the build's target folder (not asserted: benchmarks report). */
final class Benchmarks {

    private Benchmarks() {
    }

    static Path folder() throws IOException {
        Path dir = Screenshots.folder().resolveSibling("benchmarks");
        Files.createDirectories(dir);
        return dir;
    }

    static void write(String name, String text) throws IOException {
        Files.writeString(folder().resolve(name), text);
    }

    static void append(String name, String text) throws IOException {
        Files.writeString(folder().resolve(name), text, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
