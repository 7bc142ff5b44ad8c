package tutti.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import tutti.runtime.CompositionArchive;

/**
 * Keeps deployed archives in the engine's data directory so that a restarted engine has them again
 * (a replicas' front keeps them the same way and hands them to every replica it starts).
 */
public final class DeploymentStore {

    private final Path dir;

    public DeploymentStore(Path dataDir) throws IOException {
        this.dir = dataDir.resolve("deployments");
        Files.createDirectories(dir);
    }

    public void save(CompositionArchive archive, byte[] bytes) throws IOException {
        Path target = file(archive.name(), archive.version());
        Path temp = Files.createTempFile(dir, ".deploying", ".jar");
        Files.write(temp, bytes);
        // Atomic: a crash leaves either the old archive or the new one, never half of one.
        Files.move(temp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    public boolean delete(String name, String version) throws IOException {
        return Files.deleteIfExists(file(name, version));
    }

    /** Every stored archive; one that no longer reads is reported, not fatal. */
    public List<CompositionArchive> load(List<String> problems) throws IOException {
        List<CompositionArchive> archives = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList()) {
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
