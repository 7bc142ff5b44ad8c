package tutti.client;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;

import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * A typed client of one engine's HTTP API (a lone engine or a front of replicas answer the same).
 * Thread-safe; calls block the calling thread, so the Studio makes them from Jobs. Every failure
 * is an {@link EngineException} whose message says what to do.
 */
public final class EngineClient {

    private final URI url;
    private final String token;
    private final Duration requestTimeout;
    private final Duration connectTimeout;
    private final CertificateTrust trust;
    private final HttpClient http;

    private EngineClient(Builder b) {
        this.url = b.url;
        this.token = b.token;
        this.requestTimeout = b.requestTimeout;
        this.connectTimeout = b.connectTimeout;
        this.trust = CertificateTrust.create(b.fingerprint);
        this.http = HttpClient.newBuilder().connectTimeout(b.connectTimeout).sslContext(trust.context())
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    /** A client of the engine at {@code url} (http or https, with or without a trailing slash). */
    public static Builder to(URI url) {
        return new Builder(url);
    }

    /** Parses an engine address as users type it; the message of the exception says what is wrong. */
    public static URI address(String text) {
        String t = text == null ? "" : text.strip();
        if (!t.contains("://")) {
            throw new IllegalArgumentException("an engine address starts with http:// or https://, e.g. http://127.0.0.1:8686 (got '"
                    + t + "')");
        }
        URI u;
        try {
            u = URI.create(t);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + t + "' is not an address: write it like http://127.0.0.1:8686");
        }
        if (u.getScheme() == null || !(u.getScheme().equals("http") || u.getScheme().equals("https"))) {
            throw new IllegalArgumentException("an engine address starts with http:// or https://, e.g. http://127.0.0.1:8686 (got '"
                    + t + "')");
        }
        if (u.getHost() == null) {
            throw new IllegalArgumentException("'" + t + "' names no host: write it like http://127.0.0.1:8686");
        }
        if (u.getRawQuery() != null || u.getRawFragment() != null) {
            throw new IllegalArgumentException("an engine address has no query or fragment: '" + t + "'");
        }
        return URI.create(u.getScheme() + "://" + u.getRawAuthority() + (u.getRawPath() == null ? "" : u.getRawPath()));
    }

    /** How to reach an engine: its address, its token, a pinned certificate, time limits. */
    public static final class Builder {
        private final URI url;
        private String token;
        private String fingerprint;
        private Duration connectTimeout = Duration.ofSeconds(5);
        private Duration requestTimeout = Duration.ofSeconds(30);

        private Builder(URI url) {
            this.url = address(url.toString());
        }

        /** The engine's token, sent with calls that need it; null for read-only use. */
        public Builder token(String token) {
            this.token = token == null || token.isBlank() ? null : token.strip();
            return this;
        }

        /** Also trust the certificate with this SHA-256 fingerprint (one a person compared and accepted). */
        public Builder trust(String sha256Fingerprint) {
            this.fingerprint = sha256Fingerprint == null || sha256Fingerprint.isBlank() ? null
                    : CertificateTrust.normalize(sha256Fingerprint);
            return this;
        }

        public Builder connectTimeout(Duration d) {
            this.connectTimeout = d;
            return this;
        }

        /** How long an ordinary call may take; batches and synchronous instances take theirs. */
        public Builder requestTimeout(Duration d) {
            this.requestTimeout = d;
            return this;
        }

        public EngineClient build() {
            return new EngineClient(this);
        }
    }

    public URI url() {
        return url;
    }

    public boolean hasToken() {
        return token != null;
    }

    // ----- the API -----

    /** Liveness and facts; a front with no replica up answers "down" rather than failing. */
    public Health health() throws EngineException {
        Reply r = send("GET", "/health", null, null, requestTimeout, 200, 503);
        Map<String, Object> body = r.json();
        if (r.status == 503 && !body.containsKey("status")) {
            throw failure("GET", "/health", r);
        }
        return Health.of(body);
    }

    /** The machine the engine runs on, as {@code tutti topology --json} prints it (a front adds its placement). */
    public Map<String, Object> topology() throws EngineException {
        return send("GET", "/topology", null, null, requestTimeout, 200).json();
    }

    public List<ReplicaInfo> replicas() throws EngineException {
        Map<String, Object> body = send("GET", "/replicas", null, null, requestTimeout, 200).json();
        return Answers.list(body.get("replicas")).stream().map(Answers::map).map(ReplicaInfo::of).toList();
    }

