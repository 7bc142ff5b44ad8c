package tutti.engine.core;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Where a service called asynchronously sends its callback. The address carries a key that lets
 * the service deliver that one message to that one instance without knowing the engine's token,
 * which would let it deploy code.
 */
public final class CallbackAddresses {

    private final URI base;
    private final SecretKeySpec secret;
    private final ThreadLocal<Mac> macs = ThreadLocal.withInitial(this::newMac);

    /** @param base the engine's address as services reach it; {@code token} signs the keys */
    public CallbackAddresses(URI base, String token) {
        String b = base.toString();
        this.base = URI.create(b.endsWith("/") ? b.substring(0, b.length() - 1) : b);
        this.secret = new SecretKeySpec(token.getBytes(StandardCharsets.UTF_8), "HmacSHA256");
    }

    public String url(long instanceId, String message) {
        return base + "/instances/" + instanceId + "/messages/" + URLEncoder.encode(message, StandardCharsets.UTF_8)
                .replace("+", "%20") + "?key=" + key(instanceId, message);
    }

    /** True when {@code key} is the one this engine gave out for that instance and message. */
    public boolean accepts(long instanceId, String message, String key) {
        return key != null && MessageDigest.isEqual(key.getBytes(StandardCharsets.US_ASCII),
                key(instanceId, message).getBytes(StandardCharsets.US_ASCII));
    }

    private String key(long instanceId, String message) {
        return HexFormat.of().formatHex(macs.get().doFinal((instanceId + "/" + message).getBytes(StandardCharsets.UTF_8)));
    }

    /** One keyed Mac per thread: looking up and keying one per call would sit on every asynchronous call's path. */
    private Mac newMac() {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(secret);
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
