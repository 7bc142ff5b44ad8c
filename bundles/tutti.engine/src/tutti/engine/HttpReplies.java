package tutti.engine;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.runtime.Json;

/**
 * How the engine's HTTP API answers: JSON bodies, errors as {@code {"error": "..."}}, the method
 * check, the token check and bounded body reads. Shared by a lone engine and a replicas' front, so
 * both answer alike.
 */
public final class HttpReplies {

    private HttpReplies() {
    }

    /** False (and a 405 sent) when the method is none of those the path takes (GET takes HEAD too). */
    public static boolean only(String method, String path, Response response, Callback callback, String... allowed) {
        // Every request passes here: the accepted path allocates nothing.
        for (String m : allowed) {
            if (m.equals(method) || m.equals("GET") && method.equals("HEAD")) {
                return true;
            }
        }
        List<String> methods = new ArrayList<>();
        for (String m : allowed) {
            methods.add(m);
            if (m.equals("GET")) {
                methods.add("HEAD");
            }
        }
        // Every method the path takes, so that a client (or a generated one) learns them all from one refusal.
        response.getHeaders().put(HttpHeader.ALLOW, String.join(", ", methods));
        refuseUnread(response);
        error(response, callback, HttpStatus.METHOD_NOT_ALLOWED_405, method + " is not allowed on " + path + ": use "
                + String.join(" or ", allowed));
        return false;
    }

    /**
     * A request refused before its body was read leaves that body on the connection: close it, so
     * that no client sends its next request after an unread body.
     */
    public static void refuseUnread(Response response) {
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
    }

    /** True when the request carries the bearer token; otherwise a 401 is sent and the connection closed. */
    public static boolean authorized(Request request, Response response, Callback callback, byte[] token) {
        String header = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        byte[] given = header != null && header.startsWith("Bearer ")
                ? header.substring(7).strip().getBytes(StandardCharsets.UTF_8) : new byte[0];
        // Constant time: the comparison must not tell how much of a guess was right.
        if (MessageDigest.isEqual(given, token)) {
            return true;
        }
        response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
        refuseUnread(response);
        error(response, callback, HttpStatus.UNAUTHORIZED_401, header == null
                ? "this endpoint needs the engine's token: send Authorization: Bearer TOKEN"
                : "the token is wrong");
        return false;
    }

    /** Reads a request body of at most {@code max} bytes without blocking; a body that fails to arrive gets a 413. */
    public static void withBody(Request request, int max, java.util.function.Function<Throwable, String> tooLarge,
            Response response, Callback callback, java.util.function.Consumer<byte[]> then) {
        Content.Source.asByteArrayAsync(request, max).whenComplete((bytes, failure) -> {
            if (failure != null) {
                error(response, callback, HttpStatus.PAYLOAD_TOO_LARGE_413, tooLarge.apply(failure));
            } else {
                then.accept(bytes);
            }
        });
    }

    /**
     * Reads a JSON body of at most 1 MB, the payload of a message or signal: {@code then} gets the
     * value, or null for an empty body; malformed JSON gets a 400 naming where it breaks.
     */
    public static void withJsonPayload(Request request, String what, Response response, Callback callback,
            java.util.function.Consumer<Object> then) {
        withBody(request, 1 << 20, failure -> "a " + what + " is at most 1 MB of JSON", response, callback, bytes -> {
            Object payload;
            try {
                String text = tutti.runtime.JsonReader.utf8(bytes);
                payload = text.isBlank() ? null : tutti.runtime.JsonReader.parse(text);
            } catch (IllegalArgumentException e) {
                error(response, callback, HttpStatus.BAD_REQUEST_400, e.getMessage());
                return;
            }
            then.accept(payload);
        });
    }

    public static boolean error(Response response, Callback callback, int status, String message) {
        return json(response, callback, status, Map.of("error", message));
    }

    public static boolean json(Response response, Callback callback, int status, Map<String, ?> body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        Content.Sink.write(response, true, Json.object(body) + "\n", callback);
        return true;
    }
}
