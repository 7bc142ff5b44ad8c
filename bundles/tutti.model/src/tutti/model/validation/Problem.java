package tutti.model.validation;

import org.eclipse.emf.ecore.EObject;

/**
 * One thing wrong with a composition: where, what, and how to fix it.
 *
 * @param element the model element at fault (for markers and selection in the Studio)
 * @param where   how users find it, e.g. {@code task 'parse'} or {@code data flow order -> text}
 * @param message what is wrong
 * @param fix     what to do about it
 */
public record Problem(Severity severity, EObject element, String where, String message, String fix) {

    public enum Severity {
        ERROR, WARNING
    }

    /** One line: {@code task 'parse': required input 'text' has no data flow (connect ...)}. */
    @Override
    public String toString() {
        return where + ": " + message + " (" + fix + ")";
    }
}
