package tutti.client;

import java.util.List;
import java.util.Map;

/**
 * A composition version deployed on an engine.
 *
 * @param sha256 the archive's content hash; null from an engine that does not report it
 */
public record Deployment(String name, String version, String sha256, int tasks, List<Parameter> inputs,
        List<Parameter> outputs) {

    /** A composition input or output with its Java type. */
    public record Parameter(String name, String type, boolean required) {
        static List<Parameter> of(Object list) {
            return Answers.list(list).stream().map(Answers::map).map(p -> new Parameter(Answers.text(p.get("name"), "?"),
                    Answers.text(p.get("type"), "Object"), Boolean.TRUE.equals(p.get("required")))).toList();
        }
    }

    static Deployment of(Map<String, Object> m) {
        return new Deployment(Answers.text(m.get("name"), "?"), Answers.text(m.get("version"), "?"),
                m.get("sha256") == null ? null : m.get("sha256").toString(), (int) Answers.number(m.get("tasks"), 0),
                Parameter.of(m.get("inputs")), Parameter.of(m.get("outputs")));
    }

    /** The first 12 characters of the content hash, as lists show it. */
    public String shortHash() {
        return sha256 == null ? "" : sha256.substring(0, Math.min(12, sha256.length()));
    }
}
