/**
 * A typed client of the engine's HTTP API, for the command line, the Studio and the benchmarks:
 * one method per endpoint, answers as records, every failure a typed {@link tutti.client.EngineException}
 * whose message tells a person what happened and what to do, and a reader of the live metrics
 * stream that reconnects by itself. Headless: it depends on the JDK's HTTP client and
 * {@code tutti.runtime}'s JSON only, never on the engine's own classes or on SWT.
 */
package tutti.client;
