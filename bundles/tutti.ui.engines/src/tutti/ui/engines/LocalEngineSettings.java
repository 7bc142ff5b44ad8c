package tutti.ui.engines;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;

import tutti.cluster.launch.EngineLauncher;

/**
 * The local engine's settings, kept in the workspace's preferences (Preferences > Tutti > Local
 * engine) and read each time the engine starts.
 */
public final class LocalEngineSettings {

    public static final String START_WITH_STUDIO = "local.startWithStudio";
    public static final String PORT = "local.port";
    public static final String HEAP = "local.heap";
    public static final String KERNEL_THREADS = "local.kernelThreads";
    public static final String INVOKER_THREADS = "local.invokerThreads";
    public static final String COUNTERS = "local.counters";
    /** Empty: one engine; else a strategy of {@code tutti engine --replicas}. */
    public static final String REPLICAS = "local.replicas";
    public static final String BINDING = "local.binding";
    public static final String THREADS = "local.threads";

    public static final String DEFAULT_HEAP = "512m";

    private LocalEngineSettings() {
    }

    /**
     * Keeps a plan applied to the running local engine (from the Topology view), so that it starts
     * with the same replicas next time; pool sizes and heap stay as set on the preference page.
     */
    public static void rememberPlan(Map<String, Object> options) {
        IEclipsePreferences p = EnginesPlugin.preferences();
        p.put(REPLICAS, String.valueOf(options.getOrDefault("replicas", "auto")));
        p.put(BINDING, String.valueOf(options.getOrDefault("binding", "shared")));
        p.put(THREADS, String.valueOf(options.getOrDefault("threads", "default")));
        try {
            p.flush();
        } catch (org.osgi.service.prefs.BackingStoreException e) {
            // Kept in memory for this session; the preference page saves it again.
        }
    }

    /** The launcher's settings from the preferences; the data directory is the workspace's. */
    static EngineLauncher.Settings read(IEclipsePreferences p, Path dataDir) {
        List<String> replication = new ArrayList<>();
        String replicas = p.get(REPLICAS, "").strip();
        if (!replicas.isEmpty()) {
            replication.addAll(List.of("--replicas", replicas, "--binding", p.get(BINDING, "shared"), "--threads",
                    p.get(THREADS, "default")));
        }
        String heap = p.get(HEAP, DEFAULT_HEAP).strip();
        return new EngineLauncher.Settings(p.getInt(PORT, 0), dataDir, heap.isEmpty() ? null : heap, p.getInt(KERNEL_THREADS, 0),
                p.getInt(INVOKER_THREADS, 0), p.get(COUNTERS, "default"), replication);
    }
}
