package tutti.cluster;

import java.util.List;
/** How the Kernel and Invoker threads of one replica are placed on its CPUs (by the overseer agent). */
public enum ThreadPolicy {
    /** Anywhere on the replica's CPUs. */
    DEFAULT,
    /** Each thread on one processor package's CPUs, packages in turn. */
    PER_CPU,
    /** Each thread on one core, cores in turn; Kernel and Invoker pools each start at the first core. */
    PER_CORE,
    /** Kernel and Invoker threads share one turn over the cores, so they land on different cores. */
    INTERLEAVED;

    public static final String CHOICES = "default, per-cpu, per-core or interleaved";

    /** Matches {@code kernel-N} and {@code invoker-N} and no JVM thread: one rule, so one turn for both pools. */
    static final String BOTH_POOLS = "[ki][en][rv][no][ek]*-[0-9]*";

    public static ThreadPolicy parse(String text) throws PlanException {
        return EnumOptions.parse(values(), text, "thread policy", CHOICES);
    }

    public String option() {
        return EnumOptions.option(this);
    }

    /** The agent's {@code threads=PATTERN:POLICY} rules for this policy. */
    List<String> agentRules() {
        return switch (this) {
            case DEFAULT -> List.of();
            case PER_CPU -> List.of("threads=kernel-*:per-cpu", "threads=invoker-*:per-cpu");
            case PER_CORE -> List.of("threads=kernel-*:per-core", "threads=invoker-*:per-core");
            case INTERLEAVED -> List.of("threads=" + BOTH_POOLS + ":per-core");
        };
    }
}
