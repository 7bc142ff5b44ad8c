package tutti.ui.engines.deploy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.progress.IProgressConstants;

import tutti.client.DeployResult;
import tutti.client.DeploymentConflictException;
import tutti.client.EngineException;
import tutti.model.composition.Composition;
import tutti.runtime.CompositionArchive;
import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineJobs;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;

/**
 * Deploys one composition file to its engines: validate (problems become markers and nothing is
 * uploaded), compile (errors become markers on their task), start the local engine if it must,
 * upload to each engine, and report each outcome. Saving happens before, on the UI thread.
 */
public final class DeployJob extends Job {

    /** What happened on one engine. */
    public record Outcome(EngineTarget engine, DeployResult result, Exception error, Duration took) {
        public boolean conflict() {
            return error instanceof DeploymentConflictException;
        }
    }

    private final IFile file;
    private final List<EngineTarget> targets;
    private final List<EngineCluster> clusters;
    private final Consumer<DeployReport> report;
    private volatile DeployReport last;

    /** @param report told of the outcome on the job's thread (the handler shows it) */
    public DeployJob(IFile file, List<EngineTarget> targets, Consumer<DeployReport> report) {
        this(file, targets, List.of(), report);
    }

    /** @param clusters each gets the archive on all its members or on none ({@link tutti.client.cluster.ClusterDeploy}) */
    public DeployJob(IFile file, List<EngineTarget> targets, List<EngineCluster> clusters, Consumer<DeployReport> report) {
        super("Deploying " + file.getName());
        this.file = file;
        this.targets = List.copyOf(targets);
        this.clusters = List.copyOf(clusters);
        this.report = report;
        setProperty(IProgressConstants.NO_IMMEDIATE_ERROR_PROMPT_PROPERTY, Boolean.TRUE);
        setUser(true);
    }

    /** The last outcome, for tests and the handler; null while running. */
    public DeployReport lastReport() {
        return last;
    }

    /**
     * All of a cluster's members or none: one outcome per member, and where it did not reach all,
     * each member's outcome says why (the member that refused, or the one that was down).
     */
    private static List<Outcome> toCluster(EngineCluster cluster, CompositionArchive archive, byte[] bytes) {
        long t = System.nanoTime();
        List<tutti.ui.engines.RemoteEngine> members = cluster.members();
        List<Outcome> outcomes = new ArrayList<>();
        tutti.client.cluster.ClusterDeploy d;
        try {
            d = cluster.client().deploy(bytes, false);
        } catch (java.io.IOException | RuntimeException e) {
            for (tutti.ui.engines.RemoteEngine m : members) {
                outcomes.add(new Outcome(m, null, e, Duration.ofNanos(System.nanoTime() - t)));
            }
            return outcomes;
        }
        Duration took = Duration.ofNanos(System.nanoTime() - t);
        for (int i = 0; i < d.outcomes().size() && i < members.size(); i++) {
            tutti.client.cluster.ClusterDeploy.Outcome o = d.outcomes().get(i);
            boolean held = o.kind() == tutti.client.cluster.ClusterDeploy.Kind.DEPLOYED
                    || o.kind() == tutti.client.cluster.ClusterDeploy.Kind.UNCHANGED;
            outcomes.add(held && d.ok()
                    ? new Outcome(members.get(i), new DeployResult(archive.name(), archive.version(), archive.contentHash(),
                            o.kind() == tutti.client.cluster.ClusterDeploy.Kind.UNCHANGED), null, took)
                    : new Outcome(members.get(i), null, new IllegalStateException(o.kind().name().toLowerCase(java.util.Locale.ROOT)
                            .replace('_', ' ') + (o.detail().isEmpty() ? "" : " (" + o.detail() + ")") + "; cluster " + cluster.name()
                            + ": " + d.summary()), took));
        }
        return outcomes;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        long started = System.nanoTime();
        monitor.beginTask(getName(), 3 + targets.size() + clusters.size());
        DeployReport r;
        try {
            monitor.subTask("validating and compiling");
            Composition composition = CompositionSource.load(file);
            CompositionArchive archive = CompositionSource.compile(composition, file);
            monitor.worked(2);
            byte[] bytes = archive.toBytes();
            List<Outcome> outcomes = new ArrayList<>();
            for (EngineTarget engine : targets) {
                if (monitor.isCanceled()) {
                    return Status.CANCEL_STATUS;
                }
                long t = System.nanoTime();
                monitor.subTask("uploading to " + engine.name());
                try {
                    EngineJobs.ensureServing(engine, monitor);
                    // The engine says "unchanged" itself when it holds this content already.
                    DeployResult result = engine.client().deploy(bytes);
                    outcomes.add(new Outcome(engine, result, null, Duration.ofNanos(System.nanoTime() - t)));
                } catch (EngineException | IllegalStateException e) {
                    outcomes.add(new Outcome(engine, null, e, Duration.ofNanos(System.nanoTime() - t)));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Status.CANCEL_STATUS;
                } catch (Exception e) {
                    outcomes.add(new Outcome(engine, null, e, Duration.ofNanos(System.nanoTime() - t)));
                }
                EnginesPlugin.getDefault().poller().refresh(engine);
                monitor.worked(1);
            }
            for (EngineCluster cluster : clusters) {
                if (monitor.isCanceled()) {
                    return Status.CANCEL_STATUS;
                }
                monitor.subTask("deploying to cluster " + cluster.name());
                outcomes.addAll(toCluster(cluster, archive, bytes));
                monitor.worked(1);
            }
            r = DeployReport.of(file, archive.name(), archive.version(), outcomes, Duration.ofNanos(System.nanoTime() - started));
        } catch (CompositionSource.NotDeployable e) {
            r = DeployReport.refused(file, e.getMessage(), e.problems);
        } catch (Exception e) {
            r = DeployReport.refused(file, "cannot read " + file.getName() + ": " + e.getMessage(), 0);
        } finally {
            monitor.done();
        }
        last = r;
        report.accept(r);
        // A refusal the user is shown (invalid model, conflict, engine down) is a warning, not an error of the Studio's own
        // for the workspace log.
        return r.ok() ? Status.OK_STATUS : Status.warning(r.summary());
    }
}
