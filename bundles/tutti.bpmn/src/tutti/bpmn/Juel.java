package tutti.bpmn;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Expressions of the Unified Expression Language ({@code ${x == 'yes'}}, {@code #{amount > 1000 &&
 * !rejected}}, {@code ${empty items}}, {@code ${order.customer.name}}, {@code ${service.check(x)}}),
 * as Camunda, Flowable and Activiti modelers write them, made Java over the composition's
 * variables. Where both sides of an operator have a known primitive type the plain Java operator
 * is used; everywhere else {@code tutti.runtime.El} gives the language's own coercions, so the
 * meaning stays the same for values of any type. What is not this language (prose, FEEL, a
 * function with a prefix, an assignment) is not translated: the answer says why.
 */
public final class Juel {

    private static final String EL = "tutti.runtime.El.";

    /**
     * What translating gave: Java of the static {@code type} (a primitive, String, "null" or
     * Object), the variables it reads; or {@code refusal}, why it could not be translated.
     */
    public record Translation(String java, String type, Set<String> reads, String refusal) {
        public boolean ok() {
            return refusal == null;
        }
    }

    private Juel() {
    }

    /** Whether the text is one expression-language expression, {@code ${...}} or {@code #{...}}. */
    static boolean isWrapped(String text) {
        String t = text.strip();
        return (t.startsWith("${") || t.startsWith("#{")) && t.endsWith("}") && closingBrace(t, 1) == t.length() - 1;
    }

