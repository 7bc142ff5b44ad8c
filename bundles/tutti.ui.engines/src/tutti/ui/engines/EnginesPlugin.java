package tutti.ui.engines;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.ui.plugin.AbstractUIPlugin;
import org.osgi.framework.BundleContext;

/**
 * Owns the Studio's engines for the session: the registry, the poller and the local engine, which
 * it stops when the bundle stops (the workbench closing).
 */
public final class EnginesPlugin extends AbstractUIPlugin {

    public static final String ID = "tutti.ui.engines";

    private static EnginesPlugin plugin;

    private EngineRegistry registry;
    private EnginePoller poller;

    public static EnginesPlugin getDefault() {
        return plugin;
    }

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        plugin = this;
    }

    @Override
    public void stop(BundleContext context) throws Exception {
        try {
            synchronized (this) {
                if (poller != null) {
                    poller.close();
                }
                if (registry != null) {
                    stopLocalEngine();
                }
            }
        } finally {
            plugin = null;
            super.stop(context);
        }
    }

    /** Stops the local engine when the Studio closes, waiting a little for it to end cleanly. */
    void stopLocalEngine() {
        LocalEngine local = registry.local();
        local.stopNow();
        long end = System.nanoTime() + 5_000_000_000L;
        while (local.running() && System.nanoTime() < end) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
    }

    public static IEclipsePreferences preferences() {
        return InstanceScope.INSTANCE.getNode(ID);
    }

    /** The engines, made on first use. */
    public synchronized EngineRegistry engines() {
        if (registry == null) {
            EngineSecrets secrets = new EngineSecrets(workspaceKey());
            Path dataDir = getStateLocation().append("local-engine").toFile().toPath();
            registry = new EngineRegistry(preferences(), secrets, (s, changed) -> new LocalEngine(s,
                    () -> LocalEngineSettings.read(preferences(), dataDir), changed));
            registry.local().output(EngineConsole::print);
            poller = new EnginePoller(registry);
        }
        return registry;
    }

    public synchronized EnginePoller poller() {
        engines();
        return poller;
    }

    /** This workspace in secure storage: a hash of its location (a path may hold characters a node name cannot). */
    private static String workspaceKey() {
        String location = Platform.getInstanceLocation() != null && Platform.getInstanceLocation().getURL() != null
                ? Platform.getInstanceLocation().getURL().toString() : "default";
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(location.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 12);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
