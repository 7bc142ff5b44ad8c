package tutti.ui.engines.views;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.LocalEngineSettings;

/**
 * Preferences > Tutti > Local engine: how the Studio starts its engine (port, heap, pools,
 * counters, replication). Read at each start: restart the engine to apply them.
 */
public final class LocalEnginePreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public LocalEnginePreferencePage() {
        super(GRID);
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(EnginesPlugin.getDefault().getPreferenceStore());
        setDescription("The engine the Studio starts from its own bundles, on loopback only, with a token kept in secure "
                + "storage. Changes apply when it restarts (Engines view > Restart).");
    }

    @Override
    protected void createFieldEditors() {
        addField(new BooleanFieldEditor(LocalEngineSettings.START_WITH_STUDIO, "Start with the Studio", getFieldEditorParent()));
        IntegerFieldEditor port = new IntegerFieldEditor(LocalEngineSettings.PORT, "Port (0: any free port):", getFieldEditorParent());
        port.setValidRange(0, 65535);
        addField(port);
        StringFieldEditor heap = new StringFieldEditor(LocalEngineSettings.HEAP, "Heap (e.g. 512m, 2g; empty: the JVM's default):",
                getFieldEditorParent()) {
            @Override
            protected boolean doCheckState() {
                String v = getStringValue().strip();
                setErrorMessage("A heap size is a number with k, m or g, e.g. 512m");
                return v.isEmpty() || v.matches("\\d+[kKmMgG]?");
            }
        };
        addField(heap);
        IntegerFieldEditor kernel = new IntegerFieldEditor(LocalEngineSettings.KERNEL_THREADS, "Kernel threads (0: default):",
                getFieldEditorParent());
        kernel.setValidRange(0, 1024);
        addField(kernel);
        IntegerFieldEditor invoker = new IntegerFieldEditor(LocalEngineSettings.INVOKER_THREADS, "Invoker threads (0: default):",
                getFieldEditorParent());
        invoker.setValidRange(0, 1024);
        addField(invoker);
        addField(new StringFieldEditor(LocalEngineSettings.COUNTERS, "Counters (default, none, or events separated by commas):",
                getFieldEditorParent()));
        addField(new ComboFieldEditor(LocalEngineSettings.REPLICAS, "Replicas:", new String[][] {
            {"one engine", ""}, {"auto (per NUMA node, else per shared cache)", "auto"}, {"per NUMA node", "numa"},
            {"per L3 cache", "cache:L3"}, {"per L2 cache", "cache:L2"}, {"2", "count:2"}, {"4", "count:4"},
            {"single replica", "single"}}, getFieldEditorParent()));
        addField(new ComboFieldEditor(LocalEngineSettings.BINDING, "Replica binding:", new String[][] {
            {"shared (the CPUs of its cache or node)", "shared"}, {"local (its whole NUMA node)", "local"},
            {"non-shared (spread, for experiments)", "non-shared"}, {"none", "none"}}, getFieldEditorParent()));
        addField(new ComboFieldEditor(LocalEngineSettings.THREADS, "Thread policy:", new String[][] {
            {"default", "default"}, {"per CPU package", "per-cpu"}, {"per core", "per-core"}, {"interleaved", "interleaved"}},
            getFieldEditorParent()));
    }
}
