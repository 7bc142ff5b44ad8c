/**
 * The single benchmarks behind {@code tutti bench*}: each takes its settings, measures, prints its
 * table and appends its CSV; the command line only reads their options.
 */
package tutti.bench.benchmarks;
