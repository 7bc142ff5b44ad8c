package tutti.cluster;

import java.util.Locale;

/** Enum constants as command-line words: {@code NON_SHARED} is {@code non-shared}. */
final class EnumOptions {

    private EnumOptions() {
    }

    static String option(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static <E extends Enum<E>> E parse(E[] values, String text, String what, String choices) throws PlanException {
        if (text != null) {
            for (E e : values) {
                if (option(e).equals(text.strip().toLowerCase(Locale.ROOT))) {
                    return e;
                }
            }
        }
        throw new PlanException("unknown " + what + " '" + text + "': use " + choices);
    }
}
