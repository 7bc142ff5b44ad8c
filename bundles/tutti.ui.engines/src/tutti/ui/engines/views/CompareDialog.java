package tutti.ui.engines.views;

import java.util.Locale;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import tutti.ui.engines.BatchResults;

/** Two batch runs side by side, figure by figure, with the change from the first to the second. */
final class CompareDialog extends Dialog {

    private final BatchResults.Run a;
    private final BatchResults.Run b;

    CompareDialog(Shell shell, BatchResults.Run a, BatchResults.Run b) {
        super(shell);
        this.a = a;
        this.b = b;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Compare Batch Runs");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Table t = new Table(area, SWT.BORDER | SWT.FULL_SELECTION);
        t.setData("tutti.id", "compare.table");
        t.setHeaderVisible(true);
        t.setLinesVisible(true);
        GridData d = new GridData(SWT.FILL, SWT.FILL, true, true);
        d.heightHint = 380;
        d.widthHint = 560;
        t.setLayoutData(d);
        for (String title : new String[] {"figure", "first", "second", "change"}) {
            TableColumn c = new TableColumn(t, title.equals("figure") ? SWT.LEFT : SWT.RIGHT);
            c.setText(title);
            c.setWidth(title.equals("figure") ? 120 : 140);
        }
        for (ResultsView.Figure f : ResultsView.FIGURES) {
            String x = f.value().apply(a);
            String y = f.value().apply(b);
            new TableItem(t, SWT.NONE).setText(new String[] {f.title(), x, y, change(x, y)});
        }
        // The dialog's shell is allocated before its first layout.
        tutti.ui.FirstSize.give(area);
        return area;
    }

    /** The relative change of a numeric figure, e.g. +12.5%; empty for text. */
    static String change(String first, String second) {
        try {
            double x = Double.parseDouble(first);
            double y = Double.parseDouble(second);
            if (x == 0) {
                return y == 0 ? "0%" : "";
            }
            return String.format(Locale.ROOT, "%+.1f%%", 100 * (y - x) / x);
        } catch (NumberFormatException e) {
            return "";
        }
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
    }
}
