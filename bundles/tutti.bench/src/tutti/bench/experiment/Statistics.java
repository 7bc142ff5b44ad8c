package tutti.bench.experiment;

import java.util.List;

/** Figures over runs that the reports give. */
final class Statistics {

    private Statistics() {
    }

    /** The middle value (the upper of the two middle ones in an even count). */
    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    /** Pearson's correlation of the pairs' first and second values; NaN when either is constant. */
    static double correlation(List<double[]> pairs) {
        double mx = pairs.stream().mapToDouble(p -> p[0]).average().orElse(0);
        double my = pairs.stream().mapToDouble(p -> p[1]).average().orElse(0);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (double[] p : pairs) {
            sxy += (p[0] - mx) * (p[1] - my);
            sxx += (p[0] - mx) * (p[0] - mx);
            syy += (p[1] - my) * (p[1] - my);
        }
        return sxx == 0 || syy == 0 ? Double.NaN : sxy / Math.sqrt(sxx * syy);
    }

    /**
     * What a report says of a counter over the runs: its correlation with time, or why there is
     * none (the machine cannot count it, too few runs, constant).
     */
    static String counterAgainstTime(String event, List<double[]> timeAndCount, String whyNotCounted) {
        if (timeAndCount.size() < 3) {
            String why = whyNotCounted == null ? "too few runs"
                    : whyNotCounted.startsWith(event + ": ") ? whyNotCounted.substring(event.length() + 2) : whyNotCounted;
            return event + ": " + why + ", so no correlation with time";
        }
        double r = correlation(timeAndCount);
        return Double.isNaN(r) ? event + ": constant over the runs, so no correlation with time"
                : String.format(java.util.Locale.ROOT, "correlation of time and %s over %d runs: %.3f", event, timeAndCount.size(), r);
    }
}
