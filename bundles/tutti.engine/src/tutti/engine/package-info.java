/**
 * The engine server: an HTTP API (Jetty 12 core, no servlets) in front of the engine core.
 * Headless: no SWT or UI. Secure by default: it listens on loopback unless told otherwise and
 * refuses a non-loopback address without a token.
 */
package tutti.engine;
