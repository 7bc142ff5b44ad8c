package tutti.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.palette.CombinedTemplateCreationEntry;
import org.eclipse.gef.palette.ConnectionCreationToolEntry;
import org.eclipse.gef.palette.MarqueeToolEntry;
import org.eclipse.gef.palette.PaletteDrawer;
import org.eclipse.gef.palette.PaletteEntry;
import org.eclipse.gef.palette.PaletteGroup;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.palette.SelectionToolEntry;
import org.eclipse.gef.palette.ToolEntry;
import org.eclipse.gef.requests.CreationFactory;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

import tutti.ui.editor.figures.Palette;
import tutti.ui.editor.parts.FlowKind;

/**
 * The editor's palette: selection and marquee, one entry per task kind (drawn in the kind's colour
 * with its letter, as on the canvas), and the flow tools (control, failure, timeout, reminder, data).
 */
public final class CompositionPalette {

    /** Labels of the flow tools, as the palette shows them. */
    public static final String CONTROL_FLOW = "Control flow";
    public static final String FAILURE_FLOW = "Failure flow";
    public static final String TIMEOUT_FLOW = "Timeout flow";
    public static final String REMINDER_FLOW = "Reminder flow";
    public static final String DATA_FLOW = "Data flow";

    private CompositionPalette() {
    }

    public static PaletteRoot create() {
        PaletteRoot root = new PaletteRoot();
        PaletteGroup tools = new PaletteGroup("Tools");
        ToolEntry select = new SelectionToolEntry();
        tools.add(select);
        tools.add(new MarqueeToolEntry());
        root.setDefaultEntry(select);
        PaletteDrawer tasks = new PaletteDrawer("Tasks");
        List<PaletteEntry> entries = new ArrayList<>();
        for (TaskKind kind : TaskKind.all()) {
            ImageDescriptor small = icon(kind.letter(), tutti.ui.editor.figures.Palette.underWhiteText(kind.colour()), 16);
            ImageDescriptor large = icon(kind.letter(), tutti.ui.editor.figures.Palette.underWhiteText(kind.colour()), 24);
            entries.add(new CombinedTemplateCreationEntry(kind.label(), kind.description(), kind, factory(kind), small, large));
        }
        tasks.addAll(entries);
        PaletteDrawer flows = new PaletteDrawer("Flows");
        flows.add(new ConnectionCreationToolEntry(CONTROL_FLOW, "The target starts once the source has completed "
                + "(and its condition holds)", FlowKind.CONTROL, line(Palette.CONTROL_FLOW, SWT.LINE_SOLID),
                line(Palette.CONTROL_FLOW, SWT.LINE_SOLID)));
        flows.add(new ConnectionCreationToolEntry(FAILURE_FLOW, "Taken instead of the normal flows when the source fails "
                + "(after its retries); the outputs error and errorCode get the reason and code", FlowKind.FAILURE,
                line(Palette.FAILURE_FLOW, SWT.LINE_DASHDOT), line(Palette.FAILURE_FLOW, SWT.LINE_DASHDOT)));
        flows.add(new ConnectionCreationToolEntry(TIMEOUT_FLOW, "Taken when the source has not finished in time (set it in "
                + "the Properties view); the source is cancelled", FlowKind.TIMEOUT, line(Palette.TIMEOUT_FLOW, SWT.LINE_DOT),
                line(Palette.TIMEOUT_FLOW, SWT.LINE_DOT)));
        flows.add(new ConnectionCreationToolEntry(REMINDER_FLOW, "Taken when the source has not finished in time (set it in "
                + "the Properties view) while the source goes on, e.g. to remind someone", FlowKind.REMINDER,
                line(Palette.REMINDER_FLOW, SWT.LINE_DOT), line(Palette.REMINDER_FLOW, SWT.LINE_DOT)));
        flows.add(new ConnectionCreationToolEntry(DATA_FLOW, "Passes an output (or a composition input) to an input "
                + "(or a composition output)", FlowKind.DATA, line(Palette.DATA_FLOW, SWT.LINE_DASH), line(Palette.DATA_FLOW, SWT.LINE_DASH)));
        root.add(tools);
        root.add(tasks);
        root.add(flows);
        return root;
    }

