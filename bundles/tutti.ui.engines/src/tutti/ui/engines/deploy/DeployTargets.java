package tutti.ui.engines.deploy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.QualifiedName;

import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.LocalEngine;

/**
 * The engines and clusters a composition deploys to: remembered per file (a persistent property
 * of the workspace file), the local engine until the user picks others.
 */
public final class DeployTargets {

    private static final QualifiedName KEY = new QualifiedName("tutti.ui.engines", "deployTargets");

    private DeployTargets() {
    }

    /** The file's engine targets that still exist; the local engine when neither an engine nor a cluster is left. */
    public static List<EngineTarget> of(IFile file, EngineRegistry engines) {
        List<EngineTarget> targets = new ArrayList<>();
        for (String id : ids(file)) {
            EngineTarget e = engines.find(id);
            if (e != null) {
                targets.add(e);
            }
        }
        if (targets.isEmpty() && clustersOf(file, engines).isEmpty()) {
            targets.add(engines.local());
        }
        return targets;
    }

    /** The file's cluster targets that still exist: each gets the archive on all its members, or on none. */
    public static List<EngineCluster> clustersOf(IFile file, EngineRegistry engines) {
        List<EngineCluster> clusters = new ArrayList<>();
        for (String id : ids(file)) {
            EngineCluster c = engines.cluster(id);
            if (c != null) {
                clusters.add(c);
            }
        }
        return clusters;
    }

    /** Adds or removes a cluster from the file's targets (at least one target stays). */
    public static void toggle(IFile file, EngineCluster cluster, EngineRegistry engines) {
        toggle(file, cluster.id(), engines);
    }

    static List<String> ids(IFile file) {
        try {
            String v = file.getPersistentProperty(KEY);
            return v == null || v.isBlank() ? List.of(LocalEngine.ID) : Arrays.asList(v.split(","));
        } catch (CoreException e) {
            return List.of(LocalEngine.ID);
        }
    }

    /** Adds or removes one engine from the file's targets (at least one stays). */
    public static void toggle(IFile file, EngineTarget engine, EngineRegistry engines) {
        toggle(file, engine.id(), engines);
    }

    private static void toggle(IFile file, String id, EngineRegistry engines) {
        List<String> ids = new ArrayList<>(of(file, engines).stream().map(EngineTarget::id).toList());
        clustersOf(file, engines).forEach(c -> ids.add(c.id()));
        if (ids.contains(id)) {
            if (ids.size() > 1) {
                ids.remove(id);
            }
        } else {
            ids.add(id);
        }
        set(file, ids);
    }

    /** Makes one engine the file's only target. */
    public static void only(IFile file, EngineTarget engine) {
        set(file, List.of(engine.id()));
    }

    private static void set(IFile file, List<String> ids) {
        try {
            file.setPersistentProperty(KEY, String.join(",", ids));
        } catch (CoreException e) {
            ILog.of(DeployTargets.class).error("cannot remember the deploy targets of " + file, e);
        }
    }
}
