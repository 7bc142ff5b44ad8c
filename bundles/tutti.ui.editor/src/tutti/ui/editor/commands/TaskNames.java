package tutti.ui.editor.commands;

import java.util.Set;
import java.util.stream.Collectors;

import tutti.model.composition.Composition;
import tutti.model.composition.Task;

/** Task names that are free in a composition: {@code snippet1}, {@code snippet2}, ... */
public final class TaskNames {

    private TaskNames() {
    }

    public static String free(Composition composition, String base) {
        return free(composition.getTasks().stream().map(Task::getName).collect(Collectors.toSet()), base);
    }

    /** The first of {@code base1}, {@code base2}, ... not among {@code taken}. */
    static String free(Set<String> taken, String base) {
        for (int i = 1;; i++) {
            if (!taken.contains(base + i)) {
                return base + i;
            }
        }
    }
}
