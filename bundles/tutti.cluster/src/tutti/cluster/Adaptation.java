package tutti.cluster;

/**
 * What a front adapts at run time: where its replicas run ({@code placement}), the sizes of their
 * pools ({@code pools}), both, or nothing ({@code off}), as {@code --adaptive} and
 * {@code PUT /plan {"adaptive": ...}} name it.
 */
public record Adaptation(boolean placement, boolean pools) {

    public static final Adaptation OFF = new Adaptation(false, false);

    /** {@code placement}, {@code pools}, {@code placement,pools} or {@code off}; anything else is refused with the reason. */
    public static Adaptation parse(String text) {
        if (text.strip().equals("off")) {
            return OFF;
        }
        boolean placement = false;
        boolean pools = false;
        for (String part : text.split(",")) {
            switch (part.strip()) {
                case "placement" -> placement = true;
                case "pools" -> pools = true;
                case "replicas" -> throw new IllegalArgumentException("adaptive takes placement, pools or both (placement,pools), "
                        + "or off: the replica count does not adapt yet");
                default -> throw new IllegalArgumentException("adaptive takes placement, pools or both (placement,pools), or off, "
                        + "not '" + text + "'");
            }
        }
        return new Adaptation(placement, pools);
    }

    public boolean any() {
        return placement || pools;
    }

    /** As {@link #parse} reads it. */
    public String words() {
        return placement && pools ? "placement,pools" : placement ? "placement" : pools ? "pools" : "off";
    }
}
