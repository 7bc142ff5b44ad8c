/**
 * Java API over the native overseer library ({@code libtutti-overseer.so}): machine topology
 * ({@link tutti.overseer.Topology}, rendered like lstopo by {@link tutti.overseer.TopologyText}, as
 * JSON and as hwloc XML), thread and memory binding ({@link tutti.overseer.Affinity}), hardware and
 * software counters ({@link tutti.overseer.CounterGroup}, {@link tutti.overseer.Counters}) and
 * per-pool counting for thread pools ({@link tutti.overseer.PoolMonitor}).
 * <p>
 * Headless: it must not depend on SWT or any UI bundle. The native code comes from the fragment
 * {@code tutti.overseer.linux.x86_64} inside OSGi, or from {@code -Dtutti.overseer.library} /
 * {@code java.library.path} on a plain classpath; where it cannot load, every entry point still
 * loads and says why ({@link tutti.overseer.Overseer#availability()}).
 */
package tutti.overseer;
