package tutti.overseer.internal;

import java.nio.file.Files;
import java.nio.file.Path;

import tutti.overseer.Availability;
import tutti.overseer.OverseerUnavailableException;

/**
 * Loads libtutti-overseer.so once. Inside OSGi the fragment's Bundle-NativeCode provides it; on a
 * plain classpath the system property {@value #LIBRARY_PROPERTY} names the file, or
 * {@code java.library.path} holds it. When the library was already loaded as the JVMTI agent the
 * JVM reuses that copy, which is how agent and JNI share state.
 */
public final class NativeLoader {

    public static final String LIBRARY_PROPERTY = "tutti.overseer.library";
    private static final String LIBRARY_NAME = "tutti-overseer";

    private static final Availability AVAILABILITY = load();

    private NativeLoader() {
    }

    public static Availability availability() {
        return AVAILABILITY;
    }

    public static void require() {
        if (!AVAILABILITY.available()) {
            throw new OverseerUnavailableException("the overseer native library is not available: "
                    + AVAILABILITY.detail());
        }
    }

    private static Availability load() {
        String os = System.getProperty("os.name", "");
        String arch = System.getProperty("os.arch", "");
        if (!os.equals("Linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return new Availability(false, "the overseer supports Linux x86_64 only; this is " + os + " " + arch);
        }
        String explicit = System.getProperty(LIBRARY_PROPERTY);
        try {
            if (explicit != null) {
                Path file = Path.of(explicit).toAbsolutePath();
                if (!Files.isRegularFile(file)) {
                    return new Availability(false, "-D" + LIBRARY_PROPERTY + "=" + explicit
                            + " names no file; point it at libtutti-overseer.so");
                }
                System.load(file.toString());
            } else {
                System.loadLibrary(LIBRARY_NAME);
            }
            return new Availability(true, OverseerNative.libraryVersions());
        } catch (UnsatisfiedLinkError e) {
            return new Availability(false, explain(e, explicit != null));
        }
    }

    private static String explain(UnsatisfiedLinkError e, boolean explicit) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("libhwloc") || message.contains("libpfm")) {
            return message + " (install the runtime libraries: apt-get install libhwloc15 libpfm4)";
        }
        if (!explicit && message.contains("no " + LIBRARY_NAME)) {
            return "lib" + LIBRARY_NAME + ".so was not found: install the fragment tutti.overseer.linux.x86_64 "
                    + "(OSGi), or pass -D" + LIBRARY_PROPERTY + "=<path to libtutti-overseer.so> or add its folder "
                    + "to java.library.path";
        }
        return message;
    }
}
