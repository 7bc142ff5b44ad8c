/**
 * Live monitoring without a display: an engine's stream samples become bounded time series per
 * engine, replica, pool and event; cumulative counters become rates (a counter that starts again
 * after a replica restart is a gap, never a fall to zero); derived metrics (IPC, CPI, LLC miss
 * ratio, misses per 1,000 instructions, misses and context switches per instance, CPU use) each
 * with its formula; sessions recorded to a file and read back.
 */
package tutti.monitor;
