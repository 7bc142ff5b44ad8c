package tutti.engine.core;

import java.util.Map;
import java.util.function.Consumer;

/**
 * What {@link EngineCore#begin(StartRequest)} starts: up to {@code most} instances of a
 * composition (its newest version, or the one named) with these inputs, and how their ends are
 * heard.
 *
 * @param acknowledged whether anyone waits to hear that an instance is on disk (with a journal):
 *                     a caller that only waits for the result (a sub-composition, a batch) spares
 *                     the engine that
 * @param outputs      whether an instance's result carries its outputs
 * @param whenEnded    hears each instance's end on the Kernel thread that ends it (quick, must not
 *                     throw); null: the one instance's result is {@link EngineCore.Started#result()}
 */
public record StartRequest(String composition, String version, Map<String, Object> inputs, int most, boolean acknowledged,
        boolean outputs, Consumer<InstanceResult> whenEnded) {

    public StartRequest {
        if (composition == null || most < 1) {
            throw new IllegalArgumentException("a start names its composition and starts at least one instance");
        }
        if (most > 1 && (whenEnded == null || acknowledged)) {
            // One future holds one result, and an acknowledgement is one instance's too.
            throw new IllegalArgumentException("several instances are started for their outcomes only");
        }
        inputs = inputs == null ? Map.of() : inputs;
    }

    /** One instance whose result, with its outputs, the caller waits for, told once it is on disk. */
    public static StartRequest one(String composition, String version, Map<String, Object> inputs) {
        return new StartRequest(composition, version, inputs, 1, true, true, null);
    }

    /**
     * Up to {@code most} instances of the same inputs, as many as the engine has places for (at
     * least one), for a caller that only needs how each ended: {@code whenEnded} hears it, with
     * empty outputs. One listener serves a whole batch: a future per instance, and the callback on
     * it, were three objects and a completion per instance more.
     */
    public static StartRequest outcomes(String composition, String version, Map<String, Object> inputs, int most,
            Consumer<InstanceResult> whenEnded) {
        return new StartRequest(composition, version, inputs, most, false, false, whenEnded);
    }

    /** The same start for a caller that waits for the result only, not to hear that it is on disk. */
    public StartRequest resultOnly() {
        return new StartRequest(composition, version, inputs, most, false, outputs, whenEnded);
    }
}
