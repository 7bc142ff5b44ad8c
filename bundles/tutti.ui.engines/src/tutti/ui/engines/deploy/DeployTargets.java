package tutti.ui.engines.deploy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.QualifiedName;

import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.LocalEngine;

/**
 * The engines a composition deploys to: remembered per file (a persistent property of the
 * workspace file), the local engine until the user picks others.
 */
public final class DeployTargets {

    private static final QualifiedName KEY = new QualifiedName("tutti.ui.engines", "deployTargets");

    private DeployTargets() {
    }

    /** The file's targets that still exist; the local engine when none is remembered or left. */
    public static List<EngineTarget> of(IFile file, EngineRegistry engines) {
        List<EngineTarget> targets = new ArrayList<>();
        for (String id : ids(file)) {
            EngineTarget e = engines.find(id);
            if (e != null) {
                targets.add(e);
            }
        }
        if (targets.isEmpty()) {
            targets.add(engines.local());
        }
        return targets;
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
        List<String> ids = new ArrayList<>(of(file, engines).stream().map(EngineTarget::id).toList());
        if (ids.contains(engine.id())) {
            if (ids.size() > 1) {
                ids.remove(engine.id());
            }
        } else {
            ids.add(engine.id());
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
