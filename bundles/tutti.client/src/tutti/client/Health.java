package tutti.client;

import java.util.Map;

/**
 * What {@code GET /health} says: a lone engine ({@code mode} single), a replica, or a front of
 * replicas ({@code replicated}, with how many are up; {@code degraded} when some are down).
 *
 * @param status up, degraded or down
 * @param instancesInFlight -1 when the engine does not say (a front)
 */
public record Health(String status, String mode, String version, long pid, double uptimeSeconds, long instancesInFlight,
        int replicas, int replicasUp, boolean overseerAvailable, String overseerDetail, Map<String, Object> json) {

    static Health of(Map<String, Object> m) {
        Map<String, Object> overseer = Answers.map(m.get("overseer"));
        boolean front = "replicated".equals(m.get("mode"));
        int replicas = front ? Answers.list(m.get("replicas")).size() : 1;
        return new Health(Answers.text(m.get("status"), "up"), Answers.text(m.get("mode"), "single"),
                Answers.text(m.get("version"), "unknown"), Answers.number(m.get("pid"), -1), Answers.decimal(m.get("uptimeSeconds")),
                Answers.number(m.get("instancesInFlight"), -1), replicas,
                front ? (int) Answers.number(m.get("replicasUp"), 0) : replicas,
                Boolean.TRUE.equals(overseer.get("available")), Answers.text(overseer.get("detail"), ""), m);
    }

    /** {@code journal} when what the engine accepts survives a crash, {@code none} when it is kept in memory only. */
    public String durability() {
        return Answers.text(json.get("durability"), "none");
    }

    public boolean up() {
        return status.equals("up");
    }
}
