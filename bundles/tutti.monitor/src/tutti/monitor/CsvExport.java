package tutti.monitor;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Series as CSV, one row per point: time, engine, replica, group, name, unit, value; a gap is an
 * empty value, and a total over several engines has {@code total} for its replica. Long rather
 * than wide, so that series sampled at different times stay exact.
 */
public final class CsvExport {

    public static final String HEADER = "time_ms,engine,replica,group,name,unit,value";

    private CsvExport() {
    }

    /** Every series' points from {@code fromMillis} on, series by series. */
    public static void write(Monitor monitor, long fromMillis, Writer out) throws IOException {
        out.write(HEADER);
        out.write('\n');
        List<SeriesKey> keys = new ArrayList<>(monitor.keys());
        keys.sort(Comparator.comparing(SeriesKey::engine).thenComparingInt(SeriesKey::replica).thenComparing(SeriesKey::group)
                .thenComparing(SeriesKey::name));
        for (SeriesKey k : keys) {
            Window w = monitor.series(k).window(fromMillis);
            String replica = k.isTotal() ? "total" : Integer.toString(k.replica());
            String prefix = "," + quote(k.engine()) + "," + replica + "," + quote(k.group()) + "," + quote(k.name()) + ","
                    + quote(k.unit()) + ",";
            for (int i = 0; i < w.size(); i++) {
                out.write(Long.toString(w.times()[i]));
                out.write(prefix);
                double v = w.values()[i];
                if (!Double.isNaN(v)) {
                    out.write(Double.toString(v));
                }
                out.write('\n');
            }
        }
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
    static String quote(String field) {
        if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\n') < 0) {
            return field;
        }
        return '"' + field.replace("\"", "\"\"") + '"';
    }
}
