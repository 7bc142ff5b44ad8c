package tutti.client;

import java.util.Map;

/**
 * One engine process serving an address, as {@code GET /replicas} lists it (a lone engine lists
 * itself). Fields beyond these (planned share, binding read back, pools, heap) are in {@code json}.
 */
public record ReplicaInfo(int id, String url, long pid, String state, int restarts, Map<String, Object> json) {

    static ReplicaInfo of(Map<String, Object> m) {
        return new ReplicaInfo((int) Answers.number(m.get("id"), 0), Answers.text(m.get("url"), null),
                Answers.number(m.get("pid"), -1), Answers.text(m.get("state"), "unknown"), (int) Answers.number(m.get("restarts"), 0), m);
    }
}
