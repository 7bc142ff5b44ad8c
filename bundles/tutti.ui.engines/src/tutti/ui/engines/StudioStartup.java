package tutti.ui.engines;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IStartup;

/**
 * Starts the local engine with the Studio when the preference says so (the default), in a Job:
 * the workbench opens without waiting for it; prepares the compiler in the background; installs
 * deploy on save. {@code -Dtutti.localEngine.autostart=false} overrides
 * the preference for one run (the UI tests start it themselves).
 */
public final class StudioStartup implements IStartup {

    public static final String AUTOSTART_PROPERTY = "tutti.localEngine.autostart";

    /**
     * Compiles a small sample once, in the background, so that the first Deploy of a session is
     * as quick as the later ones (loading and warming ecj and EMF took about a second on the first).
     */
    private static void warmCompiler() {
        Job warm = new Job("Preparing the composition compiler") {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    new tutti.compiler.CompositionCompiler().compile(tutti.model.Samples.load("Sequential"));
                } catch (Exception e) {
                    // Deploy compiles again and says what is wrong, if anything.
                }
                tutti.ui.StartupTimeline.mark("composition compiler prepared");
                return Status.OK_STATUS;
            }
        };
        warm.setSystem(true);
        warm.setPriority(Job.DECORATE);
        warm.schedule();
    }

    @Override
    public void earlyStartup() {
        tutti.ui.StartupTimeline.mark("early start-up: the local engine and the compiler asked for");
        String override = System.getProperty(AUTOSTART_PROPERTY);
        boolean start = override != null ? Boolean.parseBoolean(override)
                : Platform.getPreferencesService().getBoolean(EnginesPlugin.ID, LocalEngineSettings.START_WITH_STUDIO, true, null);
        EngineRegistry engines = EnginesPlugin.getDefault().engines();
        tutti.ui.engines.deploy.DeployOnSave.install(engines);
        warmCompiler();
        if (start) {
            new Job("Starting the local engine") {
                @Override
                protected IStatus run(IProgressMonitor monitor) {
                    engines.local().start();
                    return Status.OK_STATUS;
                }
            }.schedule();
        }
    }
}
