package tutti.ui.engines;

import org.eclipse.ui.console.ConsolePlugin;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.IConsoleManager;
import org.eclipse.ui.console.MessageConsole;
import org.eclipse.ui.console.MessageConsoleStream;

/** The Console page "Tutti local engine", where the local engine's output goes. */
public final class EngineConsole {

    public static final String NAME = "Tutti local engine";

    private static MessageConsole console;
    private static MessageConsoleStream stream;

    private EngineConsole() {
    }

    public static synchronized MessageConsole console() {
        if (console == null) {
            IConsoleManager manager = ConsolePlugin.getDefault().getConsoleManager();
            console = new MessageConsole(NAME, null);
            // Keep the last ~1 MB: an engine that runs for days must not fill the Studio's heap.
            console.setWaterMarks(800_000, 1_000_000);
            manager.addConsoles(new IConsole[] {console});
            stream = console.newMessageStream();
        }
        return console;
    }

    /** One line of output; safe from any thread. */
    static void print(String line) {
        console();
        stream.println(line);
    }

    /** Brings the page to the front of the Console view. */
    public static void show() {
        ConsolePlugin.getDefault().getConsoleManager().showConsoleView(console());
    }
}
