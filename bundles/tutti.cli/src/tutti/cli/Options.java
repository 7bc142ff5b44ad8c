package tutti.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code --name value} and {@code --name=value} options of one command, checked against the ones it knows. */
final class Options {

    private final Map<String, String> values = new LinkedHashMap<>();

    private Options() {
    }

    static Options parse(String command, List<String> args, Set<String> known) throws UsageException {
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
            } else if (i + 1 < args.size() && !args.get(i + 1).startsWith("--")) {
                value = args.get(++i);
            } else {
                throw new UsageException("option --" + name + " of '" + command + "' needs a value");
            }
            if (!known.contains(name)) {
                throw new UsageException("'" + command + "' has no option --" + name + " (options: --"
                        + String.join(", --", known) + ")");
            }
            if (o.values.put(name, value) != null) {
                throw new UsageException("option --" + name + " is given twice");
            }
        }
        return o;
    }

    String get(String name) {
        return values.get(name);
    }

    int integer(String name, int fallback) throws UsageException {
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
}
