package tutti.ui.engines.deploy;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.CompoundContributionItem;

import tutti.ui.engines.EngineCluster;
import tutti.ui.engines.EngineRegistry;
import tutti.ui.engines.EngineTarget;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.RemoteEngine;

/**
 * The Deploy button's drop-down (and the Deploy To menus): one check item per engine and per
 * cluster (a cluster's members are not listed on their own: they get deployments with the whole
 * cluster), the ones the composition deploys to checked (several may be), then "Deploy to Checked
 * Engines".
 */
public final class DeployTargetsMenu extends CompoundContributionItem {

    @Override
    protected IContributionItem[] getContributionItems() {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IFile file = window == null ? null : DeployHandler.currentFile(window);
        EngineRegistry engines = EnginesPlugin.getDefault().engines();
        List<IContributionItem> items = new ArrayList<>();
        if (file == null) {
            Action none = new Action("Open a composition to choose its engines") { };
            none.setEnabled(false);
            items.add(new ActionContributionItem(none));
            return items.toArray(IContributionItem[]::new);
        }
        List<EngineTarget> targets = DeployTargets.of(file, engines);
        for (EngineTarget e : engines.all()) {
            if (e instanceof RemoteEngine r && r.cluster() != null) {
                continue; // a member gets deployments with its whole cluster
            }
            Action toggle = new Action(e.name() + "  (" + e.status().state().label() + ")", IAction.AS_CHECK_BOX) {
                @Override
                public void run() {
                    DeployTargets.toggle(file, e, engines);
                }
            };
            toggle.setChecked(targets.contains(e));
            toggle.setId("tutti.deploy.target." + e.id());
            items.add(new ActionContributionItem(toggle));
        }
        List<EngineCluster> clusters = DeployTargets.clustersOf(file, engines);
        for (EngineCluster c : engines.clusters()) {
            Action toggle = new Action("Cluster " + c.name() + "  (" + c.up() + " of " + c.members().size() + " up)",
                    IAction.AS_CHECK_BOX) {
                @Override
                public void run() {
                    DeployTargets.toggle(file, c, engines);
                }
            };
            toggle.setChecked(clusters.contains(c));
            toggle.setId("tutti.deploy.target." + c.id());
            items.add(new ActionContributionItem(toggle));
        }
        items.add(new Separator());
        Action deploy = new Action("Deploy to Checked Engines") {
            @Override
            public void run() {
                DeployHandler.deploy(window, file, DeployTargets.of(file, engines), DeployTargets.clustersOf(file, engines));
            }
        };
        deploy.setId("tutti.deploy.now");
        items.add(new ActionContributionItem(deploy));
        return items.toArray(IContributionItem[]::new);
    }
}
