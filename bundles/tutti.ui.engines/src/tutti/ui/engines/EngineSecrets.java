package tutti.ui.engines;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.ILog;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;

/**
 * Engine tokens in Eclipse secure storage (encrypted), never in preferences or workspace files.
 * Remote engines' tokens are kept by engine id; the local engine's token is drawn once per
 * workspace. Read tokens are cached for the session, so polling does not decrypt every second.
 */
public final class EngineSecrets {

    private static final String ROOT = "/tutti/engines";
    private static final String LOCAL = "/tutti/local-engine";
    private static final String TOKEN = "token";

    private final Map<String, String> cache = new ConcurrentHashMap<>();
    private final String workspaceKey;

    /** @param workspaceKey names this workspace in the storage (e.g. a hash of its location) */
    EngineSecrets(String workspaceKey) {
        this.workspaceKey = workspaceKey;
    }

    private static ISecurePreferences node(String path) {
        ISecurePreferences root = SecurePreferencesFactory.getDefault();
        if (root == null) {
            throw new IllegalStateException("Eclipse secure storage is not available");
        }
        return root.node(path);
    }

    /** The token of a remote engine, or null. */
    public String token(String engineId) {
        String cached = cache.get(engineId);
        if (cached != null) {
            return cached.isEmpty() ? null : cached;
        }
        String t;
        try {
            t = node(ROOT + "/" + engineId).get(TOKEN, null);
        } catch (StorageException | IllegalStateException e) {
            ILog.of(EngineSecrets.class).error("cannot read the token of engine " + engineId + " from secure storage", e);
            return null;
        }
        cache.put(engineId, t == null ? "" : t);
        return t;
    }

    void setToken(String engineId, String token) throws StorageException {
        ISecurePreferences n = node(ROOT + "/" + engineId);
        if (token == null || token.isBlank()) {
            n.remove(TOKEN);
        } else {
            n.put(TOKEN, token.strip(), true);
        }
        flush();
        cache.put(engineId, token == null ? "" : token.strip());
    }

    void forget(String engineId) {
        cache.remove(engineId);
        try {
            node(ROOT + "/" + engineId).removeNode();
            flush();
        } catch (IllegalStateException e) {
            ILog.of(EngineSecrets.class).warn("cannot remove the token of engine " + engineId + ": " + e.getMessage());
        }
    }

    /** The local engine's token for this workspace, drawn (24 random bytes) and stored the first time. */
    public String localToken() {
        String key = "local:" + workspaceKey;
        String cached = cache.get(key);
        if (cached != null) {
            return cached;
        }
        String t = null;
        try {
            ISecurePreferences n = node(LOCAL + "/" + workspaceKey);
            t = n.get(TOKEN, null);
            if (t == null) {
                t = drawToken();
                n.put(TOKEN, t, true);
                flush();
            }
        } catch (StorageException | IllegalStateException e) {
            // The engine still needs a token: one for this session only, said in the log.
            ILog.of(EngineSecrets.class).warn("cannot keep the local engine's token in secure storage (" + e.getMessage()
                    + "); it holds for this session only");
            t = drawToken();
        }
        cache.put(key, t);
        return t;
    }

    static String drawToken() {
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    private static void flush() {
        try {
            SecurePreferencesFactory.getDefault().flush();
        } catch (java.io.IOException e) {
            ILog.of(EngineSecrets.class).error("cannot write secure storage", e);
        }
    }
}
