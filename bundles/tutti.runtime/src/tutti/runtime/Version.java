package tutti.runtime;

/**
 * Tutti's version, in the one bundle every other part has: engines answer it on /health, archives
 * record the compiler's, and the Studio names container images with it, without depending on the
 * engine for a constant.
 */
public final class Version {

    public static final String NUMBER = "0.1.0";

    private Version() {
    }
}
