package tutti.ui.tests;

import java.util.function.BooleanSupplier;

import org.eclipse.swt.widgets.Display;

/** Runs the event loop until a condition holds, since SWTBot is not available from Maven Central. */
final class UiWait {

    private UiWait() {
    }

    static boolean until(BooleanSupplier condition, long timeoutMillis) {
        Display display = Display.getCurrent();
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                return false;
            }
            if (!display.readAndDispatch()) {
                display.timerExec(20, () -> { });
                display.sleep();
            }
        }
        return true;
    }

    static void settle(long millis) {
        long end = System.currentTimeMillis() + millis;
        until(() -> System.currentTimeMillis() >= end, millis + 1000);
    }
}
