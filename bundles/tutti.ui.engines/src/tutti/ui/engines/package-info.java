/**
 * The Studio's engines: the local engine (a child JVM started from the Studio's own bundles) and
 * remote ones (address, token in Eclipse secure storage, pinned certificate), their states polled
 * in the background, deploying compositions to them, running instances and batches. Every call to
 * an engine goes through {@code tutti.client} on a Job or the poller's threads, never on the UI
 * thread; views only present what this package reports.
 */
package tutti.ui.engines;
