package tutti.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;

/**
 * What {@code POST /deployments} answers, the same from a lone engine and a front: 201 for a new
 * version, 200 "unchanged" for the same content again, 409 naming both hashes for other content
 * under a name and version that are taken. A version is immutable once deployed, so instances that
 * started on it and instances that start later run the same code.
 */
public final class DeployAnswers {

    private DeployAnswers() {
    }

    public static Map<String, Object> deployed(CompositionArchive archive, boolean unchanged) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("name", archive.name());
        body.put("version", archive.version());
        body.put("sha256", archive.contentHash());
        if (unchanged) {
            body.put("unchanged", true);
        }
        return body;
    }

    /** Answers what an offered archive became. */
    public static void answer(DeploymentRegistry.Offer offer, Response response, Callback callback) {
        CompositionArchive archive = offer.archive();
        switch (offer.outcome()) {
            case NEW -> HttpReplies.json(response, callback, HttpStatus.CREATED_201, deployed(archive, false));
            case UNCHANGED -> HttpReplies.json(response, callback, HttpStatus.OK_200, deployed(archive, true));
            case CONFLICT -> conflict(archive, offer.deployedHash(), response, callback);
        }
    }

    private static void conflict(CompositionArchive archive, String deployedHash, Response response, Callback callback) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", archive.name() + " " + archive.version() + " is already deployed with other content (sha256 "
                + shortHash(deployedHash) + "…, this archive " + shortHash(archive.contentHash())
                + "…): give the composition a new version, or delete " + archive.version() + " first");
        body.put("name", archive.name());
        body.put("version", archive.version());
        body.put("deployedSha256", deployedHash);
        body.put("offeredSha256", archive.contentHash());
        HttpReplies.json(response, callback, HttpStatus.CONFLICT_409, body);
    }

    /** Answers {@code GET /deployments/{name}/{version}}: the archive as it was deployed, or 404. */
    public static boolean archive(DeploymentRegistry registry, String name, String version, Response response, Callback callback) {
        byte[] bytes = registry.archive(name, version);
        if (bytes == null) {
            return HttpReplies.error(response, callback, HttpStatus.NOT_FOUND_404, "no deployment " + name + " " + version
                    + " here (GET /deployments lists them)");
        }
        response.setStatus(HttpStatus.OK_200);
        response.getHeaders().put(org.eclipse.jetty.http.HttpHeader.CONTENT_TYPE, "application/java-archive");
        response.write(true, java.nio.ByteBuffer.wrap(bytes), callback);
        return true;
    }

    static List<Map<String, Object>> parameters(List<CompiledComposition.ParameterInfo> parameters) {
        return parameters.stream().map(p -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", p.name());
            m.put("type", p.type());
            m.put("required", p.required());
            return m;
        }).toList();
    }

    private static String shortHash(String hash) {
        return hash.length() > 12 ? hash.substring(0, 12) : hash;
    }
}
