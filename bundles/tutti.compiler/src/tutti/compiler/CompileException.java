package tutti.compiler;

import java.util.List;

/** The composition did not compile; every problem names where it is. */
public final class CompileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<?> problems;

    public CompileException(String summary, List<?> problems) {
        super(summary + ":\n  " + String.join("\n  ", problems.stream().map(Object::toString).toList()));
        this.problems = List.copyOf(problems);
    }

    /** {@link CompileProblem}s or validation {@code Problem}s. */
    public List<?> problems() {
        return problems;
    }
}
