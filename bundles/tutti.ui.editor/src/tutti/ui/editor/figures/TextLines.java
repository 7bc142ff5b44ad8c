package tutti.ui.editor.figures;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.swt.graphics.Font;

/**
 * Text broken into lines of a width, between words where it can and inside a word too long for a
 * line; when the text needs more lines than there are, the last one ends in an ellipsis.
 */
final class TextLines {

    static final String ELLIPSIS = "\u2026";

    private TextLines() {
    }

    /** The lines, at most {@code maxLines} of them (at least one). */
    static List<String> wrap(String text, Font font, int width, int maxLines) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split(" +")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (fits(candidate, font, width)) {
                line.setLength(0);
                line.append(candidate);
                continue;
            }
            if (!line.isEmpty()) {
                lines.add(line.toString());
                line.setLength(0);
            }
            // A word wider than a line is cut where the line ends.
            String rest = word;
            while (!fits(rest, font, width) && rest.length() > 1) {
                int n = longestPrefix(rest, font, width);
                lines.add(rest.substring(0, n));
                rest = rest.substring(n);
            }
            line.append(rest);
        }
        if (!line.isEmpty() || lines.isEmpty()) {
            lines.add(line.toString());
        }
        int keep = Math.max(1, maxLines);
        if (lines.size() <= keep) {
            return lines;
        }
        List<String> shown = new ArrayList<>(lines.subList(0, keep));
        String last = shown.get(keep - 1);
        while (!last.isEmpty() && !fits(last + ELLIPSIS, font, width)) {
            last = last.substring(0, last.length() - 1);
        }
        shown.set(keep - 1, last.stripTrailing() + ELLIPSIS);
        return shown;
    }

    static boolean fits(String s, Font font, int width) {
        return FigureUtilities.getTextExtents(s, font).width <= width;
    }

    private static int longestPrefix(String s, Font font, int width) {
        int n = 1;
        while (n < s.length() && fits(s.substring(0, n + 1), font, width)) {
            n++;
        }
        return n;
    }
}
