package tutti.overseer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Where every thread of a process may run, as the kernel says it in
 * {@code /proc/<pid>/task/<tid>/status} (Cpus_allowed_list): the read-back of a binding that
 * trusts nothing but the kernel.
 */
public final class ThreadBindings {

    private ThreadBindings() {
    }

    /** Each thread's allowed CPUs, by TID; a thread that ends while it is read is left out. */
    public static Map<Integer, IndexSet> of(long pid) {
        Path tasks = Path.of("/proc", Long.toString(pid), "task");
        Map<Integer, IndexSet> cpus = new TreeMap<>();
        try (Stream<Path> list = Files.list(tasks)) {
            for (Path task : list.toList()) {
                try {
                    for (String line : Files.readAllLines(task.resolve("status"))) {
                        if (line.startsWith("Cpus_allowed_list:")) {
                            cpus.put(Integer.parseInt(task.getFileName().toString()),
                                    IndexSet.parse(line.substring(line.indexOf(':') + 1).strip()));
                        }
                    }
                } catch (NoSuchFileException ended) {
                    // The thread ended between the listing and the read.
                }
            }
        } catch (NoSuchFileException e) {
            throw new OverseerException("process " + pid + " does not exist (no " + tasks + ")");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + tasks + ": " + e.getMessage(), e);
        }
        return cpus;
    }

    /** The thread names the kernel knows ({@code /proc/<pid>/task/<tid>/comm}), by TID; for messages. */
    public static Map<Integer, String> names(long pid) {
        Path tasks = Path.of("/proc", Long.toString(pid), "task");
        Map<Integer, String> names = new TreeMap<>();
        try (Stream<Path> list = Files.list(tasks)) {
            for (Path task : list.toList()) {
                try {
                    names.put(Integer.parseInt(task.getFileName().toString()), Files.readString(task.resolve("comm")).strip());
                } catch (NoSuchFileException ended) {
                    // The thread ended between the listing and the read.
                }
            }
        } catch (NoSuchFileException e) {
            throw new OverseerException("process " + pid + " does not exist (no " + tasks + ")");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + tasks + ": " + e.getMessage(), e);
        }
        return names;
    }
}
