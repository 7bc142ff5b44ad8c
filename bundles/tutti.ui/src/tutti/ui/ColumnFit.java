package tutti.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Item;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;

/**
 * Columns as wide as their header and their widest cell, fitted again whenever the rows change,
 * until the user sets a column's width by hand: from then on that column keeps it.
 */
public final class ColumnFit {

    private static final String FITTING = "tutti.columnFit.fitting";
    private static final String BY_HAND = "tutti.columnFit.byHand";

    private ColumnFit() {
    }

    public static void fit(Table table) {
        fit(table, table.getColumns());
    }

    public static void fit(Tree tree) {
        fit(tree, tree.getColumns());
    }

    private static void fit(Control control, Item[] columns) {
        if (control.isDisposed()) {
            return;
        }
        control.setData(FITTING, Boolean.TRUE);
        // One GC for all headers: the Engines view fits its columns on every sample of the live stream.
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(control);
        try {
            for (Item column : columns) {
                if (column.getData(BY_HAND) == null) {
                    watch(column);
                    int header = gc.textExtent(column.getText()).x + HEADER_MARGIN;
                    if (column instanceof TreeColumn c) {
                        c.pack();
                        c.setWidth(Math.max(c.getWidth(), header));
                    } else if (column instanceof TableColumn c) {
                        c.pack();
                        c.setWidth(Math.max(c.getWidth(), header));
                    }
                }
            }
        } finally {
            gc.dispose();
            control.setData(FITTING, null);
        }
    }

    /** Around a header's text: its margins and room for a sort arrow. */
    private static final int HEADER_MARGIN = 28;

    private static void watch(Item column) {
        if (column.getData(FITTING + ".watched") != null) {
            return;
        }
        column.setData(FITTING + ".watched", Boolean.TRUE);
        Control parent = column instanceof TreeColumn t ? t.getParent() : ((TableColumn) column).getParent();
        column.addListener(SWT.Resize, e -> {
            if (parent.getData(FITTING) == null) {
                column.setData(BY_HAND, Boolean.TRUE);
            }
        });
    }
}
