package tutti.overseer;

/**
 * An event libpfm4 knows on this machine, e.g. {@code perf::PAGE-FAULTS}.
 *
 * @param reason why it cannot be counted; empty when it can
 */
public record CounterEvent(String name, CounterSupport support, String reason, String description) {
}
