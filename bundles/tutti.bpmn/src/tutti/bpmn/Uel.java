package tutti.bpmn;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Conditions other engines write in their expression language ({@code ${i < n}}, {@code #{approved}})
 * made Java where the meaning stays exactly the same: names, numbers, parentheses, ordering
 * comparisons and the boolean operators (also as the words {@code and}, {@code or}, {@code not},
 * {@code lt}, {@code gt}, {@code le}, {@code ge}). Anything else (equality, which compares strings
 * by value in the expression language and by identity in Java; strings; method calls; {@code empty})
 * is kept as written, and the validator names it as a condition to rewrite in Java.
 */
final class Uel {

    private static final Pattern WRAPPED = Pattern.compile("^[$#]\\{(.*)}$", Pattern.DOTALL);
    private static final Pattern TOKEN = Pattern.compile("\\s*([A-Za-z_][A-Za-z_0-9]*|\\d+(?:\\.\\d+)?|<=|>=|&&|\\|\\||[<>!()])");
    private static final Map<String, String> WORDS = Map.of("and", "&&", "or", "||", "not", "!", "lt", "<", "gt", ">",
            "le", "<=", "ge", ">=");
    private static final java.util.Set<String> LITERALS = java.util.Set.of("true", "false");

    private Uel() {
    }

    /** The Java condition for an expression-language one, when exact; otherwise the text as it was. */
    static String toJava(String text) {
        Matcher wrapped = WRAPPED.matcher(text.strip());
        if (!wrapped.matches()) {
            return text;
        }
        String inner = wrapped.group(1).strip();
        StringBuilder java = new StringBuilder();
        Matcher token = TOKEN.matcher(inner);
        int at = 0;
        while (at < inner.length()) {
            if (!token.find(at) || token.start() != at) {
                return text; // something the translation does not know: kept for the user to rewrite
            }
            String t = token.group(1);
            String symbol = WORDS.getOrDefault(t, t);
            if (Character.isLetter(t.charAt(0)) && !WORDS.containsKey(t) && !LITERALS.contains(t)
                    && !javax.lang.model.SourceVersion.isIdentifier(t)) {
                return text;
            }
            if (java.length() > 0 && !symbol.equals(")") && !java.toString().endsWith("(") && !java.toString().endsWith("!")) {
                java.append(' ');
            }
            java.append(symbol);
            at = token.end();
        }
        return java.length() == 0 ? text : java.toString();
    }
}
