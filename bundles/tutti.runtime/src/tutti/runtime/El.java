package tutti.runtime;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The semantics of the Unified Expression Language (JUEL, as Camunda, Flowable and Activiti
 * evaluate it) for conditions and expressions imported from BPMN, where the types of the values
 * are not known when the composition is compiled: equality coerces numbers, booleans and strings
 * as the language does, relations with null are false, {@code empty} covers null, "", and empty
 * collections, maps and arrays, {@code /} divides as doubles, and {@code a.b} reads a map entry or
 * a bean property. Generated code calls these; typed values get plain Java operators instead.
 */
public final class El {

    private static final java.util.regex.Pattern DECIMAL = java.util.regex.Pattern.compile(
            "[-+]?(\\d*\\.\\d+([eE][-+]?\\d+)?|\\d+[eE][-+]?\\d+)");

    private El() {
    }

    /** {@code a == b}. */
    public static boolean eq(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        if (isDecimal(a) || isDecimal(b)) {
            return toDouble(a) == toDouble(b);
        }
        if (a instanceof Number || b instanceof Number) {
            if (a instanceof BigInteger || b instanceof BigInteger) {
                return toBigInteger(a).equals(toBigInteger(b));
            }
            return toLong(a) == toLong(b);
        }
        if (a instanceof Boolean || b instanceof Boolean) {
            return bool(a) == bool(b);
        }
        if (a instanceof Enum<?> e) {
            return e.name().equals(String.valueOf(b));
        }
        if (b instanceof Enum<?> e) {
            return e.name().equals(String.valueOf(a));
        }
        if (a instanceof String || b instanceof String || a instanceof Character || b instanceof Character) {
            return String.valueOf(a).equals(String.valueOf(b));
        }
        return a.equals(b);
    }

    /** {@code a != b}. */
    public static boolean ne(Object a, Object b) {
        return !eq(a, b);
    }

    /** {@code a < b}: false when either is null. */
    public static boolean lt(Object a, Object b) {
        return a != null && b != null && compare(a, b) < 0;
    }

    public static boolean gt(Object a, Object b) {
        return a != null && b != null && compare(a, b) > 0;
    }

    public static boolean le(Object a, Object b) {
        return a == b || a != null && b != null && compare(a, b) <= 0;
    }

    public static boolean ge(Object a, Object b) {
        return a == b || a != null && b != null && compare(a, b) >= 0;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Object a, Object b) {
        if (isDecimal(a) || isDecimal(b)) {
            return Double.compare(toDouble(a), toDouble(b));
        }
        if (a instanceof Number || b instanceof Number) {
            return Long.compare(toLong(a), toLong(b));
        }
        if (a instanceof String || b instanceof String) {
            return String.valueOf(a).compareTo(String.valueOf(b));
        }
        if (a instanceof Comparable c && a.getClass().isInstance(b)) {
            return c.compareTo(b);
        }
        throw new IllegalArgumentException("cannot compare " + describe(a) + " with " + describe(b));
    }

    /** A value used as a condition: null is false, a string is true only when it says "true". */
    public static boolean bool(Object v) {
        if (v == null) {
            return false;
        }
        if (v instanceof Boolean b) {
            return b;
        }
        if (v instanceof String s) {
            return s.isEmpty() ? false : Boolean.parseBoolean(s);
        }
        throw new IllegalArgumentException("a condition needs true or false, not " + describe(v));
    }

    /** {@code empty v}. */
    public static boolean empty(Object v) {
        return v == null || v instanceof CharSequence s && s.isEmpty() || v instanceof Collection<?> c && c.isEmpty()
                || v instanceof Map<?, ?> m && m.isEmpty() || v.getClass().isArray() && Array.getLength(v) == 0;
    }

    public static Object add(Object a, Object b) {
        return isDecimal(a) || isDecimal(b) ? (Object) (toDouble(a) + toDouble(b)) : (Object) Math.addExact(toLong(a), toLong(b));
    }

    public static Object sub(Object a, Object b) {
        return isDecimal(a) || isDecimal(b) ? (Object) (toDouble(a) - toDouble(b))
                : (Object) Math.subtractExact(toLong(a), toLong(b));
    }

    public static Object mul(Object a, Object b) {
        return isDecimal(a) || isDecimal(b) ? (Object) (toDouble(a) * toDouble(b))
                : (Object) Math.multiplyExact(toLong(a), toLong(b));
    }

    /** {@code a / b} and {@code a div b}: always a double, as in the expression language. */
    public static Object div(Object a, Object b) {
        return toDouble(a) / toDouble(b);
    }

    public static Object mod(Object a, Object b) {
        return isDecimal(a) || isDecimal(b) ? (Object) (toDouble(a) % toDouble(b)) : (Object) (toLong(a) % toLong(b));
    }

