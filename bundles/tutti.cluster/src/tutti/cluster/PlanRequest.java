package tutti.cluster;

import static tutti.engine.HttpReplies.error;

import java.util.Map;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.runtime.JsonReader;

/**
 * A {@code PUT /plan} body read and planned for this machine: the options as asked, and the plan
 * they come to; and whether adaptive placement is to run ({@code "adaptive": "placement"} or
 * {@code "placement,replicas,pools"} or {@code "off"}; null: as it is).
 *
 * @param plan null where the body only switches adaptation: the replicas stay as they are
 */
record PlanRequest(Map<String, Object> options, Plan plan, Adaptation adaptive) {

    /** What {@code "adaptive"} takes: as {@code --adaptive} does, and off. */
    static Adaptation adaptive(Object value) throws PlanException {
        if (!(value instanceof String text)) {
            throw new PlanException("adaptive is a string: placement, replicas, pools, several joined by commas, or off, not " + value);
        }
        try {
            return Adaptation.parse(text);
        } catch (IllegalArgumentException e) {
            throw new PlanException(e.getMessage());
        }
    }

    /**
     * @throws PlanException for a body that is not a plan's options, or options the planner refuses
     * @throws IllegalStateException when this machine's topology cannot be read
     */
    /** The request, or null after answering 400 (options refused) or 503 (no topology). */
    static PlanRequest readOrRefuse(byte[] body, Response response, Callback callback) {
        try {
            return read(body);
        } catch (PlanException e) {
            error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
        } catch (IllegalStateException e) {
            error(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, e.getMessage());
        }
        return null;
    }

    static PlanRequest read(byte[] body) throws PlanException {
        Map<String, Object> asked;
        try {
            asked = JsonReader.parseObject(body);
        } catch (RuntimeException e) {
            throw new PlanException("a plan is a JSON object of the options of 'tutti plan', e.g. "
                    + "{\"replicas\": \"count:2\", \"binding\": \"shared\"}: " + e.getMessage());
        }
        for (Map.Entry<String, Object> option : asked.entrySet()) {
            if (option.getValue() == null) {
                throw new PlanException("'" + option.getKey() + "' is null: leave it out for its default, or give a value");
            }
        }
        Adaptation adaptive = null;
        if (asked.containsKey("adaptive")) {
            asked = new java.util.LinkedHashMap<>(asked);
            adaptive = adaptive(asked.remove("adaptive"));
            if (asked.isEmpty()) {
                return new PlanRequest(Map.of(), null, adaptive);
            }
        }
        Planner.Request request = PlanOptions.request(asked, 0);
        Availability a = Overseer.availability();
        if (!a.available()) {
            throw new IllegalStateException("cannot plan without this machine's topology: " + a.detail());
        }
        return new PlanRequest(PlanOptions.of(request), Planner.plan(Overseer.topology(), request), adaptive);
    }
}
