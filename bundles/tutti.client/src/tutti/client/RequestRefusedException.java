package tutti.client;

import java.net.URI;

/** The engine answered with an error other than those with their own type (400, 405, 500, 502, ...). */
public final class RequestRefusedException extends EngineException {

    private static final long serialVersionUID = 1L;

    private final int status;

    RequestRefusedException(URI engine, int status, String message) {
        super(engine, message, null);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
