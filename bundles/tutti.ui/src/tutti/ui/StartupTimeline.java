package tutti.ui;

import java.lang.management.ManagementFactory;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Studio's start-up as it happens: each step, once, on standard output with the seconds since
 * the Studio's JVM started, so that where the time goes (the OSGi runtime, the first window, the
 * local engine's JVM, the compiler) can be read off any start ({@code ./tutti studio} shows it).
 */
public final class StartupTimeline {

    private static final Set<String> MARKED = ConcurrentHashMap.newKeySet();

    private StartupTimeline() {
    }

    /** Notes a step the first time it is reached. */
    public static void mark(String step) {
        if (MARKED.add(step)) {
            System.out.printf("Tutti start-up: %6.2f s  %s%n", ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0, step);
            System.out.flush();
        }
    }
}
