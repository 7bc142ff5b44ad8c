package tutti.runtime.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The arrows between bundles, read from every bundle's MANIFEST.MF: the Studio's bundles present
 * and edit, so they never reach for the engine, the benchmarks or the command line (they talk to
 * engines through tutti.client and start one through tutti.cluster); headless bundles never need
 * a display.
 */
class BundleArrowsTest {

    private static final Path BUNDLES = Path.of("..", "..", "bundles");

    /** What a UI bundle may not require: each would put a server, a charting library or a command line in the Studio. */
    private static final List<String> NOT_FOR_UI = List.of("tutti.engine", "tutti.bench", "tutti.cli");

    private static final List<String> UI_PREFIXES = List.of("tutti.ui", "org.eclipse.swt", "org.eclipse.jface",
            "org.eclipse.ui", "org.eclipse.e4.ui", "org.eclipse.draw2d", "org.eclipse.gef", "org.eclipse.swtchart");

    @Test
    void uiBundlesRequireNeitherTheEngineNorTheBenchmarksNorTheCommandLine() throws IOException {
        Map<String, List<String>> required = requirements();
        assertTrue(required.keySet().stream().filter(b -> b.startsWith("tutti.ui")).count() >= 5, required.keySet().toString());
        List<String> wrong = new ArrayList<>();
        required.forEach((bundle, needs) -> {
            if (bundle.startsWith("tutti.ui")) {
                needs.stream().filter(NOT_FOR_UI::contains).forEach(n -> wrong.add(bundle + " requires " + n));
            }
        });
        assertEquals(List.of(), wrong);
    }

    @Test
    void headlessBundlesNeedNothingOfADisplay() throws IOException {
        Map<String, List<String>> required = requirements();
        assertTrue(required.containsKey("tutti.engine") && required.containsKey("tutti.monitor"), required.keySet().toString());
        List<String> wrong = new ArrayList<>();
        required.forEach((bundle, needs) -> {
            if (!bundle.startsWith("tutti.ui")) {
                needs.stream().filter(BundleArrowsTest::ui).forEach(n -> wrong.add(bundle + " needs " + n));
            }
        });
        assertEquals(List.of(), wrong);
    }

    private static boolean ui(String name) {
        return UI_PREFIXES.stream().anyMatch(p -> name.equals(p) || name.startsWith(p + "."));
    }

    /** Per bundle, the bundles it requires and the packages it imports. */
    private static Map<String, List<String>> requirements() throws IOException {
        Map<String, List<String>> all = new TreeMap<>();
        try (Stream<Path> dirs = Files.list(BUNDLES)) {
            for (Path dir : dirs.sorted().toList()) {
                Path mf = dir.resolve("META-INF/MANIFEST.MF");
                if (!Files.exists(mf)) {
                    continue;
                }
                try (InputStream in = Files.newInputStream(mf)) {
                    var attributes = new Manifest(in).getMainAttributes();
                    String name = attributes.getValue("Bundle-SymbolicName").split(";")[0].strip();
                    List<String> needs = new ArrayList<>(names(attributes.getValue("Require-Bundle")));
                    needs.addAll(names(attributes.getValue("Import-Package")));
                    all.put(name, needs);
                }
            }
        }
        return all;
    }

    /** The names of a manifest header's clauses, without their attributes (commas inside quotes are not separators). */
    static List<String> names(String header) {
        if (header == null) {
            return List.of();
        }
        return Arrays.stream(header.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)"))
                .map(clause -> clause.split(";")[0].strip()).filter(s -> !s.isEmpty()).toList();
    }
}