    /** The index of the brace that closes the one at {@code open}, skipping string literals; -1 if none. */
    private static int closingBrace(String t, int open) {
        int depth = 0;
        char quote = 0;
        for (int i = open; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (quote != 0) {
                if (ch == '\\') {
                    i++;
                } else if (ch == quote) {
                    quote = 0;
                }
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
            } else if (ch == '{') {
                depth++;
            } else if (ch == '}' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** A condition: Java of type boolean. */
    public static Translation condition(String text, Function<String, String> types) {
        Translation t = expression(text, types);
        if (!t.ok() || t.type().equals("boolean")) {
            return t;
        }
        return new Translation(EL + "bool(" + t.java() + ")", "boolean", t.reads(), null);
    }

    /**
     * A value: {@code ${...}} alone, or text around expressions ({@code Hello ${name}}), which
     * becomes a string.
     *
     * @param types the Java type of each variable ("Object" where nothing declares one)
     */
    public static Translation expression(String text, Function<String, String> types) {
        String t = text.strip();
        if (isWrapped(t)) {
            return translate(t.substring(2, t.length() - 1), types);
        }
        if (!t.contains("${") && !t.contains("#{")) {
            return refused("it is not an expression (${...})");
        }
        List<String> parts = new ArrayList<>();
        Set<String> reads = new LinkedHashSet<>();
        int at = 0;
        while (at < t.length()) {
            int open = indexOfOpen(t, at);
            if (open < 0) {
                parts.add(javaString(t.substring(at)));
                break;
            }
            if (open > at) {
                parts.add(javaString(t.substring(at, open)));
            }
            int close = closingBrace(t, open + 1);
            if (close < 0) {
                return refused("an expression opened with " + t.charAt(open) + "{ is never closed");
            }
            Translation inner = translate(t.substring(open + 2, close), types);
            if (!inner.ok()) {
                return inner;
            }
            parts.add("String.valueOf(" + inner.java() + ")");
            reads.addAll(inner.reads());
            at = close + 1;
        }
        return new Translation(String.join(" + ", parts), "String", reads, null);
    }

    private static int indexOfOpen(String t, int from) {
        for (int i = from; i + 1 < t.length(); i++) {
            if ((t.charAt(i) == '$' || t.charAt(i) == '#') && t.charAt(i + 1) == '{') {
                return i;
            }
        }
        return -1;
    }

    private static Translation refused(String why) {
        return new Translation(null, null, Set.of(), why);
    }

    private static Translation translate(String inner, Function<String, String> types) {
        try {
            Parser p = new Parser(Lexer.tokens(inner, false));
            Node n = p.ternary();
            p.expectEnd();
            Set<String> reads = new LinkedHashSet<>();
            Typed typed = n.java(types, reads);
            return new Translation(typed.java, typed.type, reads, null);
        } catch (IllegalArgumentException e) {
            return refused(e.getMessage());
        }
    }

    /**
     * Whether text that is not wrapped in {@code ${}} reads as a Java condition rather than as
     * prose ({@code Vacation Approval = "Approved"}): Java's tokens, no lone {@code =}, and no two
     * names or values side by side.
     */
    static boolean looksLikeJava(String text) {
        List<Token> tokens;
        try {
            tokens = Lexer.tokens(text, true);
        } catch (IllegalArgumentException e) {
            return false;
        }
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind == Kind.OP && t.text.equals("=")) {
                return false;
            }
            if (i > 0 && t.isOperand() && tokens.get(i - 1).isOperand()
                    && !Set.of("instanceof", "new", "final").contains(tokens.get(i - 1).text)
                    && !t.text.equals("instanceof")) {
                return false;
            }
        }
        return !tokens.isEmpty() && !tokens.get(tokens.size() - 1).text.equals("?");
    }

    static String javaString(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        b.append(String.format("\\u%04x", (int) ch));
                    } else {
                        b.append(ch);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    // ----- tokens -----

    private enum Kind {
        NAME, NUMBER, STRING, OP
    }

    private record Token(Kind kind, String text) {
        boolean isOperand() {
            return kind != Kind.OP;
        }

        boolean is(String s) {
            return (kind == Kind.OP || kind == Kind.NAME) && text.equals(s);
        }
    }

    private static final class Lexer {
        private static final List<String> OPERATORS = List.of("==", "!=", "<=", ">=", "&&", "||", "->", "::", "++", "--",
                "<", ">", "!", "+", "-", "*", "/", "%", "(", ")", ".", "[", "]", ",", "?", ":", "=", "&", "|", "^", "~", "{", "}",
                ";", "@");

        static List<Token> tokens(String s, boolean java) {
            List<Token> out = new ArrayList<>();
            int i = 0;
            while (i < s.length()) {
                char ch = s.charAt(i);
                if (Character.isWhitespace(ch)) {
                    i++;
                } else if (ch == '\'' || ch == '"') {
                    int j = i + 1;
                    StringBuilder value = new StringBuilder();
                    while (j < s.length() && s.charAt(j) != ch) {
                        if (s.charAt(j) == '\\' && j + 1 < s.length()) {
                            j++;
                        }
                        value.append(s.charAt(j++));
                    }
                    if (j >= s.length()) {
                        throw new IllegalArgumentException("a string opened with " + ch + " is never closed");
                    }
                    out.add(new Token(Kind.STRING, value.toString()));
                    i = j + 1;
                } else if (Character.isDigit(ch) || ch == '.' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1))) {
                    int j = i;
                    while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '.' || s.charAt(j) == '_'
                            || (s.charAt(j) == '+' || s.charAt(j) == '-') && (s.charAt(j - 1) == 'e' || s.charAt(j - 1) == 'E'))) {
                        j++;
                    }
                    out.add(new Token(Kind.NUMBER, s.substring(i, j)));
                    i = j;
                } else if (Character.isJavaIdentifierStart(ch)) {
                    int j = i + 1;
                    while (j < s.length() && Character.isJavaIdentifierPart(s.charAt(j))) {
                        j++;
                    }
                    out.add(new Token(Kind.NAME, s.substring(i, j)));
                    i = j;
                } else {
                    String op = null;
                    for (String o : OPERATORS) {
                        if (s.startsWith(o, i)) {
                            op = o;
                            break;
                        }
                    }
                    if (op == null) {
                        throw new IllegalArgumentException("'" + ch + "' is not part of the expression language");
                    }
                    if (!java && Set.of("=", "->", "::", "++", "--", "&", "|", "^", "~", "{", "}", ";", "@").contains(op)) {
                        throw new IllegalArgumentException(op.equals("=") ? "'=' assigns; compare with == or eq"
                                : "'" + op + "' is not part of the expression language");
                    }
                    out.add(new Token(Kind.OP, op));
                    i += op.length();
                }
            }
            return out;
        }
    }

    // ----- syntax -----

    private static final class Parser {
        private final List<Token> tokens;
        private int at;

        Parser(List<Token> tokens) {
            this.tokens = tokens;
        }

        private Token peek() {
            return at < tokens.size() ? tokens.get(at) : null;
        }

        private boolean accept(String... options) {
            Token t = peek();
            if (t != null) {
                for (String o : options) {
                    if (t.is(o)) {
                        at++;
                        return true;
                    }
                }
            }
            return false;
        }

        private String last() {
            return tokens.get(at - 1).text;
        }

        private void expect(String s) {
            if (!accept(s)) {
                throw new IllegalArgumentException("expected '" + s + "'" + (peek() == null ? " at the end" : " before '" + peek().text + "'"));
            }
        }

        void expectEnd() {
            if (peek() != null) {
                throw new IllegalArgumentException("'" + peek().text + "' cannot follow what comes before it");
            }
        }

        Node ternary() {
            Node c = or();
            if (accept("?")) {
                Node a = ternary();
                expect(":");
                Node b = ternary();
                return new Ternary(c, a, b);
            }
            return c;
        }

        private Node or() {
            Node n = and();
            while (accept("||", "or")) {
                n = new Binary("||", n, and());
            }
            return n;
        }

        private Node and() {
            Node n = equality();
            while (accept("&&", "and")) {
                n = new Binary("&&", n, equality());
            }
            return n;
        }

        private Node equality() {
            Node n = relation();
            while (accept("==", "!=", "eq", "ne")) {
                String op = switch (last()) {
                    case "eq" -> "==";
                    case "ne" -> "!=";
                    default -> last();
                };
                n = new Binary(op, n, relation());
            }
            return n;
        }

        private Node relation() {
            Node n = additive();
            while (accept("<", ">", "<=", ">=", "lt", "gt", "le", "ge")) {
                String op = switch (last()) {
                    case "lt" -> "<";
                    case "gt" -> ">";
                    case "le" -> "<=";
                    case "ge" -> ">=";
                    default -> last();
                };
                n = new Binary(op, n, additive());
            }
            return n;
        }

        private Node additive() {
            Node n = multiplicative();
            while (accept("+", "-")) {
                n = new Binary(last(), n, multiplicative());
            }
            return n;
        }

        private Node multiplicative() {
            Node n = unary();
            while (accept("*", "/", "%", "div", "mod")) {
                String op = switch (last()) {
                    case "div" -> "/";
                    case "mod" -> "%";
                    default -> last();
                };
                n = new Binary(op, n, unary());
            }
            return n;
        }

        private Node unary() {
            if (accept("!", "not")) {
                return new Not(unary());
            }
            if (accept("-")) {
                return new Negate(unary());
            }
            if (accept("empty")) {
                return new Empty(unary());
            }
            return postfix(primary());
        }

        private Node postfix(Node n) {
            while (true) {
                if (accept(".")) {
                    Token name = peek();
                    if (name == null || name.kind != Kind.NAME) {
                        throw new IllegalArgumentException("a name must follow '.'");
                    }
                    at++;
                    if (accept("(")) {
                        n = new Call(n, name.text, arguments());
                    } else {
                        n = new Property(n, name.text);
                    }
                } else if (accept("[")) {
                    Node key = ternary();
                    expect("]");
                    n = new Index(n, key);
                } else {
                    return n;
                }
            }
        }

        private List<Node> arguments() {
            List<Node> args = new ArrayList<>();
            if (accept(")")) {
                return args;
            }
            do {
                args.add(ternary());
            } while (accept(","));
            expect(")");
            return args;
        }

        private Node primary() {
            Token t = peek();
            if (t == null) {
                throw new IllegalArgumentException("the expression ends too early");
            }
            at++;
            switch (t.kind) {
                case NUMBER -> {
                    return Literal.number(t.text);
                }
                case STRING -> {
                    return new Literal(javaString(t.text), "String");
                }
                case NAME -> {
                    switch (t.text) {
                        case "true", "false" -> {
                            return new Literal(t.text, "boolean");
                        }
                        case "null" -> {
                            return new Literal("null", "null");
                        }
                        default -> {
                            // prefix:name( is a function; a name before the ':' of a ternary is not.
                            if (at + 2 < tokens.size() && tokens.get(at).is(":") && tokens.get(at + 1).kind == t.kind
                                    && tokens.get(at + 2).is("(")) {
                                throw new IllegalArgumentException("functions with a prefix (" + t.text + ":...) have no "
                                        + "equivalent here; call a method on a variable instead");
                            }
                            if (peek() != null && peek().is("(")) {
                                throw new IllegalArgumentException(t.text + "(...) is a function of another engine; call a "
                                        + "method on a variable instead");
                            }
                            if (!javax.lang.model.SourceVersion.isIdentifier(t.text) || javax.lang.model.SourceVersion.isKeyword(t.text)) {
                                throw new IllegalArgumentException("'" + t.text + "' cannot name a variable in Java");
                            }
                            return new Variable(t.text);
                        }
                    }
                }
                default -> {
                    if (t.is("(")) {
                        Node inner = ternary();
                        expect(")");
                        return new Parens(inner);
                    }
                    throw new IllegalArgumentException("'" + t.text + "' cannot start an expression");
                }
            }
        }
    }

    // ----- meaning -----

    /** Java text and its static type: a primitive or String where known, "null", else "Object". */
    private record Typed(String java, String type) {
        boolean integral() {
            return Set.of("int", "long", "short", "byte").contains(type);
        }

        boolean numeric() {
            return integral() || type.equals("double") || type.equals("float");
        }

        boolean bool() {
            return type.equals("boolean");
        }

        /** As a boolean condition. */
        String asBoolean() {
            return bool() ? java : EL + "bool(" + java + ")";
        }
    }

    private sealed interface Node permits Literal, Variable, Parens, Not, Negate, Empty, Binary, Ternary, Property, Index, Call {
        Typed java(Function<String, String> types, Set<String> reads);
    }

    private record Literal(String java, String type) implements Node {
        static Literal number(String text) {
            if (text.matches("\\d+")) {
                return new Literal(Long.parseLong(text) > Integer.MAX_VALUE ? text + "L" : text,
                        Long.parseLong(text) > Integer.MAX_VALUE ? "long" : "int");
            }
            try {
                Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not a number");
            }
            return new Literal(text.startsWith(".") ? "0" + text : text, "double");
        }

        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            return new Typed(java, type);
        }
    }

    private record Variable(String name) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            reads.add(name);
            String type = types.apply(name);
            return new Typed(name, type == null ? "Object" : primitiveOrObject(type));
        }

        /** Declared primitives and String keep their type; anything else is handled as an Object. */
        private static String primitiveOrObject(String type) {
            String t = type.replace("java.lang.", "");
            return Set.of("int", "long", "short", "byte", "double", "float", "boolean", "String").contains(t) ? t : "Object";
        }
    }

    private record Parens(Node inner) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            Typed t = inner.java(types, reads);
            return new Typed("(" + t.java + ")", t.type);
        }
    }

    private record Not(Node inner) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            Typed t = inner.java(types, reads);
            return new Typed(t.bool() ? "!" + t.java : "!" + EL + "bool(" + t.java + ")", "boolean");
        }
    }

    private record Negate(Node inner) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            Typed t = inner.java(types, reads);
            return t.numeric() ? new Typed("-" + t.java, t.type) : new Typed(EL + "neg(" + t.java + ")", "Object");
        }
    }

    private record Empty(Node inner) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            return new Typed(EL + "empty(" + inner.java(types, reads).java + ")", "boolean");
        }
    }

    private record Binary(String op, Node left, Node right) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            Typed a = left.java(types, reads);
            Typed b = right.java(types, reads);
            switch (op) {
                case "&&", "||" -> {
                    return new Typed(a.asBoolean() + " " + op + " " + b.asBoolean(), "boolean");
                }
                case "==", "!=" -> {
                    if (a.numeric() && b.numeric() || a.bool() && b.bool()) {
                        return new Typed(a.java + " " + op + " " + b.java, "boolean");
                    }
                    return new Typed(EL + (op.equals("==") ? "eq" : "ne") + "(" + a.java + ", " + b.java + ")", "boolean");
                }
                case "<", ">", "<=", ">=" -> {
                    if (a.numeric() && b.numeric()) {
                        return new Typed(a.java + " " + op + " " + b.java, "boolean");
                    }
                    String f = switch (op) {
                        case "<" -> "lt";
                        case ">" -> "gt";
                        case "<=" -> "le";
                        default -> "ge";
                    };
                    return new Typed(EL + f + "(" + a.java + ", " + b.java + ")", "boolean");
                }
                default -> {
                    return arithmetic(a, b);
                }
            }
        }

        private Typed arithmetic(Typed a, Typed b) {
            if (a.numeric() && b.numeric()) {
                if (op.equals("/")) {
                    return new Typed("(double) " + a.java + " / " + b.java, "double");
                }
                boolean decimal = !a.integral() || !b.integral();
                boolean wide = a.type.equals("long") || b.type.equals("long");
                return new Typed(a.java + " " + op + " " + b.java, decimal ? "double" : wide ? "long" : "int");
            }
            String f = switch (op) {
                case "+" -> "add";
                case "-" -> "sub";
                case "*" -> "mul";
                case "/" -> "div";
                default -> "mod";
            };
            return new Typed(EL + f + "(" + a.java + ", " + b.java + ")", "Object");
        }
    }

    private record Ternary(Node condition, Node then, Node otherwise) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            Typed c = condition.java(types, reads);
            Typed a = then.java(types, reads);
            Typed b = otherwise.java(types, reads);
            boolean same = a.type.equals(b.type) && !a.type.equals("null");
            return new Typed("(" + c.asBoolean() + " ? " + (same ? a.java : "(Object) " + a.java) + " : "
                    + (same ? b.java : "(Object) " + b.java) + ")", same ? a.type : "Object");
        }
    }

    private record Property(Node target, String name) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            return new Typed(EL + "property(" + target.java(types, reads).java + ", " + javaString(name) + ")", "Object");
        }
    }

    private record Index(Node target, Node key) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            return new Typed(EL + "index(" + target.java(types, reads).java + ", " + key.java(types, reads).java + ")", "Object");
        }
    }

    private record Call(Node target, String method, List<Node> args) implements Node {
        @Override
        public Typed java(Function<String, String> types, Set<String> reads) {
            StringBuilder b = new StringBuilder(EL + "call(" + target.java(types, reads).java + ", " + javaString(method));
            for (Node a : args) {
                b.append(", ").append(a.java(types, reads).java);
            }
            return new Typed(b.append(")").toString(), "Object");
        }
    }

    /** Java text of a value of {@code type} from a translation: Objects converted as the runtime converts inputs. */
    static String as(Translation t, String type, String name) {
        String clean = type.replace("java.lang.", "");
        if (t.type().equals(clean) || clean.equals("Object")) {
            return t.java();
        }
        if (t.type().equals("int") && (clean.equals("long") || clean.equals("double"))
                || t.type().equals("long") && clean.equals("double")) {
            return t.java();
        }
        Map<String, String> converters = Map.of("int", "toInt", "long", "toLong", "double", "toDouble", "boolean", "toBoolean",
                "String", "toStringValue");
        String converter = converters.get(clean);
        if (converter != null) {
            return "tutti.runtime.Values." + converter + "((Object) (" + t.java() + "), " + javaString(name) + ")";
        }
        return "(" + type + ") (Object) (" + t.java() + ")";
    }
}
