package tutti.client;

import java.net.URI;

/**
 * The engine speaks HTTPS with a certificate this JVM does not trust (self-signed, or from an
 * authority it does not know). The fingerprint lets a person compare it with the engine's own
 * (printed by {@code keytool -list}) and, if it is the same, pin it for this engine.
 */
public final class UntrustedCertificateException extends EngineException {

    private static final long serialVersionUID = 1L;

    private final String fingerprint;
    private final String subject;

    UntrustedCertificateException(URI engine, String fingerprint, String subject, Throwable cause) {
        super(engine, "the engine at " + engine + " presents a certificate this machine does not trust (" + subject
                + ", SHA-256 " + fingerprint + "): if that is the engine's certificate, trust this fingerprint for it", cause);
        this.fingerprint = fingerprint;
        this.subject = subject;
    }

    /** SHA-256 of the certificate, upper-case hex pairs separated by colons, as keytool prints it. */
    public String fingerprint() {
        return fingerprint;
    }

    public String subject() {
        return subject;
    }
}
