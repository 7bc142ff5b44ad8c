package tutti.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import tutti.model.composition.Parameter;
import tutti.ui.editor.commands.SetParametersCommand;

/**
 * The inputs or outputs of a task (or of the composition), one {@code name : type} per line, as
 * fast to type as a method signature. Each line is checked as it is typed.
 */
public final class ParametersDialog extends TitleAreaDialog {

    /** {@code name : Type}, where the type may be qualified, generic or an array. */
    private static final Pattern LINE = Pattern.compile("\\s*([^\\s:]+)\\s*:\\s*([A-Za-z_][\\w.]*(?:<[\\w.,<>?\\s\\[\\]]*>)?(?:\\[\\])*)\\s*");

    private final String title;
    private final List<Parameter> current;
    private Text text;
    private List<SetParametersCommand.Spec> result = List.of();

    public ParametersDialog(Shell parent, String title, List<Parameter> current) {
        super(parent);
        this.title = title;
        this.current = current;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(title);
        setMessage("One parameter per line: name : type (e.g. order : String, items : java.util.List<String>)");
        text = new Text(area, SWT.MULTI | SWT.BORDER | SWT.V_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        text.setData("tutti.id", "parameters");
        StringBuilder b = new StringBuilder();
        for (Parameter p : current) {
            b.append(p.getName()).append(" : ").append(p.getType()).append('\n');
        }
        text.setText(b.toString());
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = 200;
        data.widthHint = 480;
        text.setLayoutData(data);
        text.addListener(SWT.Modify, e -> check());
        return area;
    }

    private void check() {
        String problem = problem(text.getText());
        setErrorMessage(problem);
        getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
    }

    /** What is wrong with the lines, or null. */
    static String problem(String lines) {
        List<String> names = new ArrayList<>();
        int n = 0;
        for (String line : lines.split("\n")) {
            n++;
            if (line.isBlank()) {
                continue;
            }
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                return "line " + n + " is not 'name : type': " + line.strip();
            }
            if (!tutti.model.validation.Names.isIdentifier(m.group(1))) {
                return "line " + n + ": '" + m.group(1) + "' is not a Java identifier";
            }
            if (names.contains(m.group(1))) {
                return "line " + n + ": '" + m.group(1) + "' is given twice";
            }
            names.add(m.group(1));
        }
        return null;
    }

    static List<SetParametersCommand.Spec> parse(String lines) {
        List<SetParametersCommand.Spec> specs = new ArrayList<>();
        for (String line : lines.split("\n")) {
            Matcher m = LINE.matcher(line);
            if (!line.isBlank() && m.matches()) {
                specs.add(new SetParametersCommand.Spec(m.group(1), m.group(2).replace(" ", "")));
            }
        }
        return specs;
    }

    @Override
    protected void okPressed() {
        result = parse(text.getText());
        super.okPressed();
    }

    /** The parameters as given, after OK. */
    public List<SetParametersCommand.Spec> result() {
        return result;
    }
}
