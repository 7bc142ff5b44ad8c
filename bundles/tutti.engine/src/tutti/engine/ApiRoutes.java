package tutti.engine;

import static tutti.engine.HttpReplies.error;
import static tutti.engine.HttpReplies.only;

import java.nio.charset.StandardCharsets;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The engine API's routes: which path and method reach which endpoint, which endpoints need the
 * token (or a callback key), and what a malformed id or rate gets. A lone engine and a replicas'
 * front answer the endpoints each in their own way and share these rules, so the API is the same
 * whichever one a client talks to. Endpoints must not block.
 */
public abstract class ApiRoutes extends Handler.Abstract.NonBlocking {

    private final byte[] token;
    private final String role;
    private final WrongTokens wrongTokens;

    /**
     * @param role        how errors name the server: {@code engine} or {@code front}
     * @param wrongTokens wrong tokens an address may send in a row before it is slowed (0: no one is)
     */
    protected ApiRoutes(String token, String role, int wrongTokens) {
        this.token = token.getBytes(StandardCharsets.UTF_8);
        this.role = role;
        this.wrongTokens = new WrongTokens(wrongTokens);
    }

    protected final String token() {
        return new String(token, StandardCharsets.UTF_8);
    }

    @Override
    public final boolean handle(Request request, Response response, Callback callback) {
        String path = Request.getPathInContext(request);
        String method = request.getMethod();
        try {
            switch (path) {
                case "/health":
                    return only(method, path, response, callback, "GET") && health(response, callback);
                case "/openapi.json":
                    if (only(method, path, response, callback, "GET")) {
                        response.setStatus(HttpStatus.OK_200);
                        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
                        Content.Sink.write(response, true, openApi(), callback);
                    }
                    return true;
                case "/metrics":
                    return only(method, path, response, callback, "GET") && metrics(response, callback);
                case "/metrics/stream":
                    return only(method, path, response, callback, "GET") && authorized(request, response, callback)
                            && stream(request, response, callback);
                case "/topology":
                    return only(method, path, response, callback, "GET") && topology(response, callback);
                case "/replicas":
                    return only(method, path, response, callback, "GET") && replicas(response, callback);
                case "/events":
                    return only(method, path, response, callback, "GET") && events(response, callback);
                case "/plan":
                    if (method.equals("PUT")) {
                        return authorized(request, response, callback) && replan(request, response, callback);
                    }
                    return only(method, path, response, callback, "GET", "PUT") && plan(response, callback);
                case "/config":
                    if (method.equals("PUT")) {
                        return authorized(request, response, callback) && reconfigure(request, response, callback);
                    }
                    return only(method, path, response, callback, "GET", "PUT") && config(response, callback);
                case "/deployments":
                    if (method.equals("GET")) {
                        return deployments(request, response, callback);
                    }
                    return only(method, path, response, callback, "GET", "POST") && authorized(request, response, callback)
                            && deploy(request, response, callback);
                default:
                    break;
            }
            String[] parts = path.substring(1).split("/", -1);
            if (parts.length == 2 && parts[0].equals("signals")) {
                return only(method, path, response, callback, "POST") && authorized(request, response, callback)
                        && signalName(parts[1], response, callback) && signal(decoded(parts[1]), request, response, callback);
            }
            if (parts.length == 3 && parts[0].equals("deployments")) {
                if (method.equals("GET")) {
                    // An archive is code and may hold what its author keeps from others: the token, as to deploy it.
                    return authorized(request, response, callback) && archive(parts[1], parts[2], response, callback);
                }
                return only(method, path, response, callback, "GET", "DELETE") && authorized(request, response, callback)
                        && undeploy(parts[1], parts[2], request, response, callback);
            }
            if (parts.length == 3 && parts[0].equals("compositions") && parts[2].equals("instances")) {
                return only(method, path, response, callback, "POST") && authorized(request, response, callback)
                        && startInstance(parts[1], request, response, callback);
            }
            if (parts.length == 3 && parts[0].equals("compositions") && parts[2].equals("batch")) {
                return only(method, path, response, callback, "POST") && authorized(request, response, callback)
                        && batch(parts[1], request, response, callback);
            }
            if (parts.length == 2 && parts[0].equals("instances")) {
                Long id = only(method, path, response, callback, "GET") ? instanceId(parts[1], response, callback) : null;
                return id == null || instance(id, request, response, callback);
            }
            if (parts.length == 4 && parts[0].equals("instances") && parts[2].equals("messages")) {
                Long id = only(method, path, response, callback, "POST") ? instanceId(parts[1], response, callback) : null;
                return id == null || keyOrToken(request, response, callback, id, parts[3])
                        && message(id, parts[3], request, response, callback);
            }
        } catch (RuntimeException e) {
            return error(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500, "the " + role + " failed on " + method + " "
                    + path + ": " + e);
        }
        return error(response, callback, HttpStatus.NOT_FOUND_404, "no endpoint " + method + " " + path
                + ": see GET /openapi.json for the API");
    }

