/**
 * Self-configuring replication: the planner that turns a machine's topology and a strategy into
 * replicas with CPU and memory bindings, pool sizes, heaps and ports.
 */
package tutti.cluster;
