package tutti.engine.core;

import java.io.IOException;

/** The journal could not write what a request changed: the HTTP layer answers 507 with the reason. */
public final class JournalFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public JournalFailure(IOException cause) {
        super("the engine cannot write its journal: " + cause.getMessage()
                + " (free space in its data directory, or make it writable)", cause);
    }
}