    private static CreationFactory factory(TaskKind kind) {
        return new CreationFactory() {
            @Override
            public Object getNewObject() {
                return kind.create();
            }

            @Override
            public Object getObjectType() {
                return kind.eClass();
            }
        };
    }

    /** A disc in the kind's colour with its letter: the same mark the figure carries. */
    private static ImageDescriptor icon(String letter, RGB rgb, int size) {
        return draw(size, gc -> {
            gc.setBackground(Palette.colour(rgb));
            gc.fillOval(0, 0, size - 1, size - 1);
            gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
            gc.setFont(Palette.bold());
            Point extent = gc.textExtent(letter);
            gc.drawText(letter, (size - extent.x) / 2, (size - extent.y) / 2, true);
        });
    }

    /**
     * A flow's icon: an arrow in the flow's colour over a white halo, which a light palette does not
     * show and a dark one needs (the flows' dark greys and reds are lost on it otherwise).
     */
    private static ImageDescriptor line(RGB rgb, int style) {
        return draw(16, gc -> {
            gc.setForeground(Palette.colour(new RGB(255, 255, 255)));
            gc.setLineWidth(4);
            arrow(gc, SWT.LINE_SOLID);
            gc.setForeground(Palette.colour(rgb));
            gc.setLineWidth(2);
            arrow(gc, style);
        });
    }

    private static void arrow(GC gc, int style) {
        gc.setLineStyle(style);
        gc.drawLine(1, 14, 14, 1);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.drawLine(14, 1, 8, 2);
        gc.drawLine(14, 1, 13, 7);
    }

    /**
     * The icon with real transparency: painted once on white and once on black, a pixel's alpha
     * is how little the background shows through, its colour what is left of it. With white as
     * the transparent colour, the kinds' white letters vanished on a dark theme.
     */
    private static ImageDescriptor draw(int size, java.util.function.Consumer<GC> painter) {
        ImageData onWhite = paint(size, painter, SWT.COLOR_WHITE);
        ImageData onBlack = paint(size, painter, SWT.COLOR_BLACK);
        ImageData icon = new ImageData(size, size, 24, new org.eclipse.swt.graphics.PaletteData(0xFF0000, 0xFF00, 0xFF));
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                RGB w = onWhite.palette.getRGB(onWhite.getPixel(x, y));
                RGB b = onBlack.palette.getRGB(onBlack.getPixel(x, y));
                int alpha = Math.max(0, Math.min(255, 255 - ((w.red - b.red) + (w.green - b.green) + (w.blue - b.blue)) / 3));
                icon.setPixel(x, y, icon.palette.getPixel(alpha == 0 ? new RGB(0, 0, 0)
                        : new RGB(unblend(b.red, alpha), unblend(b.green, alpha), unblend(b.blue, alpha))));
                icon.setAlpha(x, y, alpha);
            }
        }
        return ImageDescriptor.createFromImageData(icon);
    }

    /** The colour that, at this alpha over black, gave this channel. */
    private static int unblend(int overBlack, int alpha) {
        return Math.min(255, overBlack * 255 / alpha);
    }

    private static ImageData paint(int size, java.util.function.Consumer<GC> painter, int background) {
        Display display = Display.getCurrent() != null ? Display.getCurrent() : Display.getDefault();
        Image image = new Image(display, size, size);
        GC gc = new GC(image);
        try {
            gc.setAntialias(SWT.ON);
            gc.setBackground(display.getSystemColor(background));
            gc.fillRectangle(0, 0, size, size);
            painter.accept(gc);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
