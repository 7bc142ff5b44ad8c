package tutti.compiler;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a Java source file line by line and remembers which lines came from the user (snippets,
 * conditions, expressions), so compile errors and stack traces can point back at them.
 */
final class SourceWriter {

    /** Lines {@code first..last} (1-based, inclusive) hold user code described by {@code origin}. */
    record UserCode(int first, int last, String origin, int task) {
    }

    private final StringBuilder text = new StringBuilder();
    private final List<UserCode> userCode = new ArrayList<>();
    private int line = 1;
    private int indent;

    SourceWriter line(String s) {
        if (!s.isEmpty()) {
            text.append("    ".repeat(indent));
        }
        text.append(s).append('\n');
        line++;
        return this;
    }

    SourceWriter open(String s) {
        line(s);
        indent++;
        return this;
    }

    void indent() {
        indent++;
    }

    SourceWriter close(String s) {
        indent--;
        return line(s);
    }

    /** Writes user code as it is (its own indentation kept) and records where it went. */
    void userCode(String code, String origin, int task) {
        int first = line;
        for (String l : code.split("\n", -1)) {
            text.append(l.stripTrailing()).append('\n');
            line++;
        }
        userCode.add(new UserCode(first, line - 1, origin, task));
    }

    /** An expression in a statement of one line of its own, so that errors in it point at it alone. */
    void userExpression(String prefix, String expression, String suffix, String origin, int task) {
        userCode.add(new UserCode(line, line, origin, task));
        line(prefix + expression.strip().replace('\n', ' ') + suffix);
    }

    int nextLine() {
        return line;
    }

    List<UserCode> userCode() {
        return userCode;
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
