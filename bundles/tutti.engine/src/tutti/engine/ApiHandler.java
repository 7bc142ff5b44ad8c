package tutti.engine;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.overseer.Availability;
import tutti.overseer.Overseer;
import tutti.runtime.Json;

/** Routes the HTTP API. Answers never block, so Jetty may run them on its selector threads. */
final class ApiHandler extends Handler.Abstract.NonBlocking {

    private final long startNanos = System.nanoTime();

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        String path = Request.getPathInContext(request);
        String method = request.getMethod();
        if (path.equals("/health")) {
            if (!method.equals("GET") && !method.equals("HEAD")) {
                response.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD");
                return error(response, callback, HttpStatus.METHOD_NOT_ALLOWED_405,
                        method + " is not allowed on /health: use GET");
            }
            return json(response, callback, HttpStatus.OK_200, health());
        }
        return error(response, callback, HttpStatus.NOT_FOUND_404,
                "no endpoint " + method + " " + path + ": see GET /health");
    }

    private Map<String, Object> health() {
        Availability overseer = Overseer.availability();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", "up");
        body.put("pid", ProcessHandle.current().pid());
        body.put("uptimeSeconds", (System.nanoTime() - startNanos) / 1_000_000_000.0);
        body.put("processors", Runtime.getRuntime().availableProcessors());
        Map<String, Object> native_ = new LinkedHashMap<>();
        native_.put("available", overseer.available());
        native_.put("detail", overseer.detail());
        body.put("overseer", native_);
        return body;
    }

    private static boolean error(Response response, Callback callback, int status, String message) {
        return json(response, callback, status, Map.of("error", message));
    }

    private static boolean json(Response response, Callback callback, int status, Map<String, ?> body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        Content.Sink.write(response, true, Json.object(body) + "\n", callback);
        return true;
    }
}
