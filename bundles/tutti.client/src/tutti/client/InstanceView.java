package tutti.client;

import java.util.List;
import java.util.Map;

/**
 * An instance as the engine reports it: running (with the messages its Receives wait for), or
 * ended as completed, failed (with the reason) or cancelled, with its outputs and latency.
 *
 * @param latencyMicros -1 while it runs
 */
public record InstanceView(long id, String composition, String version, String state, String reason,
        Map<String, Object> outputs, long latencyMicros, List<String> waitingFor) {

    static InstanceView of(Map<String, Object> m) {
        return new InstanceView(Answers.number(m.get("id"), -1), Answers.text(m.get("composition"), null),
                Answers.text(m.get("version"), null), Answers.text(m.get("state"), "unknown"), Answers.text(m.get("reason"), null),
                Answers.map(m.get("outputs")), Answers.number(m.get("latencyMicros"), -1), Answers.strings(m.get("waitingFor")));
    }

    public boolean running() {
        return state.equals("running") || state.equals("accepted");
    }
}
