package tutti.engine;

import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The listener's handler: the engine's API at first, a front of replicas once the engine has
 * become one. Requests in progress finish where they began; the next ones go to the new handler,
 * on the same port, so clients never see the engine go away.
 */
final class HandOver extends Handler.Abstract.NonBlocking {

    private volatile Handler target;

    HandOver(Handler first) {
        this.target = first;
    }

    void to(Handler next) {
        target = next;
    }

    Handler target() {
        return target;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        return target.handle(request, response, callback);
    }
}