    /** The document {@code GET /openapi.json} answers: the engine's, unless a server takes less. */
    protected String openApi() {
        return engineOpenApi();
    }

    /** The engine's API document, for a server that answers a variant of it. */
    protected static String engineOpenApi() {
        return ApiHandler.OPENAPI;
    }

    private boolean authorized(Request request, Response response, Callback callback) {
        return HttpReplies.authorized(request, response, callback, token, wrongTokens);
    }

    /**
     * Whether the request carries the key of this instance's message, or else the token (if not,
     * a refusal was sent). A wrong key counts as a wrong token (keys can be guessed too), and the
     * key of an address told to wait is not looked at.
     */
    private boolean keyOrToken(Request request, Response response, Callback callback, long instance, String message) {
        String key = Request.extractQueryParameters(request).getValue("key");
        if (key == null) {
            return authorized(request, response, callback);
        }
        String address = Request.getRemoteAddr(request);
        long now = System.currentTimeMillis();
        if (HttpReplies.slowedDown(address, now, wrongTokens, response, callback)) {
            return false;
        }
        if (acceptsCallbackKey(instance, message, key)
                || HttpReplies.carriesToken(request.getHeaders().get(HttpHeader.AUTHORIZATION), token)) {
            return true; // a wrong key beside the right token guesses nothing
        }
        wrongTokens.wrong(address, now);
        return authorized(request, response, callback);
    }

    /** Whether a signal's name in a path is one (else 400 said so). */
    private static boolean signalName(String text, Response response, Callback callback) {
        String name = decoded(text);
        if (name != null && !name.isBlank()) {
            return true;
        }
        HttpReplies.refuseUnread(response);
        error(response, callback, HttpStatus.BAD_REQUEST_400, "name the signal: POST /signals/{name}"
                + (name == null ? " (the name in the path is not valid percent-encoding)" : ""));
        return false;
    }

    private static String decoded(String text) {
        try {
            return java.net.URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The instance id in a path, or null after answering 400. */
    private static Long instanceId(String text, Response response, Callback callback) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            error(response, callback, HttpStatus.BAD_REQUEST_400, "instance ids are numbers, not '" + text + "'");
            return null;
        }
    }

    private boolean stream(Request request, Response response, Callback callback) {
        String rate = Request.extractQueryParameters(request).getValue("hz");
        double hertz;
        try {
            hertz = rate == null ? 2.0 : Double.parseDouble(rate);
        } catch (NumberFormatException e) {
            hertz = -1;
        }
        if (!(hertz >= 0.1 && hertz <= 100)) {
            return error(response, callback, HttpStatus.BAD_REQUEST_400, "hz must be a number from 0.1 to 100, got " + rate);
        }
        String threads = Request.extractQueryParameters(request).getValue("threads");
        if (threads != null && !threads.equals("0") && !threads.equals("1")) {
            return error(response, callback, HttpStatus.BAD_REQUEST_400, "threads takes 1 (each pool thread's counters in every "
                    + "sample) or 0 (the pools' totals only, the default), not " + threads);
        }
        return metricsStream(request, hertz, "1".equals(threads), response, callback);
    }

    /** Whether a callback URL's key lets a service deliver this message to this instance without the token. */
    protected abstract boolean acceptsCallbackKey(long instance, String message, String key);

    protected abstract boolean health(Response response, Callback callback);

    protected abstract boolean metrics(Response response, Callback callback);

    /** @param threads whether each sample holds each pool thread's counters too (what the adaptive loop reads) */
    protected abstract boolean metricsStream(Request request, double hertz, boolean threads, Response response, Callback callback);

    protected abstract boolean topology(Response response, Callback callback);

    protected abstract boolean replicas(Response response, Callback callback);

    protected abstract boolean config(Response response, Callback callback);

    /** The machine's counter events, probed, and those the pools count now. */
    protected abstract boolean events(Response response, Callback callback);

    /** The running plan: a lone engine's is itself; a front's, its replicas and those draining. */
    protected abstract boolean plan(Response response, Callback callback);

    /** Puts a plan (the options of {@code tutti plan} as JSON) on the engine; answers when the new replicas serve. */
    protected abstract boolean replan(Request request, Response response, Callback callback);

    protected abstract boolean reconfigure(Request request, Response response, Callback callback);

    protected abstract boolean deployments(Request request, Response response, Callback callback);

    protected abstract boolean deploy(Request request, Response response, Callback callback);

    protected abstract boolean undeploy(String name, String version, Request request, Response response, Callback callback);

    /** Answers a deployed version's archive as it was deployed. */
    protected abstract boolean archive(String name, String version, Response response, Callback callback);

    protected abstract boolean startInstance(String name, Request request, Response response, Callback callback);

    protected abstract boolean batch(String name, Request request, Response response, Callback callback);

    protected abstract boolean instance(long id, Request request, Response response, Callback callback);

    protected abstract boolean message(long id, String name, Request request, Response response, Callback callback);

    /** {@code POST /signals/{name}}: every instance whose Receive waits for the signal now takes the body. */
    protected abstract boolean signal(String name, Request request, Response response, Callback callback);
}
