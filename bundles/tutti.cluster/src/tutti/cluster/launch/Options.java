package tutti.cluster.launch;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.List;
import java.util.TreeSet;

/**
 * The options of one command (of the {@code tutti} command line, or of an engine started as a
 * child JVM): {@code --name value}, {@code --name=value}, and flags without a
 * value, checked against the ones the command knows.
 */
public final class Options {

    private static final String FLAG = "";

    private final Map<String, String> values = new LinkedHashMap<>();

    private Options() {
    }

    public static Options parse(String command, List<String> args, Set<String> valued) throws UsageException {
        return parse(command, args, valued, Set.of());
    }

    public static Options parse(String command, List<String> args, Set<String> valued, Set<String> flags)
            throws UsageException {
        Options o = new Options();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                throw new UsageException("'" + command + "' takes no argument '" + arg + "'");
            }
            String name = arg.substring(2);
            String value;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            } else {
                value = null;
            }
            if (flags.contains(name)) {
                if (value != null) {
                    throw new UsageException("option --" + name + " of '" + command + "' takes no value");
                }
                value = FLAG;
            } else if (valued.contains(name)) {
                if (value == null) {
                    if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
                        throw new UsageException("option --" + name + " of '" + command + "' needs a value");
                    }
                    value = args.get(++i);
                }
            } else {
                Set<String> known = new TreeSet<>(valued);
                known.addAll(flags);
                throw new UsageException("'" + command + "' has no option --" + name + " (options: --"
                        + String.join(", --", known) + ")");
            }
            if (o.values.put(name, value) != null) {
                throw new UsageException("option --" + name + " is given twice");
            }
        }
        return o;
    }

    public String get(String name) {
        String v = values.get(name);
        return v == FLAG ? null : v;
    }

    public boolean flag(String name) {
        return values.get(name) == FLAG;
    }

    public int integer(String name, int fallback) throws UsageException {
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " needs a whole number, not '" + v + "'");
        }
    }

    public double decimal(String name, double fallback) throws UsageException {
        String v = values.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " needs a number, not '" + v + "'");
        }
    }

    /** The engine's token: --token, else the TUTTI_TOKEN environment variable, else null. */
    public String token() {
        return get("token") != null ? get("token") : System.getenv(EngineArguments.TOKEN_VARIABLE);
    }

    /** The option as an address, or null where it is not given. */
    public java.net.URI uri(String name) throws UsageException {
        String v = get(name);
        if (v == null) {
            return null;
        }
        try {
            java.net.URI u = new java.net.URI(v);
            if (u.getScheme() == null || u.getHost() == null) {
                throw new java.net.URISyntaxException(v, "no scheme and host");
            }
            return u;
        } catch (java.net.URISyntaxException e) {
            throw new UsageException("--" + name + " takes an address such as http://127.0.0.1:8686, not '" + v + "'");
        }
    }

    /** Something made from the options that may still refuse them. */
    public interface Made<T> {
        T make() throws Exception;
    }

    /** What the options make; what it refuses (an IllegalArgumentException) is a usage error, said with its reason. */
    public static <T> T settings(Made<T> made) throws Exception {
        try {
            return made.make();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
