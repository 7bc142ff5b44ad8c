/**
 * Self-configuring replication: the planner that turns a machine's topology and a strategy into
 * replicas with CPU and memory bindings, pool sizes, heaps and ports; the supervisor that runs each
 * replica as a child JVM bound by the overseer agent and restarts it; and the front that owns the
 * public port and spreads the engine's API over the replicas. Headless: no SWT or UI.
 */
package tutti.cluster;
