package tutti.cli.tests;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import tutti.cli.Main;

/** A tutti command run in this JVM, as a user types it: its exit code and what it printed (both streams). */
record Cli(int code, String out) {

    static Cli tutti(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code = new Main(print, print).run(args);
        return new Cli(code, bytes.toString(StandardCharsets.UTF_8));
    }
}