    /** Pool sizes, in-flight limit and tracked counters (a front: per replica). */
    public Map<String, Object> config() throws EngineException {
        return send("GET", "/config", null, null, requestTimeout, 200).json();
    }

    /** Changes settings at runtime, e.g. {@code {"kernelThreads": 2}}; answers the new configuration. */
    public Map<String, Object> configure(Map<String, ?> changes) throws EngineException {
        return send("PUT", "/config", jsonBody(changes), "application/json", requestTimeout, 200).json();
    }

    /**
     * The machine's counter events as the engine probes them ({@code events}: name, support,
     * reason) and those its pools count now ({@code tracked}).
     */
    public Map<String, Object> events() throws EngineException {
        return send("GET", "/events", null, null, requestTimeout, 200).json();
    }

    /** The running plan: {@code mode} single (a lone engine) or replicated, its options, its replicas, and those draining. */
    public Map<String, Object> plan() throws EngineException {
        return send("GET", "/plan", null, null, requestTimeout, 200).json();
    }

    /**
     * Puts a plan on the engine, e.g. {@code {"replicas": "count:2", "binding": "shared"}} (the
     * options of {@code tutti plan}); answers when the new replicas serve. A lone engine becomes a
     * front of replicas; the replicas it replaces finish the instances they hold.
     */
    public Map<String, Object> applyPlan(Map<String, ?> options) throws EngineException {
        return send("PUT", "/plan", jsonBody(options), "application/json", Duration.ofMinutes(3), 200).json();
    }

    public List<Deployment> deployments() throws EngineException {
        Map<String, Object> body = send("GET", "/deployments", null, null, requestTimeout, 200).json();
        return Answers.list(body.get("deployments")).stream().map(Answers::map).map(Deployment::of).toList();
    }

    /**
     * Uploads a composition archive ({@code tutti compile}'s output). The same content again is
     * {@link DeployResult#unchanged()}; other content under a deployed name and version is a
     * {@link DeploymentConflictException}.
     */
    public DeployResult deploy(byte[] archive) throws EngineException {
        return DeployResult.of(send("POST", "/deployments", archive, "application/java-archive", Duration.ofMinutes(2), 201, 200)
                .json());
    }

    public void undeploy(String name, String version) throws EngineException {
        send("DELETE", "/deployments/" + segment(name) + "/" + segment(version), null, null, requestTimeout, 204);
    }

