package tutti.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import tutti.runtime.CompositionArchive;

/**
 * Keeps deployed archives in the data directory of an engine or a front, so that a restarted one
 * has them again; {@link DeploymentRegistry} decides what goes in and out.
 */
final class DeploymentStore {

    private final Path dir;

    DeploymentStore(Path dataDir) throws IOException {
        this.dir = dataDir.resolve("deployments");
        Files.createDirectories(dir);
    }

    void save(CompositionArchive archive, byte[] bytes) throws IOException {
        Path target = file(archive.name(), archive.version());
        Path temp = Files.createTempFile(dir, ".deploying", ".jar");
        try (java.nio.channels.FileChannel c = java.nio.channels.FileChannel.open(temp, java.nio.file.StandardOpenOption.WRITE)) {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(bytes);
            while (b.hasRemaining()) {
                c.write(b);
            }
            c.force(true); // on disk before the deployment is acknowledged
        } catch (IOException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        // Atomic: a crash leaves either the old archive or the new one, never half of one.
        Files.move(temp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        syncDirectory();
    }

    /** What a client hears (with 507) when the data directory cannot keep or drop an archive. */
    String unwritable(String what, IOException e) {
        return "the data directory cannot " + what + ": " + (e.getMessage() == null ? e.getClass().getSimpleName()
                : e.getMessage()) + " (free space in " + dir.getParent() + ", or make it writable); nothing was changed";
    }

    boolean delete(String name, String version) throws IOException {
        boolean deleted = Files.deleteIfExists(file(name, version));
        syncDirectory();
        return deleted;
    }

    /** The directory's own entries (a new name, a removed one) on disk too. */
    private void syncDirectory() throws IOException {
        try (java.nio.channels.FileChannel d = java.nio.channels.FileChannel.open(dir, java.nio.file.StandardOpenOption.READ)) {
            d.force(true);
        }
    }

    /** Every stored archive; one that no longer reads is reported, not fatal. */
    List<CompositionArchive> load(List<String> problems) throws IOException {
        List<CompositionArchive> archives = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.sorted().toList()) {
                if (!f.getFileName().toString().endsWith(".jar")) {
                    problems.add(f + ": not a deployment archive (.jar); left alone");
                    continue;
                }
                if (f.getFileName().toString().startsWith(".deploying")) {
                    Files.deleteIfExists(f); // a deployment a crash cut short: it was never acknowledged
                    continue;
                }
                try {
                    archives.add(CompositionArchive.read(Files.readAllBytes(f)));
                } catch (IOException e) {
                    problems.add(f + ": " + e.getMessage());
                }
            }
        }
        return archives;
    }

    private Path file(String name, String version) {
        return dir.resolve(name + "-" + version.replaceAll("[^A-Za-z0-9._-]", "_") + ".jar");
    }
}
