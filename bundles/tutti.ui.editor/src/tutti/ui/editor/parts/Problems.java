package tutti.ui.editor.parts;

import java.util.List;
import java.util.Map;

import org.eclipse.gef.EditPart;

import tutti.model.validation.Problem;

/** The last validation's problems, per element, as the viewer holds them for the figures to show. */
public final class Problems {

    /** The viewer property holding a {@code Map<EObject, List<Problem>>}. */
    public static final String PROPERTY = "tutti.problems";

    private Problems() {
    }

    @SuppressWarnings("unchecked")
    static List<Problem> of(EditPart part, Object element) {
        Object all = part.getViewer() == null ? null : part.getViewer().getProperty(PROPERTY);
        if (!(all instanceof Map<?, ?> map)) {
            return List.of();
        }
        List<Problem> found = (List<Problem>) map.get(element);
        return found == null ? List.of() : found;
    }

    static boolean anyError(List<Problem> problems) {
        return problems.stream().anyMatch(p -> p.severity() == Problem.Severity.ERROR);
    }

    /** One line per problem, for a tooltip. */
    static String text(List<Problem> problems) {
        return String.join("\n", problems.stream().map(p -> p.message() + " \u2014 " + p.fix()).toList());
    }
}
