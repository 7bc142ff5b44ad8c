package tutti.engine.journal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** How segments are named in a journal directory: numbered in the order they were written. */
final class Segments {

    private static final Pattern NAME = Pattern.compile("(\\d{12})\\.seg");
    /** Where damaged segments are kept for inspection. */
    static final String DAMAGED = "damaged";

    private Segments() {
    }

    /**
     * The journal holds every instance's inputs and outputs: its directory and segments are the
     * engine user's alone (where the file system has POSIX permissions).
     */
    static void createPrivate(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        Files.createDirectories(dir);
        try {
            Files.setPosixFilePermissions(dir, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        } catch (UnsupportedOperationException e) {
            // not POSIX: the platform's defaults
        }
    }

    /** A new segment, readable and writable by the engine's user only. */
    static java.nio.channels.FileChannel create(Path file) throws IOException {
        java.util.Set<java.nio.file.OpenOption> options = java.util.Set.of(java.nio.file.StandardOpenOption.CREATE_NEW,
                java.nio.file.StandardOpenOption.WRITE);
        try {
            return java.nio.channels.FileChannel.open(file, options, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                    java.nio.file.attribute.PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            return java.nio.channels.FileChannel.open(file, options);
        }
    }

    static Path path(Path dir, long number) {
        return dir.resolve(String.format("%012d.seg", number));
    }

    /** The segment's number, or -1 for a file that is no segment. */
    static long number(Path file) {
        Matcher m = NAME.matcher(file.getFileName().toString());
        return m.matches() ? Long.parseLong(m.group(1)) : -1;
    }

    /** The segments in the directory, oldest first. */
    static List<Path> list(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> number(f) >= 0 && Files.isRegularFile(f)).sorted().toList();
        }
    }

    /** Files in the directory that are neither segments nor the damaged folder: named at start, left alone. */
    static List<Path> foreign(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> number(f) < 0 && !f.getFileName().toString().equals(DAMAGED)).sorted().toList();
        }
    }
}
