package tutti.ui.engines.views;

import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;

import tutti.ui.engines.EngineTarget;

/**
 * The engine a selection of the Engines view stands for: an engine row, or one of its replicas or
 * deployments; a cluster's row stands for its members.
 */
public final class EngineSelection {

    private EngineSelection() {
    }

    /** The engine, or null when the selection holds none. */
    public static EngineTarget engineOf(ISelection s) {
        if (s instanceof IStructuredSelection ss && !ss.isEmpty()) {
            return engineOf(ss.getFirstElement());
        }
        return null;
    }

    /**
     * Every engine the selection holds (several rows selected; a cluster's row stands for all its
     * members), each once, in the selection's order.
     */
    public static java.util.List<EngineTarget> enginesOf(ISelection s) {
        java.util.LinkedHashSet<EngineTarget> out = new java.util.LinkedHashSet<>();
        if (s instanceof IStructuredSelection ss) {
            for (Object o : ss.toList()) {
                if (o instanceof tutti.ui.engines.EngineCluster c) {
                    out.addAll(c.members());
                    continue;
                }
                EngineTarget e = engineOf(o);
                if (e != null) {
                    out.add(e);
                }
            }
        }
        return java.util.List.copyOf(out);
    }

    /** The clusters whose rows the selection holds, in its order. */
    public static java.util.List<tutti.ui.engines.EngineCluster> clustersOf(ISelection s) {
        if (s instanceof IStructuredSelection ss) {
            return ss.toList().stream().filter(tutti.ui.engines.EngineCluster.class::isInstance)
                    .map(tutti.ui.engines.EngineCluster.class::cast).toList();
        }
        return java.util.List.of();
    }

    private static EngineTarget engineOf(Object o) {
        if (o instanceof EngineTarget e) {
            return e;
        }
        if (o instanceof DeploymentNode d) {
            return d.engine();
        }
        if (o instanceof ReplicaNode r) {
            return r.engine();
        }
        return null;
    }
}
