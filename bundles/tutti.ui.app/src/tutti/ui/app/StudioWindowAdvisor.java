package tutti.ui.app;

import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** The Studio window: title, size, status line and perspective bar. */
final class StudioWindowAdvisor extends WorkbenchWindowAdvisor {

    StudioWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        super(configurer);
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new StudioActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer c = getWindowConfigurer();
        c.setInitialSize(new Point(1280, 860));
        c.setTitle("Tutti Studio");
        c.setShowStatusLine(true);
        c.setShowPerspectiveBar(true);
        c.setShowCoolBar(true);
    }

    /** Tells whoever started the Studio (./tutti studio, the product check) that it is usable. */
    @Override
    public void postWindowOpen() {
        String perspective = getWindowConfigurer().getWindow().getActivePage().getPerspective().getId();
        tutti.ui.StartupTimeline.mark("first window open");
        System.out.println("Tutti Studio ready: perspective " + perspective);
        System.out.flush();
    }
}
