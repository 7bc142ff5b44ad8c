package tutti.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The command line's reference in Markdown, written from the commands' own summaries and
 * synopses ({@code tutti help --markdown}), so that docs/reference/cli.md cannot drift from what
 * {@code tutti COMMAND --help} prints.
 */
final class Reference {

    /** Synopses wrap before an option group once a line passes this width. */
    static final int WIDTH = 96;

    private Reference() {
    }

    static String markdown(Collection<Command> commands) {
        StringBuilder md = new StringBuilder();
        for (Command c : commands) {
            md.append("### `").append(c.name()).append("`\n\n");
            md.append(sentence(c.summary())).append("\n\n");
            md.append("```\n");
            for (String line : wrap("tutti " + c.name() + " " + c.synopsis())) {
                md.append(line).append('\n');
            }
            md.append("```\n\n");
        }
        return md.toString();
    }

    private static String sentence(String summary) {
        String s = summary.strip();
        if (s.isEmpty()) {
            return s;
        }
        s = Character.toUpperCase(s.charAt(0)) + s.substring(1);
        return s.endsWith(".") ? s : s + ".";
    }

    /**
     * Breaks a synopsis before a top-level "[", "(" or "|" group once a line would pass
     * {@link #WIDTH}; continuation lines are indented by four spaces, and a group too long for a
     * line of its own is broken inside the same way, four spaces deeper.
     */
    static List<String> wrap(String synopsis) {
        return wrap(synopsis, "");
    }

    private static List<String> wrap(String text, String outer) {
        List<String> parts = groups(text);
        String indent = outer + "    ";
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(outer).append(parts.get(0));
        for (String part : parts.subList(1, parts.size())) {
            if (line.length() + 1 + part.length() <= WIDTH) {
                line.append(' ').append(part);
                continue;
            }
            lines.add(line.toString());
            if (indent.length() + part.length() > WIDTH && part.startsWith("[") && part.endsWith("]")) {
                List<String> inner = wrap(part.substring(1, part.length() - 1), indent);
                inner.set(0, indent + "[" + inner.get(0).substring(indent.length()));
                int last = inner.size() - 1;
                lines.addAll(inner.subList(0, last));
                line = new StringBuilder(inner.get(last)).append(']');
            } else {
                line = new StringBuilder(indent).append(part);
            }
        }
        lines.add(line.toString());
        return lines;
    }

    /** The text cut before each "[", "(" or "|" that follows a space outside any bracket. */
    private static List<String> groups(String text) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            boolean opens = ch == '[' || ch == '(';
            if ((opens || ch == '|') && depth == 0 && i > start && text.charAt(i - 1) == ' ') {
                parts.add(text.substring(start, i - 1));
                start = i;
            }
            if (opens) {
                depth++;
            } else if (ch == ']' || ch == ')') {
                depth = Math.max(0, depth - 1);
            }
        }
        parts.add(text.substring(start));
        return parts;
    }
}
