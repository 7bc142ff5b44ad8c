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

import tutti.runtime.JsonOut;

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

    /**
     * True when the request carries the bearer token; otherwise a 401 is sent and the connection
     * closed. A token from an address that sent too many wrong ones is not looked at: 429.
     */
    public static boolean authorized(Request request, Response response, Callback callback, byte[] token, WrongTokens wrong) {
        String header = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        if (header == null) {
            // Nothing to guess with: told what is missing, and not counted.
            return unauthorized(response, callback, "this endpoint needs the engine's token: send Authorization: Bearer TOKEN");
        }
        long now = System.currentTimeMillis();
        // The address is looked up only while some address has guessed wrong (its text is made per request).
        if (!wrong.none() && slowedDown(Request.getRemoteAddr(request), now, wrong, response, callback)) {
            return false;
        }
        if (carriesToken(header, token)) {
            return true;
        }
        wrong.wrong(Request.getRemoteAddr(request), now);
        return unauthorized(response, callback, "the token is wrong");
    }

    /** Whether an Authorization header (or null) is the bearer token. */
    static boolean carriesToken(String header, byte[] token) {
        if (header == null || !header.startsWith("Bearer ")) {
            return MessageDigest.isEqual(new byte[0], token);
        }
        int from = 7;
        int to = header.length();
        while (from < to && Character.isWhitespace(header.charAt(from))) {
            from++;
        }
        while (to > from && Character.isWhitespace(header.charAt(to - 1))) {
            to--;
        }
        // Constant time, as MessageDigest.isEqual: the comparison must not tell how much of a guess
        // was right. Compared in place (every request with a token passes here); a header beyond
        // ASCII is encoded first, as the token was.
        int diff = (to - from) ^ token.length;
        for (int i = 0; i < token.length; i++) {
            char c = from + i < to ? header.charAt(from + i) : 0;
            if (c >= 0x80) {
                return MessageDigest.isEqual(header.substring(from, to).getBytes(StandardCharsets.UTF_8), token);
            }
            diff |= c ^ token[i];
        }
        return diff == 0;
    }

    private static boolean unauthorized(Response response, Callback callback, String why) {
        response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
        refuseUnread(response);
        error(response, callback, HttpStatus.UNAUTHORIZED_401, why);
        return false;
    }

    /** True (and a 429 sent) when the address must wait before a token or key from it is looked at again. */
    public static boolean slowedDown(String address, long now, WrongTokens wrong, Response response, Callback callback) {
        long wait = wrong.waitMillis(address, now);
        if (wait <= 0) {
            return false;
        }
        long seconds = (wait + 999) / 1000;
        response.getHeaders().put(HttpHeader.RETRY_AFTER, Long.toString(seconds));
        refuseUnread(response);
        error(response, callback, HttpStatus.TOO_MANY_REQUESTS_429, "too many wrong tokens from " + address + ": retry in "
                + seconds + " s with the engine's token");
        return true;
    }

    /**
     * A body must come at this rate at least (after {@link #BODY_GRACE_MS}): a client trickling a
     * body a byte at a time would otherwise hold its request open as long as it likes.
     */
    static final long MIN_BODY_BYTES_PER_SECOND = 16 * 1024;

    static final long BODY_GRACE_MS = 10_000;

    /**
     * Reads a request body of at most {@code max} bytes without blocking; a body over the limit gets
     * a 413, one that does not arrive in time (10 s, plus a second per 16 KB it declares, or per
     * 16 KB of the limit when it declares no length) a 408 and the connection closed.
     */
    public static void withBody(Request request, int max, java.util.function.Function<Throwable, String> tooLarge,
            Response response, Callback callback, java.util.function.Consumer<byte[]> then) {
        java.util.concurrent.CompletableFuture<byte[]> body = Content.Source.asByteArrayAsync(request, max);
        if (!body.isDone()) {
            // Bodies that came with their head (almost all) are read at once and need no timer.
            long length = request.getLength();
            long deadline = BODY_GRACE_MS + 1000 * (length >= 0 && length <= max ? length : max) / MIN_BODY_BYTES_PER_SECOND;
            body = body.orTimeout(deadline, java.util.concurrent.TimeUnit.MILLISECONDS);
        }
        body.whenComplete((bytes, failure) -> {
            if (failure instanceof java.util.concurrent.TimeoutException) {
                refuseUnread(response);
                error(response, callback, HttpStatus.REQUEST_TIMEOUT_408, "the request's body did not arrive in time: send it at "
                        + (MIN_BODY_BYTES_PER_SECOND >> 10) + " KB/s or faster");
            } else if (failure != null) {
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
        return json(response, callback, status, new JsonOut().value(body));
    }

    /** Answers with what {@code body} holds, a line feed added; {@code body} is the answer's from here on. */
    public static boolean json(Response response, Callback callback, int status, JsonOut body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        body.newline();
        response.write(true, java.nio.ByteBuffer.wrap(body.array(), 0, body.size()), callback);
        return true;
    }
}
