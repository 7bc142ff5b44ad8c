/**
 * Java API over the native overseer library ({@code libtutti-overseer.so}): machine topology,
 * thread ids, and later affinity, memory binding and hardware counters. Headless: it must not
 * depend on SWT or any UI bundle. The native code comes from the fragment
 * {@code tutti.overseer.linux.x86_64} inside OSGi, or from {@code -Dtutti.overseer.library} /
 * {@code java.library.path} on a plain classpath; where it cannot load, {@link tutti.overseer.Overseer}
 * still loads and says why.
 */
package tutti.overseer;
