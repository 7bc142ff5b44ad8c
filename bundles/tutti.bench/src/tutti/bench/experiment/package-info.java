/**
 * The published experiments, redone on the machine at hand: each {@link tutti.bench.experiment.Experiment}
 * says what it varies and measures; the {@link tutti.bench.experiment.ExperimentRunner} repeats its
 * runs, writes results.csv (a row per run, every parameter a column), plots with error bars (PNG and
 * SVG, JFreeChart) and report.md (the machine, what was skipped and why, the paper's figures beside
 * the measured ones).
 */
package tutti.bench.experiment;
