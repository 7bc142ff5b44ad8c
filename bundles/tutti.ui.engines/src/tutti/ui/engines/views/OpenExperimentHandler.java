package tutti.ui.engines.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/** Opens the selected experiment folders of the workspace in the Results view; answers the Jobs that read them. */
public final class OpenExperimentHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        if (!(HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection selection)) {
            return null;
        }
        IWorkbenchPage page = HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage();
        List<Job> reading = new ArrayList<>();
        try {
            ResultsView view = (ResultsView) page.showView(ResultsView.ID);
            for (Object o : selection) {
                IContainer folder = Adapters.adapt(o, IContainer.class);
                if (folder != null && folder.getLocation() != null) {
                    reading.add(view.openExperiment(folder.getLocation().toPath()));
                }
            }
        } catch (PartInitException e) {
            throw new ExecutionException("cannot show the Results view: " + e.getMessage(), e);
        }
        return reading;
    }
}