    /** A deployed version's archive as it was deployed, to give it to another engine (a cluster's sync). */
    public byte[] archive(String name, String version) throws EngineException {
        String path = "/deployments/" + segment(name) + "/" + segment(version);
        HttpResponse<byte[]> r;
        try {
            r = http.send(request(path, Duration.ofMinutes(2)).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw unreachable("GET", path, e, Duration.ofMinutes(2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RequestCancelledException(url, "stopped waiting for GET " + path + " at " + url, e);
        }
        if (r.statusCode() != 200) {
            throw failure("GET", path, Reply.lenient(r.statusCode(), new String(r.body(), StandardCharsets.UTF_8), null));
        }
        return r.body();
    }

    /** Runs an instance and waits until it ends (the newest version unless {@code version} names one). */
    public InstanceView run(String composition, String version, Map<String, ?> inputs, Duration timeout) throws EngineException {
        return InstanceView.of(send("POST", instancesPath(composition, version, false), jsonBody(inputs), "application/json",
                timeout, 200).json());
    }

    /** Starts an instance and answers its id at once. */
    public long start(String composition, String version, Map<String, ?> inputs) throws EngineException {
        Map<String, Object> body = send("POST", instancesPath(composition, version, true), jsonBody(inputs), "application/json",
                requestTimeout, 202).json();
        return Answers.number(body.get("id"), -1);
    }

    public InstanceView instance(long id) throws EngineException {
        return InstanceView.of(send("GET", "/instances/" + id, null, null, requestTimeout, 200).json());
    }

    /** Delivers a message (any JSON value, or null) to the Receive of a running instance that waits for it. */
    public void message(long id, String message, Object payload) throws EngineException {
        send("POST", "/instances/" + id + "/messages/" + segment(message), Json.of(payload).getBytes(StandardCharsets.UTF_8),
                "application/json", requestTimeout, 202);
    }

    /**
     * Throws a signal on the engine (a front: on every replica): every instance whose Receive waits
     * for it now takes the payload. Answers how many instances took it.
     */
    public int signal(String name, Object payload) throws EngineException {
        Map<String, Object> answer = send("POST", "/signals/" + segment(name), Json.of(payload).getBytes(StandardCharsets.UTF_8),
                "application/json", requestTimeout, 200).json();
        return answer.get("taken") instanceof Number n ? n.intValue() : 0;
    }

    /** Runs {@code count} instances in the engine and answers what it measured. */
    public BatchReport batch(String composition, BatchRequest request) throws EngineException {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("count", request.count());
        body.put("inputs", request.inputs());
        if (request.concurrency() > 0) {
            body.put("concurrency", request.concurrency());
        }
        if (request.version() != null) {
            body.put("version", request.version());
        }
        return BatchReport.of(send("POST", "/compositions/" + segment(composition) + "/batch", jsonBody(body), "application/json",
                request.timeout(), 200).json());
    }

    /**
     * Checks that the engine accepts this client's token without changing anything: the live
     * stream needs the token, and its status arrives before any sample.
     */
    public void checkToken() throws EngineException {
        String path = "/metrics/stream?hz=0.1";
        HttpResponse<java.io.InputStream> r;
        try {
            r = http.send(request(path, requestTimeout).GET().build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (IOException e) {
            throw unreachable("GET", path, e, requestTimeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RequestCancelledException(url, "stopped waiting for GET " + path + " at " + url, e);
        }
        try (java.io.InputStream body = r.body()) {
            if (r.statusCode() != 200) {
                throw failure("GET", path, Reply.lenient(r.statusCode(), new String(body.readAllBytes(), StandardCharsets.UTF_8), null));
            }
        } catch (IOException e) {
            // the status was all that was asked
        }
    }

    /** The Prometheus text of {@code GET /metrics}. */
    public String metrics() throws EngineException {
        return send("GET", "/metrics", null, null, requestTimeout, 200).text;
    }

    /**
     * Follows {@code GET /metrics/stream} on a thread of its own, reconnecting with back-off when the
     * engine goes away, until the returned stream is closed.
     */
    public MetricsStream stream(double hertz, MetricsStream.Listener listener) {
        return MetricsStream.open(this, hertz, false, listener);
    }

    /** As {@link #stream(double, MetricsStream.Listener)}, each sample with each pool thread's counters too (a lone engine's or a replica's). */
    public MetricsStream streamWithThreads(double hertz, MetricsStream.Listener listener) {
        return MetricsStream.open(this, hertz, true, listener);
    }

    // ----- requests and failures -----

    private static String instancesPath(String composition, String version, boolean async) {
        StringBuilder path = new StringBuilder("/compositions/").append(segment(composition)).append("/instances");
        String sep = "?";
        if (version != null) {
            path.append(sep).append("version=").append(URLEncoder.encode(version, StandardCharsets.UTF_8));
            sep = "&";
        }
        if (async) {
            path.append(sep).append("mode=async");
        }
        return path.toString();
    }

    private static String segment(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static byte[] jsonBody(Map<String, ?> body) {
        return Json.object(body == null ? Map.of() : body).getBytes(StandardCharsets.UTF_8);
    }

    /** An answer's status, text, headers (null where none were kept) and JSON object, parsed once. */
    record Reply(int status, String text, HttpResponse<String> response, Map<String, Object> json) {

        /** Parses the text as a JSON object; throws IllegalArgumentException when it is not one. */
        static Reply strict(int status, String text, HttpResponse<String> response) {
            return new Reply(status, text, response, text.isBlank() ? Map.of() : JsonReader.parseObject(text));
        }

        /** For an error answer: its JSON object when it has one, else an empty one (the text still tells). */
        static Reply lenient(int status, String text, HttpResponse<String> response) {
            try {
                return strict(status, text, response);
            } catch (IllegalArgumentException e) {
                return new Reply(status, text, response, Map.of());
            }
        }
    }

    HttpRequest.Builder request(String path, Duration timeout) {
        HttpRequest.Builder b = HttpRequest.newBuilder(resolve(path)).timeout(timeout);
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return b;
    }

    URI resolve(String path) {
        String base = url.toString();
        return URI.create((base.endsWith("/") ? base.substring(0, base.length() - 1) : base) + path);
    }

    HttpClient http() {
        return http;
    }

    private Reply send(String method, String path, byte[] body, String contentType, Duration timeout, int... expected)
            throws EngineException {
        HttpRequest.Builder b = request(path, timeout);
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        HttpResponse<String> response;
        try {
            response = http.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw unreachable(method, path, e, timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RequestCancelledException(url, "stopped waiting for " + method + " " + path + " at " + url, e);
        }
        int status = response.statusCode();
        for (int ok : expected) {
            if (status != ok) {
                continue;
            }
            if (path.equals("/metrics")) {
                return new Reply(status, response.body(), response, Map.of());
            }
            try {
                return Reply.strict(status, response.body(), response);
            } catch (IllegalArgumentException e) {
                throw new RequestRefusedException(url, status, "the answer of " + url + " to " + method + " " + path
                        + " is not JSON (" + e.getMessage() + "): is this address a Tutti engine?");
            }
        }
        throw failure(method, path, Reply.lenient(status, response.body(), response));
    }

    /** The typed exception for an answer the call did not expect. */
    EngineException failure(String method, String path, Reply r) {
        String said = engineMessage(r);
        switch (r.status) {
            case 401:
                return new TokenRefusedException(url, token == null
                        ? "the engine at " + url + " needs its token for " + method + " " + path
                                + ": give the token it printed at start (or the one in its TUTTI_TOKEN)"
                        : "the engine at " + url + " refused the token: check it (the engine prints its token at start)", null);
            case 404:
                return new NotFoundException(url, said, null);
            case 409: {
                Map<String, Object> m = r.json();
                return new DeploymentConflictException(url, said, Answers.text(m.get("name"), null), Answers.text(m.get("version"), null),
                        Answers.text(m.get("deployedSha256"), null), Answers.text(m.get("offeredSha256"), null));
            }
            case 413:
                return new TooLargeException(url, said, null);
            case 503: {
                Optional<String> after = r.response == null ? Optional.empty() : r.response.headers().firstValue("Retry-After");
                Duration retry = after.filter(s -> s.strip().matches("\\d+")).map(s -> Duration.ofSeconds(Long.parseLong(s.strip())))
                        .orElse(null);
                return new EngineBusyException(url, said + (retry == null ? "" : "; try again in " + retry.toSeconds() + " s"), retry);
            }
            default:
                return new RequestRefusedException(url, r.status, said);
        }
    }

    /** The engine's own error text, else a line naming the status. */
    private String engineMessage(Reply r) {
        Object error = r.json().get("error");
        if (error != null) {
            return error.toString();
        }
        String text = r.text.strip();
        return "the engine at " + url + " answered " + r.status + (text.isEmpty() ? "" : ": "
                + (text.length() > 200 ? text.substring(0, 200) + "…" : text));
    }

    /** The typed exception for a call that got no answer. */
    EngineException unreachable(String method, String path, IOException e, Duration timeout) {
        if (e instanceof HttpConnectTimeoutException) {
            return new EngineTimeoutException(url, "no connection to " + url + " within " + seconds(connectTimeout)
                    + ": is the engine running and the address right (a firewall may drop the connection)?", e);
        }
        if (e instanceof HttpTimeoutException) {
            return new EngineTimeoutException(url, "the engine at " + url + " did not answer " + method + " " + path + " within "
                    + seconds(timeout), e);
        }
        X509Certificate refused = trust.refused();
        if (refused != null && causedBy(e, SSLHandshakeException.class)) {
            return new UntrustedCertificateException(url, CertificateTrust.fingerprint(refused),
                    refused.getSubjectX500Principal().getName(), e);
        }
        if (causedBy(e, UnresolvedAddressException.class) || causedBy(e, UnknownHostException.class)) {
            return new EngineUnreachableException(url, "the host '" + url.getHost() + "' is not known (DNS): check the address "
                    + url, e);
        }
        if (causedBy(e, ConnectException.class)) {
            return new EngineUnreachableException(url, "no engine answers at " + url + ": start it or check the address", e);
        }
        if (causedBy(e, SSLException.class)) {
            return new EngineUnreachableException(url, "TLS with " + url + " failed (" + rootMessage(e) + ")"
                    + (url.getScheme().equals("https") ? ": is the engine serving plain HTTP? Then use http://" : ""), e);
        }
        return new EngineUnreachableException(url, "the connection to " + url + " failed during " + method + " " + path + " ("
                + rootMessage(e) + ")" + (url.getScheme().equals("http") ? ": if the engine serves HTTPS, use https://" : ""), e);
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    private static boolean causedBy(Throwable t, Class<? extends Throwable> type) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (type.isInstance(c)) {
                return true;
            }
        }
        return false;
    }

    private static String rootMessage(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null) {
            c = c.getCause();
        }
        return c.getMessage() != null ? c.getMessage() : c.getClass().getSimpleName();
    }
}
