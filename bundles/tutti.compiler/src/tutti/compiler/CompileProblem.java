package tutti.compiler;

/**
 * A compile error, mapped back to where the user wrote the code.
 *
 * @param where e.g. {@code code of task 'parse', line 2} or {@code condition of control flow 'a' -> 'b'}
 */
public record CompileProblem(String where, String message) {

    @Override
    public String toString() {
        return where + ": " + message;
    }
}