    public static Object neg(Object a) {
        return isDecimal(a) ? (Object) (-toDouble(a)) : (Object) Math.negateExact(toLong(a));
    }

    /** {@code a.name}: a map's entry, a bean's getter ({@code getName} or {@code isName}), or a list's size as length. */
    public static Object property(Object target, String name) {
        if (target == null) {
            throw new IllegalArgumentException("cannot read '" + name + "' of null");
        }
        if (target instanceof Map<?, ?> m) {
            return m.get(name);
        }
        String cap = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
        for (String getter : List.of("get" + cap, "is" + cap)) {
            Method m = find(target.getClass(), getter, 0);
            if (m != null) {
                return invoke(m, target, new Object[0]);
            }
        }
        throw new IllegalArgumentException(describe(target) + " has no property '" + name + "'");
    }

    /** {@code a[i]}: a list's or array's element, a map's entry, or a property by name. */
    public static Object index(Object target, Object key) {
        if (target instanceof List<?> l) {
            return l.get((int) toLong(key));
        }
        if (target != null && target.getClass().isArray()) {
            return Array.get(target, (int) toLong(key));
        }
        if (target instanceof Map<?, ?> m) {
            return m.get(key);
        }
        return property(target, String.valueOf(key));
    }

    /** {@code a.m(args)}: the public method of that name and number of parameters, arguments coerced to its types. */
    public static Object call(Object target, String method, Object... args) {
        if (target == null) {
            throw new IllegalArgumentException("cannot call " + method + "() on null");
        }
        Method m = find(target.getClass(), method, args.length);
        if (m == null) {
            throw new IllegalArgumentException(describe(target) + " has no method " + method + " with " + args.length
                    + " argument" + (args.length == 1 ? "" : "s"));
        }
        Class<?>[] types = m.getParameterTypes();
        Object[] coerced = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            coerced[i] = coerce(args[i], types[i]);
        }
        return invoke(m, target, coerced);
    }

    private static Object coerce(Object v, Class<?> type) {
        if (v == null || type.isInstance(v)) {
            return v;
        }
        if (type == int.class || type == Integer.class) {
            return (int) toLong(v);
        }
        if (type == long.class || type == Long.class) {
            return toLong(v);
        }
        if (type == double.class || type == Double.class) {
            return toDouble(v);
        }
        if (type == boolean.class || type == Boolean.class) {
            return bool(v);
        }
        if (type == String.class) {
            return String.valueOf(v);
        }
        return v;
    }

    /** A public method callable from here: looked up on public classes and interfaces, so a private implementation class does not hide it. */
    private static Method find(Class<?> type, String name, int parameters) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            Method m = findIn(c, name, parameters);
            if (m != null) {
                return m;
            }
            for (Class<?> i : c.getInterfaces()) {
                m = findIn(i, name, parameters);
                if (m != null) {
                    return m;
                }
            }
        }
        return null;
    }

    private static Method findIn(Class<?> c, String name, int parameters) {
        if (!Modifier.isPublic(c.getModifiers())) {
            return null;
        }
        for (Method m : c.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == parameters && Modifier.isPublic(m.getDeclaringClass().getModifiers())) {
                return m;
            }
        }
        return null;
    }

    private static Object invoke(Method m, Object target, Object[] args) {
        try {
            return m.invoke(target, args);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalStateException(m.getName() + "() failed: " + cause, cause);
        }
    }

    private static boolean isDecimal(Object v) {
        return v instanceof Double || v instanceof Float || v instanceof BigDecimal
                || v instanceof String s && DECIMAL.matcher(s.strip()).matches();
    }

    /** A number of the expression language: null and "" are 0, strings are parsed, characters are their codes. */
    public static long toLong(Object v) {
        if (v == null || v instanceof String s && s.isEmpty()) {
            return 0;
        }
        if (v instanceof Number n) {
            return n.longValue();
        }
        if (v instanceof Character c) {
            return c;
        }
        if (v instanceof String s) {
            try {
                return Long.parseLong(s.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + s + "' is not a whole number");
            }
        }
        throw new IllegalArgumentException("a number is needed, not " + describe(v));
    }

    public static double toDouble(Object v) {
        if (v == null || v instanceof String s && s.isEmpty()) {
            return 0;
        }
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        if (v instanceof Character c) {
            return c;
        }
        if (v instanceof String s) {
            try {
                return Double.parseDouble(s.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + s + "' is not a number");
            }
        }
        throw new IllegalArgumentException("a number is needed, not " + describe(v));
    }

    private static BigInteger toBigInteger(Object v) {
        return v instanceof BigInteger b ? b : BigInteger.valueOf(toLong(v));
    }

    private static String describe(Object v) {
        return v == null ? "null" : v.getClass().getSimpleName() + " " + v;
    }
}
