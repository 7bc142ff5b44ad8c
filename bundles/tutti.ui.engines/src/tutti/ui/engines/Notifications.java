package tutti.ui.engines;

import org.eclipse.jface.notifications.NotificationPopup;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;

/** Non-modal notifications that fade: what finished in the background, and what failed (shown longer). */
public final class Notifications {

    private static final long OK_MILLIS = 4000;
    private static final long ERROR_MILLIS = 12000;

    private Notifications() {
    }

    /** From any thread. */
    public static void show(String title, String text, boolean ok) {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        Display display = PlatformUI.getWorkbench().getDisplay();
        if (display.isDisposed()) {
            return;
        }
        display.asyncExec(() -> NotificationPopup.forDisplay(display).title(title, true).text(text)
                .delay(ok ? OK_MILLIS : ERROR_MILLIS).open());
    }
}
