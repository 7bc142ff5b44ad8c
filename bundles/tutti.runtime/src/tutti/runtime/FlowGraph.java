package tutti.runtime;

/**
 * The shape of a composition's control flow that navigation needs at run time, as arrays indexed
 * by task: how many flows come into each task, whether it starts on ANY of them, and where each
 * task's flows go (for dead-path elimination).
 *
 * @param incoming   number of control flows into each task
 * @param any        true where a task starts on ANY incoming flow, false for ALL
 * @param successors the targets of each task's outgoing flows, one entry per flow
 */
public record FlowGraph(int[] incoming, boolean[] any, int[][] successors) {
}
