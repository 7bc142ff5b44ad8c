package tutti.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What changed on an engine while it ran — deployments, counted events, plans, replicas restarted —
 * so that live charts can mark it on their time axis. Each change has a sequence number; a stream
 * sends every change it has not sent yet with its next sample. Only the newest
 * {@value #KEPT} are kept: a marker is worth little once its time has scrolled out of every window.
 */
public final class ChangeLog {

    static final int KEPT = 256;

    /** Kinds of change, as the stream names them. */
    public static final String DEPLOY = "deploy";
    public static final String UNDEPLOY = "undeploy";
    public static final String CONFIG = "config";
    public static final String PLAN = "plan";
    public static final String REPLICA = "replica";
    /** The adaptive placement loop moved a replica, or saw its workload change. */
    public static final String PLACEMENT = "placement";
    /** A task moved between the Kernel and the Invokers (its runs proved quick, or too long for the Kernel). */
    public static final String TASK = "task";
    /** A Kernel was held by one run past the stall limit. */
    public static final String STALL = "stall";

    private final ArrayDeque<Map<String, Object>> kept = new ArrayDeque<>();
    private long next = 1;

    /** Notes a change now. */
    public void add(String kind, String text) {
        add(kind, text, null);
    }

    /** Notes a change now, with more than its text says (a stalled Kernel's stack), or null. */
    public synchronized void add(String kind, String text, String detail) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("sequence", next++);
        m.put("timeMillis", System.currentTimeMillis());
        m.put("kind", kind);
        m.put("text", text);
        if (detail != null) {
            m.put("detail", detail);
        }
        if (kept.size() == KEPT) {
            kept.pollFirst();
        }
        kept.addLast(m);
    }

    /** A change of the counted events, in words. */
    public static String counting(List<String> events) {
        return events.isEmpty() ? "counting no events" : "counting " + String.join(", ", events);
    }

    /** The sequence number of the newest change, 0 when there is none. */
    public synchronized long last() {
        return next - 1;
    }

    /** The changes after {@code sequence}, oldest first (those still kept). */
    public synchronized List<Map<String, Object>> after(long sequence) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> m : kept) {
            if ((Long) m.get("sequence") > sequence) {
                out.add(m);
            }
        }
        return out;
    }
}
