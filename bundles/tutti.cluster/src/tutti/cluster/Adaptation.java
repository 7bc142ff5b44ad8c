package tutti.cluster;

import java.util.ArrayList;
import java.util.List;

/**
 * What a front adapts at run time: where its replicas run ({@code placement}), how many there are
 * ({@code replicas}), the sizes of their pools ({@code pools}), any of them together, or nothing
 * ({@code off}), as {@code --adaptive} and {@code PUT /plan {"adaptive": ...}} name it.
 */
public record Adaptation(boolean placement, boolean replicas, boolean pools) {

    public static final Adaptation OFF = new Adaptation(false, false, false);

    private static final String CHOICES = "placement, replicas, pools or several joined by commas (placement,replicas,pools), or off";

    /** e.g. {@code placement,pools} or {@code off}; anything else is refused with the reason. */
    public static Adaptation parse(String text) {
        if (text.strip().equals("off")) {
            return OFF;
        }
        boolean placement = false;
        boolean replicas = false;
        boolean pools = false;
        for (String part : text.split(",")) {
            switch (part.strip()) {
                case "placement" -> placement = true;
                case "replicas" -> replicas = true;
                case "pools" -> pools = true;
                default -> throw new IllegalArgumentException("adaptive takes " + CHOICES + ", not '" + text + "'");
            }
        }
        return new Adaptation(placement, replicas, pools);
    }

    public boolean any() {
        return placement || replicas || pools;
    }

    /** What {@code GET /plan} says of it: each part on or off. */
    public java.util.Map<String, Object> describe() {
        java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("placement", placement);
        m.put("replicas", replicas);
        m.put("pools", pools);
        return m;
    }

    /** As {@link #parse} reads it. */
    public String words() {
        List<String> parts = new ArrayList<>();
        if (placement) {
            parts.add("placement");
        }
        if (replicas) {
            parts.add("replicas");
        }
        if (pools) {
            parts.add("pools");
        }
        return parts.isEmpty() ? "off" : String.join(",", parts);
    }
}
