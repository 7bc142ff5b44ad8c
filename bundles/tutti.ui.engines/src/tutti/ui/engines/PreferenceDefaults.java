package tutti.ui.engines;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;

/** The local engine's defaults: started with the Studio, a free port, 512 MB of heap, the engine's own pool sizes. */
public final class PreferenceDefaults extends AbstractPreferenceInitializer {

    @Override
    public void initializeDefaultPreferences() {
        IEclipsePreferences d = DefaultScope.INSTANCE.getNode(EnginesPlugin.ID);
        d.putBoolean(LocalEngineSettings.START_WITH_STUDIO, true);
        d.putInt(LocalEngineSettings.PORT, 0);
        d.put(LocalEngineSettings.HEAP, LocalEngineSettings.DEFAULT_HEAP);
        d.putInt(LocalEngineSettings.KERNEL_THREADS, 0);
        d.putInt(LocalEngineSettings.INVOKER_THREADS, 0);
        d.put(LocalEngineSettings.COUNTERS, "default");
        d.put(LocalEngineSettings.REPLICAS, "");
        d.put(LocalEngineSettings.BINDING, "shared");
        d.put(LocalEngineSettings.THREADS, "default");
        d.putBoolean(DeployPreferences.ALWAYS_SAVE, false);
    }
}
