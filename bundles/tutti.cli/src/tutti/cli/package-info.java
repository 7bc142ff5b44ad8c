/**
 * The command-line front end behind {@code ./tutti} and the engine distribution's {@code bin/tutti}.
 * It parses arguments and calls the headless bundles; it decides nothing itself. Headless.
 */
package tutti.cli;
