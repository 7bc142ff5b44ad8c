/**
 * Adaptive placement: the rule that decides, from a replica's measured intervals, whether it runs
 * on one NUMA node or on all of them; pure and deterministic, so that it is tested on traces.
 */
package tutti.cluster.adaptive;
