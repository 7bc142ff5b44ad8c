package tutti.model.validation;

import java.util.Set;

import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;

/** How problems name model elements, so users find them in the editor; and which names are allowed. */
public final class Names {

    private Names() {
    }

    /** "1 task", "3 tasks": a count as users read it. */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    static String of(Task t) {
        return "task '" + t.getName() + "'";
    }

    static String of(Parameter p) {
        Object owner = p.eContainer();
        String side = p.eContainingFeature() != null ? p.eContainingFeature().getName() : "";
        String kind = side.equals("inputs") ? "input" : "output";
        return owner instanceof Task t ? of(t) + " " + kind + " '" + p.getName() + "'"
                : "composition " + kind + " '" + p.getName() + "'";
    }

    static String of(ControlFlow f) {
        return "control flow " + name(f.getSource()) + " -> " + name(f.getTarget());
    }

    static String of(DataFlow f) {
        return "data flow " + endpoint(f.getSource()) + " -> " + endpoint(f.getTarget());
    }

    private static String name(Task t) {
        return t == null ? "(nothing)" : "'" + t.getName() + "'";
    }

    private static String endpoint(Parameter p) {
        if (p == null) {
            return "(nothing)";
        }
        return p.eContainer() instanceof Task t ? t.getName() + "." + p.getName() : p.getName();
    }

    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final",
            "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long",
            "native", "new", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
            "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile",
            "while", "true", "false", "null", "_", "var", "yield", "record");

    /** Names become Java identifiers in generated code (the editor checks names typed in place with it too). */
    public static boolean isIdentifier(String name) {
        if (name == null || name.isEmpty() || KEYWORDS.contains(name) || !Character.isJavaIdentifierStart(name.charAt(0))) {
            return false;
        }
        return name.chars().skip(1).allMatch(Character::isJavaIdentifierPart);
    }
}
