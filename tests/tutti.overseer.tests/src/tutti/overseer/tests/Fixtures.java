package tutti.overseer.tests;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Copies a test resource out of the bundle so native code can read it as a file. */
final class Fixtures {

    private Fixtures() {
    }

    static Path file(String name, Path dir) throws IOException {
        try (InputStream in = Fixtures.class.getResourceAsStream("/resources/" + name)) {
            if (in == null) {
                throw new IOException("test resource /resources/" + name + " is missing from the bundle");
            }
            Path target = dir.resolve(name);
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            return target;
        }
    }
}
