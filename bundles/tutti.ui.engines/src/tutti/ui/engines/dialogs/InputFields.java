package tutti.ui.engines.dialogs;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.dialogs.IDialogSettings;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import tutti.client.Deployment;
import tutti.runtime.JsonReader;
import tutti.ui.engines.EnginesPlugin;

/**
 * One field per composition input, labelled with its type and checked as the user types: whole
 * numbers, decimals, true/false, text as it is, and JSON for lists, maps and other types. The
 * last values entered for a composition come back next time.
 */
final class InputFields {

    private final Deployment deployment;
    private final Map<Deployment.Parameter, Text> fields = new LinkedHashMap<>();
    private final Runnable changed;

    /** @param parent a two-column grid */
    InputFields(Composite parent, Deployment deployment, Runnable changed) {
        this.deployment = deployment;
        this.changed = changed;
        IDialogSettings remembered = settings();
        if (deployment.inputs().isEmpty()) {
            Label none = new Label(parent, SWT.NONE);
            none.setText(deployment.name() + " takes no inputs.");
            none.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        }
        for (Deployment.Parameter p : deployment.inputs()) {
            new Label(parent, SWT.NONE).setText(p.name() + " : " + p.type());
            Text t = new Text(parent, SWT.BORDER);
            t.setData("tutti.id", "input." + p.name());
            String last = remembered.get(p.name());
            t.setText(last != null ? last : "");
            t.setMessage(hint(p.type()));
            GridData d = new GridData(SWT.FILL, SWT.CENTER, true, false);
            d.widthHint = 320;
            t.setLayoutData(d);
            t.addModifyListener(e -> this.changed.run());
            fields.put(p, t);
        }
    }

    private IDialogSettings settings() {
        IDialogSettings root = EnginesPlugin.getDefault().getDialogSettings();
        String section = "inputs." + deployment.name();
        IDialogSettings s = root.getSection(section);
        return s != null ? s : root.addNewSection(section);
    }

    private static String hint(String type) {
        return switch (kind(type)) {
            case INTEGER -> "a whole number";
            case DECIMAL -> "a number";
            case BOOLEAN -> "true or false";
            case TEXT -> "text";
            case JSON -> "JSON, e.g. [\"a\", \"b\"] or {\"k\": 1}";
        };
    }

    private enum Kind { INTEGER, DECIMAL, BOOLEAN, TEXT, JSON }

    private static Kind kind(String type) {
        String t = type.replace("java.lang.", "").replace("java.math.", "");
        return switch (t) {
            case "int", "Integer", "long", "Long", "short", "Short", "byte", "Byte", "BigInteger" -> Kind.INTEGER;
            case "double", "Double", "float", "Float", "BigDecimal", "Number" -> Kind.DECIMAL;
            case "boolean", "Boolean" -> Kind.BOOLEAN;
            case "String", "CharSequence" -> Kind.TEXT;
            default -> Kind.JSON;
        };
    }

    /** What is wrong with the values as typed, or null when every field reads. */
    String problem() {
        for (Map.Entry<Deployment.Parameter, Text> f : fields.entrySet()) {
            try {
                value(f.getKey(), f.getValue().getText());
            } catch (IllegalArgumentException e) {
                return f.getKey().name() + ": " + e.getMessage();
            }
        }
        return null;
    }

    /** The inputs as JSON values (fields left empty are left out, so the engine says which it needs); remembered. */
    Map<String, Object> values() {
        Map<String, Object> values = new LinkedHashMap<>();
        IDialogSettings remembered = settings();
        for (Map.Entry<Deployment.Parameter, Text> f : fields.entrySet()) {
            String text = f.getValue().getText();
            remembered.put(f.getKey().name(), text);
            Object v = value(f.getKey(), text);
            if (v != null) {
                values.put(f.getKey().name(), v);
            }
        }
        return values;
    }

    private static Object value(Deployment.Parameter p, String text) {
        Kind k = kind(p.type());
        if (text.isEmpty() && k != Kind.TEXT) {
            return null;
        }
        String t = text.strip();
        switch (k) {
            case INTEGER:
                try {
                    return Long.parseLong(t);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + t + "' is not a whole number (" + p.type() + ")");
                }
            case DECIMAL:
                try {
                    return Double.parseDouble(t);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + t + "' is not a number (" + p.type() + ")");
                }
            case BOOLEAN:
                if (!t.equals("true") && !t.equals("false")) {
                    throw new IllegalArgumentException("write true or false, not '" + t + "'");
                }
                return Boolean.parseBoolean(t);
            case TEXT:
                return text;
            default:
                try {
                    return JsonReader.parse(t);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("not JSON for " + p.type() + " (" + e.getMessage() + ")");
                }
        }
    }

    List<Text> texts() {
        return List.copyOf(fields.values());
    }
}
