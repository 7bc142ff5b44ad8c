package tutti.overseer;

/**
 * A thread's memory policy as the kernel reports it.
 *
 * @param policy {@code bind} (strict), {@code interleave}, or {@code firsttouch} (Linux's default:
 *               memory comes from the node of the CPU that first touches it)
 * @param nodes  the NUMA nodes the policy names
 */
public record MemoryBinding(String policy, IndexSet nodes) {

    public boolean isStrictBind() {
        return policy.equals("bind");
    }
}
