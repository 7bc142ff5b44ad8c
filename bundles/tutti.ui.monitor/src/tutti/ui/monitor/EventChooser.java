package tutti.ui.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The events an engine's pools count, chosen from what {@code GET /events} lists: the ones the
 * machine can count are ticked or not; the others show why they cannot be counted. OK applies
 * the choice with {@code PUT /config} (done by the caller, off the UI thread).
 */
final class EventChooser extends Dialog {

    private final String engine;
    private final List<Map<String, Object>> events;
    private final List<String> tracked;
    private Table table;
    private List<String> chosen = List.of();

    EventChooser(Shell shell, String engine, List<Map<String, Object>> events, List<String> tracked) {
        super(shell);
        this.engine = engine;
        this.events = events;
        this.tracked = tracked;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Counted events of " + engine);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        new Label(area, SWT.WRAP).setText("What each Kernel and Invoker thread counts. The counts start again from zero.");
        table = new Table(area, SWT.CHECK | SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setData("tutti.id", "events.table");
        GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true);
        gd.heightHint = 380;
        gd.widthHint = 640;
        table.setLayoutData(gd);
        for (String c : new String[] { "event", "here" }) {
            new TableColumn(table, SWT.LEFT).setText(c);
        }
        for (Map<String, Object> e : events) {
            TableItem item = new TableItem(table, SWT.NONE);
            String name = String.valueOf(e.get("name"));
            boolean countable = "supported".equals(e.get("support"));
            item.setText(new String[] { name, countable ? "supported" : e.get("support") + ": " + e.getOrDefault("reason", "") });
            item.setData(name);
            item.setChecked(tracked.contains(name));
            if (!countable) {
                item.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            }
        }
        table.getColumn(0).setWidth(260);
        table.getColumn(1).setWidth(360);
        return area;
    }

    /** Ticks exactly these events (as a user would), for tests. */
    void tick(List<String> names) {
        for (TableItem item : table.getItems()) {
            item.setChecked(names.contains(item.getData()));
        }
    }

    @Override
    protected void okPressed() {
        List<String> out = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            if (item.getChecked()) {
                out.add((String) item.getData());
            }
        }
        chosen = out;
        super.okPressed();
    }

    /** The events ticked when OK was pressed. */
    List<String> chosen() {
        return chosen;
    }
}
