package tutti.ui.topology.layout;

/** How wide a line of text is and how tall a line is, in the font the drawing will use. */
public interface TextMetrics {

    int width(String text);

    int lineHeight();

    /**
     * The text in rows no wider than {@code width}, broken only where {@code breaks} (a regular
     * expression that matches between characters, e.g. {@code (?<= )}) allows; a part wider than
     * the width has a row of its own.
     */
    default java.util.List<String> wrap(String text, int width, String breaks) {
        java.util.List<String> rows = new java.util.ArrayList<>();
        String row = "";
        for (String part : text.split(breaks)) {
            if (!row.isEmpty() && width((row + part).stripTrailing()) > width) {
                rows.add(row.stripTrailing());
                row = "";
            }
            row += part;
        }
        rows.add(row.stripTrailing());
        return rows;
    }
}
