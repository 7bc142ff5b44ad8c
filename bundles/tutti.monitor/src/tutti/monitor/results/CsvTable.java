package tutti.monitor.results;

import java.util.ArrayList;
import java.util.List;

/**
 * A table as RFC 4180 CSV: a header line, then one line per row; a cell holding a comma, a quote
 * or a line break is quoted, its quotes doubled.
 */
public record CsvTable(List<String> columns, List<List<String>> rows) {

    public CsvTable {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
    }

    /** Reads CSV text; a row with more cells than the header is refused, one with fewer is padded with empty cells. */
    public static CsvTable parse(String text) {
        List<List<String>> lines = records(text);
        if (lines.isEmpty() || lines.get(0).stream().allMatch(String::isEmpty)) {
            throw new IllegalArgumentException("the CSV has no header line");
        }
        List<String> header = lines.get(0);
        List<List<String>> rows = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            List<String> row = new ArrayList<>(lines.get(i));
            if (row.size() == 1 && row.get(0).isEmpty()) {
                continue;
            }
            if (row.size() > header.size()) {
                throw new IllegalArgumentException("CSV row " + i + " has " + row.size() + " cells but the header names "
                        + header.size() + " columns");
            }
            while (row.size() < header.size()) {
                row.add("");
            }
            rows.add(row);
        }
        return new CsvTable(header, rows);
    }

    private static List<List<String>> records(String text) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"' && cell.isEmpty()) {
                quoted = true;
            } else if (c == ',') {
                record.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                record.add(cell.toString());
                cell.setLength(0);
                records.add(record);
                record = new ArrayList<>();
            } else {
                cell.append(c);
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("the CSV ends inside a quoted cell");
        }
        if (!cell.isEmpty() || !record.isEmpty()) {
            record.add(cell.toString());
            records.add(record);
        }
        return records;
    }

    /** The table as CSV text, a line break after every line. */
    public String format() {
        StringBuilder s = new StringBuilder();
        line(s, columns);
        rows.forEach(r -> line(s, r));
        return s.toString();
    }

    /** One line of cells, quoted where they need it, ended by a line break. */
    public static void line(StringBuilder s, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                s.append(',');
            }
            s.append(cell(cells.get(i)));
        }
        s.append('\n');
    }

    /** One cell as CSV writes it. */
    public static String cell(String text) {
        return text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")
                ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
