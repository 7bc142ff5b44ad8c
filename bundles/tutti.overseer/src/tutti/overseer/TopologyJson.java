package tutti.overseer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.runtime.Json;

/** Writes a topology as JSON: a summary and the object tree with sets as Linux lists. */
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
}
