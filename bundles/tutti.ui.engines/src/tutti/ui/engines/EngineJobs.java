package tutti.ui.engines;

import java.net.URI;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.progress.IProgressConstants;

/** Engine actions that wait (starting, stopping, asking an engine), as Jobs: never on the UI thread. */
public final class EngineJobs {

    /** How long a local engine may take from start to its first healthy answer. */
    static final Duration START_LIMIT = Duration.ofSeconds(60);

    private EngineJobs() {
    }

    /**
     * A Job that runs {@code work}; a failure is shown in a notification and becomes the job's
     * warning (in the Progress view): it is the engine's or the user's to fix, not an error of the
     * Studio's for the workspace log.
     */
    public static Job job(String name, Work work) {
        Job j = new Job(name) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    work.run(monitor);
                    return Status.OK_STATUS;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Status.CANCEL_STATUS;
                } catch (Exception e) {
                    String why = e.getMessage() != null ? e.getMessage() : e.toString();
                    Notifications.show(name + " failed", why, false);
                    return Status.warning(name + ": " + why);
                }
            }
        };
        j.setProperty(IProgressConstants.NO_IMMEDIATE_ERROR_PROMPT_PROPERTY, Boolean.TRUE);
        return j;
    }

    /** Work done in a Job. */
    public interface Work {
        void run(IProgressMonitor monitor) throws Exception;
    }

    public static Job start(LocalEngine local) {
        Job j = job("Starting the local engine", m -> ensureServing(local, m));
        j.schedule();
        return j;
    }

    public static Job stop(LocalEngine local) {
        Job j = job("Stopping the local engine", m -> local.stop());
        j.schedule();
        return j;
    }

    public static Job restart(LocalEngine local) {
        Job j = job("Restarting the local engine", m -> {
            local.stop();
            ensureServing(local, m);
        });
        j.schedule();
        return j;
    }

    /**
     * Starts the local engine if it is not running and waits until it answers as up; a remote
     * engine must already serve. Throws with what is wrong otherwise.
     */
    public static void ensureServing(EngineTarget engine, IProgressMonitor monitor) throws Exception {
        EnginesPlugin plugin = EnginesPlugin.getDefault();
        if (engine instanceof LocalEngine local) {
            if (!local.running() || local.url() == null) {
                monitor.subTask("starting the local engine");
                URI url;
                try {
                    url = local.start().get(START_LIMIT.toSeconds(), TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
                } catch (TimeoutException e) {
                    throw new IllegalStateException("the local engine did not listen within " + START_LIMIT.toSeconds()
                            + " s (see the Console)");
                }
                monitor.subTask("the local engine listens at " + url);
            }
            long end = System.nanoTime() + START_LIMIT.toNanos();
            while (true) {
                try {
                    engine.client(Duration.ofSeconds(5)).health();
                    break;
                } catch (tutti.client.EngineException e) {
                    if (!local.running() || System.nanoTime() > end) {
                        throw e;
                    }
                    Thread.sleep(100);
                }
            }
            plugin.poller().refresh(engine);
            return;
        }
        if (engine instanceof RemoteEngine remote && !remote.connected()) {
            throw new IllegalStateException(engine.name() + " is disconnected: connect it in the Engines view first");
        }
    }
}
