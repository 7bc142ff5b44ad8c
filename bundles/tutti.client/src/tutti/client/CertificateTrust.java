package tutti.client;

import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.HexFormat;
import java.util.Locale;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * Trusts what the JVM trusts, plus one pinned certificate: the one whose SHA-256 fingerprint a
 * person accepted for this engine (a self-signed engine certificate is the usual case). It keeps
 * the last certificate it refused, so a failed handshake can say which fingerprint to compare.
 */
final class CertificateTrust extends X509ExtendedTrustManager {

    private final X509ExtendedTrustManager jvm;
    private final String pinned;
    private volatile X509Certificate refused;

    private CertificateTrust(X509ExtendedTrustManager jvm, String pinned) {
        this.jvm = jvm;
        this.pinned = pinned == null ? null : normalize(pinned);
    }

    /** A TLS context trusting the JVM's authorities and, if given, the certificate with this fingerprint. */
    static CertificateTrust create(String pinnedFingerprint) {
        try {
            TrustManagerFactory f = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            f.init((KeyStore) null);
            for (TrustManager m : f.getTrustManagers()) {
                if (m instanceof X509ExtendedTrustManager x) {
                    return new CertificateTrust(x, pinnedFingerprint);
                }
            }
            throw new IllegalStateException("this JVM has no X.509 trust manager");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JVM cannot set up TLS: " + e.getMessage(), e);
        }
    }

    SSLContext context() {
        try {
            SSLContext ssl = SSLContext.getInstance("TLS");
            ssl.init(null, new TrustManager[] {this}, null);
            return ssl;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JVM cannot set up TLS: " + e.getMessage(), e);
        }
    }

    /** The certificate the last handshake was refused for, or null. */
    X509Certificate refused() {
        return refused;
    }

    /** SHA-256 of a certificate as keytool prints it: upper-case hex pairs joined by colons. */
    static String fingerprint(X509Certificate certificate) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(certificate.getEncoded());
            return HexFormat.ofDelimiter(":").withUpperCase().formatHex(digest);
        } catch (CertificateEncodingException | java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot take the certificate's fingerprint: " + e.getMessage(), e);
        }
    }

    /** Accepts fingerprints with or without colons, in either case. */
    static String normalize(String fingerprint) {
        String hex = fingerprint.replace(":", "").replace(" ", "").toUpperCase(Locale.ROOT);
        if (!hex.matches("[0-9A-F]{64}")) {
            throw new IllegalArgumentException("a SHA-256 fingerprint is 32 bytes in hex (e.g. AB:CD:…), not '" + fingerprint + "'");
        }
        return HexFormat.ofDelimiter(":").withUpperCase().formatHex(HexFormat.of().parseHex(hex));
    }

    private boolean isPinned(X509Certificate[] chain) {
        return pinned != null && chain != null && chain.length > 0 && pinned.equals(fingerprint(chain[0]));
    }

    private void refuse(X509Certificate[] chain, CertificateException e) throws CertificateException {
        refused = chain != null && chain.length > 0 ? chain[0] : null;
        throw e;
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        // A pinned certificate is trusted as it is: the person compared its fingerprint, which
        // stands in for both the authority and the host name.
        if (isPinned(chain)) {
            return;
        }
        try {
            jvm.checkServerTrusted(chain, authType, socket);
        } catch (CertificateException e) {
            refuse(chain, e);
        }
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        if (isPinned(chain)) {
            return;
        }
        try {
            jvm.checkServerTrusted(chain, authType, engine);
        } catch (CertificateException e) {
            refuse(chain, e);
        }
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        if (isPinned(chain)) {
            return;
        }
        try {
            jvm.checkServerTrusted(chain, authType);
        } catch (CertificateException e) {
            refuse(chain, e);
        }
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        jvm.checkClientTrusted(chain, authType, socket);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        jvm.checkClientTrusted(chain, authType, engine);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        jvm.checkClientTrusted(chain, authType);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return jvm.getAcceptedIssuers();
    }
}
