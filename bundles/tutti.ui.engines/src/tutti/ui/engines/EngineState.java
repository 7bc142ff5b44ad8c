package tutti.ui.engines;

/** What the Engines view says of an engine, with the words a person reads in its State column. */
public enum EngineState {
    /** A local engine that is not running (never started, stopped, or ended: the status says how). */
    STOPPED("Stopped"),
    /** A local engine whose JVM is starting, or any engine until its first answer. */
    STARTING("Starting"),
    /** A local engine asked to stop, until its JVM has ended. */
    STOPPING("Stopping"),
    UP("Up"),
    /** Some replicas are down (or all: the status says which). */
    DEGRADED("Degraded"),
    /** Nothing answers at the address (refused, unknown host, timeout). */
    UNREACHABLE("Unreachable"),
    /** The engine refused the token. */
    UNAUTHORIZED("Unauthorized"),
    /** HTTPS with a certificate that is neither trusted by the JVM nor pinned for this engine. */
    UNTRUSTED("Certificate not trusted"),
    /** A remote engine the user disconnected: not polled, not a deploy target. */
    DISCONNECTED("Disconnected");

    private final String label;

    EngineState(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Whether the engine answers calls (deploy, run): up, or up in part. */
    public boolean serving() {
        return this == UP || this == DEGRADED;
    }
}
