package tutti.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import tutti.compiler.CompileException;
import tutti.compiler.CompositionCompiler;
import tutti.model.CompositionFiles;
import tutti.model.ModelException;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** Reading what users give on the command line: compositions or archives, and name=value pairs. */
final class CompositionInputs {

    private CompositionInputs() {
    }

    /** A .tutti file is compiled on the fly; anything else must be an archive from tutti compile. */
    /**
     * Splits the arguments: the values of every {@code --input n=v} go to {@code inputs}, the rest is
     * answered (for Options, which takes each option once).
     */
    static java.util.List<String> takeInputs(java.util.List<String> args, java.util.List<String> inputs) {
        java.util.List<String> rest = new java.util.ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--input") && i + 1 < args.size()) {
                inputs.add(args.get(++i));
            } else {
                rest.add(args.get(i));
            }
        }
        return rest;
    }

    static CompiledComposition load(Path file) throws IOException, ModelException, CompileException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + " does not exist");
        }
        if (file.getFileName().toString().endsWith("." + CompositionFiles.EXTENSION)) {
            return new CompositionCompiler().compile(CompositionFiles.load(file)).archive()
                    .load(CompiledComposition.class.getClassLoader());
        }
        try {
            return CompositionArchive.read(Files.readAllBytes(file)).load(CompiledComposition.class.getClassLoader());
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * {@code name=value}: whole numbers become longs, decimals doubles, true/false booleans, [a,b]
     * lists, and a value in double quotes a string without them ("42" is text; ["a","b"] as in JSON).
     */
    static Map<String, Object> pairs(String option, List<String> values) throws UsageException {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String v : values) {
            int eq = v.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("--" + option + " takes name=value, not '" + v + "'");
            }
            out.put(v.substring(0, eq), value(v.substring(eq + 1)));
        }
        return out;
    }

    static Object value(String text) {
        if (text.length() >= 2 && text.startsWith("\"") && text.endsWith("\"")) {
            return text.substring(1, text.length() - 1);
        }
        if (text.matches("-?\\d+")) {
            return Long.parseLong(text);
        }
        if (text.matches("-?\\d+\\.\\d+")) {
            return Double.parseDouble(text);
        }
        if (text.equals("true") || text.equals("false")) {
            return Boolean.parseBoolean(text);
        }
        if (text.startsWith("[") && text.endsWith("]")) {
            List<Object> list = new ArrayList<>();
            String inner = text.substring(1, text.length() - 1).strip();
            if (!inner.isEmpty()) {
                for (String item : inner.split(",")) {
                    list.add(value(item.strip()));
                }
            }
            return list;
        }
        return text;
    }
}
