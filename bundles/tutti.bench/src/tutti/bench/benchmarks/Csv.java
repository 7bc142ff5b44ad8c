package tutti.bench.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** The benchmarks' CSV files: a row appended per run, the header written once. */
final class Csv {

    private Csv() {
    }

    /** Appends {@code rows}, writing {@code header} first into a file that does not exist yet. */
    static void append(Path csv, String header, String rows) throws IOException {
        if (!Files.exists(csv)) {
            Files.writeString(csv, header);
        }
        Files.writeString(csv, rows, StandardOpenOption.APPEND);
    }
}
