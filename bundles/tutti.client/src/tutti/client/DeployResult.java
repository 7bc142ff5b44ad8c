package tutti.client;

import java.util.Map;

/**
 * The answer to a deployment.
 *
 * @param unchanged true when the engine already had this name and version with the same content
 *            (nothing was replaced)
 */
public record DeployResult(String name, String version, String sha256, boolean unchanged) {

    static DeployResult of(Map<String, Object> m) {
        return new DeployResult(Answers.text(m.get("name"), "?"), Answers.text(m.get("version"), "?"),
                Answers.text(m.get("sha256"), ""), Boolean.TRUE.equals(m.get("unchanged")));
    }
}
