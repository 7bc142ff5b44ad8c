package tutti.cluster;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The replicas' Prometheus texts as one: every sample gets a {@code replica} label, each metric's
 * HELP and TYPE lines appear once, and comments (why a counter is absent) name their replica.
 */
final class MetricsMerge {

    private MetricsMerge() {
    }

    /** @param texts each replica's {@code /metrics} text, or null where it could not be read */
    static String merge(List<Replica> replicas, List<String> texts) {
        StringBuilder b = new StringBuilder();
        b.append("# HELP tutti_replica_up Whether the front routes to the replica (1) or not (0).\n");
        b.append("# TYPE tutti_replica_up gauge\n");
        for (Replica r : replicas) {
            b.append("tutti_replica_up{replica=\"").append(r.index()).append("\"} ")
                    .append(r.state() == Replica.State.UP ? 1 : 0).append('\n');
        }
        b.append("# HELP tutti_replica_restarts_total Times the supervisor restarted the replica.\n");
        b.append("# TYPE tutti_replica_restarts_total counter\n");
        for (Replica r : replicas) {
            b.append("tutti_replica_restarts_total{replica=\"").append(r.index()).append("\"} ").append(r.restarts()).append('\n');
        }
        Set<String> described = new HashSet<>();
        for (int i = 0; i < replicas.size(); i++) {
            String text = texts.get(i);
            String label = "replica=\"" + replicas.get(i).index() + "\"";
            if (text == null) {
                b.append("# replica ").append(replicas.get(i).index()).append(" did not answer; its metrics are missing\n");
                continue;
            }
            for (String line : text.split("\n")) {
                if (line.isBlank()) {
                    continue;
                }
                if (line.startsWith("# HELP ") || line.startsWith("# TYPE ")) {
                    if (described.add(line)) {
                        b.append(line).append('\n');
                    }
                } else if (line.startsWith("#")) {
                    b.append("# replica ").append(replicas.get(i).index()).append(':').append(line.substring(1)).append('\n');
                } else {
                    b.append(labelled(line, label)).append('\n');
                }
            }
        }
        return b.toString();
    }

    /** {@code name{a="b"} 1} and {@code name 1} with one more label. */
    static String labelled(String sample, String label) {
        int brace = sample.indexOf('{');
        int space = sample.indexOf(' ');
        if (brace >= 0 && (space < 0 || brace < space)) {
            boolean empty = sample.charAt(brace + 1) == '}';
            return sample.substring(0, brace + 1) + label + (empty ? "" : ",") + sample.substring(brace + 1);
        }
        return space < 0 ? sample : sample.substring(0, space) + "{" + label + "}" + sample.substring(space);
    }
}
