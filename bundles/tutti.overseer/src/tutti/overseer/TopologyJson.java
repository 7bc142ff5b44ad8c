package tutti.overseer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * Writes a topology as JSON (a summary and the object tree with sets as Linux lists) and reads it
 * back, so that a machine an engine reports over HTTP is the same model as this one.
 */
public final class TopologyJson {

    private TopologyJson() {
    }

    public static String render(Topology topology) {
        Map<String, Object> doc = new LinkedHashMap<>();
        TopologySummary s = topology.summary();
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("packages", s.packages());
        summary.put("numaNodes", s.numaNodes());
        summary.put("l3Caches", s.l3Caches());
        summary.put("l2Caches", s.l2Caches());
        summary.put("cores", s.cores());
        summary.put("pus", s.pus());
        summary.put("memoryBytes", topology.totalMemoryBytes());
        doc.put("thisSystem", topology.thisSystem());
        doc.put("summary", summary);
        doc.put("machine", object(topology.machine()));
        return Json.object(doc);
    }

    private static Map<String, Object> object(TopologyObject o) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", o.type().hwlocName());
        m.put("logicalIndex", o.logicalIndex());
        m.put("osIndex", o.osIndex() < 0 ? null : o.osIndex());
        m.put("cpuset", o.cpuset().toString());
        m.put("nodeset", o.nodeset().toString());
        if (o.type() == ObjectType.NUMANODE) {
            m.put("memoryBytes", o.sizeBytes());
        }
        if (o.type().isCache()) {
            m.put("cacheLevel", o.cacheLevel());
            m.put("cacheType", o.cacheType());
            m.put("sizeBytes", o.sizeBytes());
        }
        if (!o.memoryChildren().isEmpty()) {
            m.put("memory", list(o.memoryChildren()));
        }
        if (!o.children().isEmpty()) {
            m.put("children", list(o.children()));
        }
        return m;
    }

    private static List<Map<String, Object>> list(List<TopologyObject> objects) {
        return objects.stream().map(TopologyJson::object).toList();
    }

    /**
     * Reads what {@link #render} wrote (an engine's {@code GET /topology}, extra members such as
     * its placement ignored).
     *
     * @throws IllegalArgumentException naming what is missing or malformed
     */
    public static Topology parse(String json, TopologySource source) {
        Map<String, Object> doc;
        try {
            doc = JsonReader.parseObject(json);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the topology is not JSON: " + e.getMessage(), e);
        }
        if (!(doc.get("machine") instanceof Map<?, ?> machine)) {
            throw new IllegalArgumentException("the topology has no \"machine\" object: is this a Tutti engine's /topology?");
        }
        List<TopologyObject> all = new ArrayList<>();
        TopologyObject root = read(machine, null, all);
        return new Topology(source, Boolean.TRUE.equals(doc.get("thisSystem")), root, all);
    }

    private static TopologyObject read(Map<?, ?> m, TopologyObject parent, List<TopologyObject> all) {
        String type = text(m, "type");
        boolean cache = m.containsKey("cacheLevel");
        long size = number(m, type.equals("NUMANode") ? "memoryBytes" : "sizeBytes", 0);
        TopologyObject o;
        try {
            o = new TopologyObject(ObjectType.ofHwlocName(type), (int) number(m, "logicalIndex", 0),
                    (int) number(m, "osIndex", -1), IndexSet.parse(text(m, "cpuset")), IndexSet.parse(text(m, "nodeset")),
                    size, cache ? (int) number(m, "cacheLevel", 0) : 0, cache ? text(m, "cacheType") : "", parent);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the topology's " + type + " object is malformed: " + e.getMessage(), e);
        }
        all.add(o);
        for (String member : List.of("memory", "children")) {
            if (m.get(member) instanceof List<?> list) {
                for (Object child : list) {
                    if (!(child instanceof Map<?, ?> c)) {
                        throw new IllegalArgumentException("the topology's " + type + " lists a " + member + " entry that is not an object");
                    }
                    read(c, o, all);
                }
            }
        }
        return o;
    }

    private static String text(Map<?, ?> m, String key) {
        if (!(m.get(key) instanceof String s)) {
            throw new IllegalArgumentException("a topology object has no \"" + key + "\" text: " + m.keySet());
        }
        return s;
    }

    private static long number(Map<?, ?> m, String key, long fallback) {
        return m.get(key) instanceof Number n ? n.longValue() : fallback;
    }
}
