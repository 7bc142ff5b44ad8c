package tutti.model;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

import tutti.model.composition.Composition;

/**
 * The sample compositions shipped with Tutti: the papers' Benchmark workflow, the papers' workflow
 * patterns (snippets), and the peer benchmark's patterns (invocations; their names begin with
 * {@code Pattern}). The Studio's new-project wizard and the command line read them from here.
 */
public final class Samples {

    /** In the order users meet them. */
    public static final List<String> NAMES = List.of("Benchmark", "Sequential", "Parallel", "DAG", "Loop", "ForEach",
            "PatternSequential", "PatternParallel", "PatternLoop", "PatternLoopEmpty", "PatternForEach");

    /** The peer benchmark's workflow patterns, in its order: what {@code tutti bench --suite patterns} runs besides the Benchmark. */
    public static final List<String> PATTERNS = List.of("PatternSequential", "PatternParallel", "PatternLoop", "PatternLoopEmpty",
            "PatternForEach");

    private Samples() {
    }

    /**
     * The inputs benchmarks and experiments give a sample: the Benchmark an order, the patterns a
     * number (ForEach: 6 invocations, as in the papers; PatternLoop: 6 rounds, as in the peer
     * benchmark; PatternForEach: a list of 6); the loops of 100 need none.
     */
    public static java.util.Map<String, Object> inputs(String name) {
        return switch (name) {
            case "Benchmark" -> java.util.Map.of("order", "abcdef");
            case "ForEach" -> java.util.Map.of("count", 6);
            case "PatternLoop" -> java.util.Map.of("n", 6);
            case "PatternForEach" -> java.util.Map.of("items", List.of("a", "b", "c", "d", "e", "f"));
            case "Loop", "PatternLoopEmpty" -> java.util.Map.of();
            default -> java.util.Map.of("n", 1);
        };
    }

    public static Composition load(String name) throws ModelException {
        if (!NAMES.contains(name)) {
            throw new ModelException("there is no sample named " + name + " (samples: " + String.join(", ", NAMES) + ")");
        }
        String path = "/samples/" + name + ".tutti";
        Resource resource = CompositionFiles.newResourceSet().createResource(URI.createURI("tutti-sample:" + path));
        try (InputStream in = Samples.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new ModelException("sample " + name + " is missing from the tutti.model bundle");
            }
            resource.load(in, Map.of());
        } catch (IOException e) {
            throw new ModelException("sample " + name + " cannot be read: " + e.getMessage(), e);
        }
        return (Composition) resource.getContents().get(0);
    }

    /** The sample's .tutti file content, for copying it into a user's project. */
    public static byte[] bytes(String name) throws ModelException {
        return resource(name, ".tutti");
    }

    /** The same sample as a BPMN 2.0 file (what {@code tutti bpmn export} writes for it). */
    public static byte[] bpmnBytes(String name) throws ModelException {
        return resource(name, ".bpmn");
    }

    private static byte[] resource(String name, String extension) throws ModelException {
        try (InputStream in = Samples.class.getResourceAsStream("/samples/" + name + extension)) {
            if (in == null) {
                throw new ModelException("there is no sample named " + name + " (samples: " + String.join(", ", NAMES) + ")");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new ModelException("sample " + name + " cannot be read: " + e.getMessage(), e);
        }
    }
}
