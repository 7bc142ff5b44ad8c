package tutti.ui.engines.views;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.monitor.results.CsvTable;
import tutti.ui.engines.BatchResults;

/** Batch runs as CSV: the Results view's columns, then one column per pool and event counted in any run. */
final class Csv {

    private Csv() {
    }

    static String of(List<BatchResults.Run> runs) {
        Set<String> counterColumns = new LinkedHashSet<>();
        for (BatchResults.Run r : runs) {
            r.pools().forEach((pool, events) -> events.keySet().forEach(e -> counterColumns.add(pool + "." + e)));
        }
        StringBuilder s = new StringBuilder();
        List<String> header = new ArrayList<>();
        ResultsView.FIGURES.forEach(f -> header.add(f.title()));
        header.addAll(counterColumns);
        CsvTable.line(s, header);
        for (BatchResults.Run r : runs) {
            List<String> row = new ArrayList<>();
            ResultsView.FIGURES.forEach(f -> row.add(f.value().apply(r)));
            for (String column : counterColumns) {
                int dot = column.indexOf('.');
                Map<String, Object> events = r.pools().getOrDefault(column.substring(0, dot), Map.of());
                Object v = events.get(column.substring(dot + 1));
                // An event the machine cannot count is written as its reason, never as 0.
                row.add(v == null ? "" : v instanceof Number n ? Long.toString(n.longValue()) : "not counted: " + v);
            }
            CsvTable.line(s, row);
        }
        return s.toString();
    }
}
