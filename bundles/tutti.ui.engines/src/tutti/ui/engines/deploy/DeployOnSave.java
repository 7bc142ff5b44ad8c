package tutti.ui.engines.deploy;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;

import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineTarget;

/**
 * Deploys a composition when its file is saved, to those of its engines that have "Deploy on
 * save" on. Only saves of existing files count (content changes), not files added by wizards.
 */
public final class DeployOnSave implements IResourceChangeListener {

    private final EngineRegistry engines;

    private DeployOnSave(EngineRegistry engines) {
        this.engines = engines;
    }

    public static void install(EngineRegistry engines) {
        ResourcesPlugin.getWorkspace().addResourceChangeListener(new DeployOnSave(engines), IResourceChangeEvent.POST_CHANGE);
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        if (engines.all().stream().noneMatch(EngineTarget::deployOnSave) || event.getDelta() == null) {
            return;
        }
        List<IFile> saved = new ArrayList<>();
        try {
            event.getDelta().accept(d -> {
                if (d.getResource().getType() == IResource.FILE && d.getKind() == IResourceDelta.CHANGED
                        && (d.getFlags() & IResourceDelta.CONTENT) != 0 && "tutti".equals(d.getResource().getFileExtension())) {
                    saved.add((IFile) d.getResource());
                }
                return true;
            });
        } catch (CoreException e) {
            return;
        }
        for (IFile file : saved) {
            List<EngineTarget> targets = DeployTargets.of(file, engines).stream().filter(EngineTarget::deployOnSave).toList();
            if (!targets.isEmpty()) {
                DeployHandler.deploy(null, file, targets);
            }
        }
    }
}
