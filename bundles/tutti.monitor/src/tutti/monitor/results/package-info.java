/**
 * Measured results read back without a display and without the charting library that drew them:
 * CSV tables as the benchmarks and experiments write them, and an experiment's directory (its
 * runs, plots and report), for the Studio's Results view and for the bench that writes them.
 */
package tutti.monitor.results;
