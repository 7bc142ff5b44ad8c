package tutti.engine;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

import tutti.runtime.Json;

/**
 * The errors Jetty answers itself, before a request reaches the API's routes (a path with
 * characters it will not route, headers too large, a malformed request line), as the API's JSON
 * errors: a client reads every refusal the same way, and never gets an HTML page.
 */
final class JsonErrors extends ErrorHandler {

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) {
        HttpReplies.error(response, callback, code, said(code, message));
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        return ByteBuffer.wrap((Json.object(Map.of("error", said(status, reason))) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private static String said(int code, String message) {
        return "the HTTP server refused the request before the engine saw it (" + code
                + (message == null || message.isBlank() ? "" : ": " + message) + ")";
    }
}
