package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

import tutti.ui.editor.TaskKind;
import tutti.ui.editor.figures.FlowFigures;
import tutti.ui.editor.figures.LaneFigure;
import tutti.ui.editor.figures.LiveStats;
import tutti.ui.editor.figures.Palette;
import tutti.ui.editor.figures.ParameterBoxFigure;
import tutti.ui.editor.figures.TaskFigure;

/**
 * Every text the editor draws itself, rendered and measured from the pixels: for each string a
 * figure draws, the most common colour in its box is taken as what is behind it and the pixel
 * farthest from that as the text's own, and their contrast must reach 4.5:1 (WCAG AA). Tasks of
 * every kind (plain, with a problem, with the live overlay and failures), flow labels of every
 * kind and their live rates, lanes, parameter boxes and the overlay's tool tip.
 */
class ContrastTest {

    /** A text drawn: what, and its box on the image. */
    record Drawn(String text, Rectangle box) {
    }

    /** Graphics that note every text drawn, with its box, as they draw it. */
    static final class Recording extends SWTGraphics {
        final List<Drawn> texts = new ArrayList<>();

        Recording(GC gc) {
            super(gc);
        }

        @Override
        public void drawText(String s, int x, int y) {
            note(s, x, y);
            super.drawText(s, x, y);
        }

        @Override
        public void drawString(String s, int x, int y) {
            note(s, x, y);
            super.drawString(s, x, y);
        }

        private void note(String s, int x, int y) {
            if (!s.isBlank()) {
                Dimension size = FigureUtilities.getTextExtents(s, getFont());
                texts.add(new Drawn(s, new Rectangle(x, y, size.width, size.height)));
            }
        }
    }

    @Test
    void everyTextTheEditorDrawsReadsAtFourAndAHalfToOne() throws Exception {
        List<String> failures = new ArrayList<>();
        int measured = 0;
        for (Map.Entry<String, IFigure> e : figures().entrySet()) {
            for (String f : measure(e.getKey(), e.getValue())) {
                measured++;
                if (!f.startsWith("ok ")) {
                    failures.add(f);
                }
            }
        }
        assertTrue(measured > 100, measured + " texts measured");
        assertTrue(failures.isEmpty(), failures.size() + " texts below 4.5:1:\n" + String.join("\n", failures));
    }

    /**
     * The Topology view's drawing: box labels on lstopo's colours, on four replicas' colours (one
     * down, hatched; one bound where it was not planned), thread badges, the legend and its warning.
     */
    @Test
    void everyTextOfAMachineDrawingReadsAtFourAndAHalfToOne() throws Exception {
        tutti.overseer.Topology machine = tutti.ui.topology.LoadedMachine.load(new tutti.ui.topology.MachineSource.Synthetic(
                "pack:2 [numa(memory=16GiB)] l3:1(size=12MiB) l2:4(size=1MiB) l1d:1(size=32KiB) core:1 pu:2")).topology();
        List<tutti.ui.topology.overlay.PlacedReplica> replicas = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            tutti.overseer.IndexSet cpus = tutti.overseer.IndexSet.range(r * 4, r * 4 + 3);
            replicas.add(new tutti.ui.topology.overlay.PlacedReplica(r, "part " + r + " of 4", cpus,
                    tutti.overseer.IndexSet.of(r / 2), r == 2 ? tutti.overseer.IndexSet.range(8, 13) : cpus, r == 3 ? "down" : "up",
                    4000 + r, 40000 + r, r == 3 ? 2 : 0, 1, 2, List.of()));
        }
        tutti.ui.topology.overlay.Placement placement = new tutti.ui.topology.overlay.Placement("running: 4 replicas", false,
                tutti.overseer.IndexSet.range(0, 15), replicas);
        org.eclipse.swt.widgets.Shell shell = Display.getCurrent().getActiveShell() != null ? Display.getCurrent().getActiveShell()
                : new org.eclipse.swt.widgets.Shell(Display.getCurrent());
        tutti.ui.topology.draw.SwtMetrics metrics = new tutti.ui.topology.draw.SwtMetrics(shell);
        try {
            tutti.ui.topology.draw.Scene scene = new tutti.ui.topology.draw.Scene(machine,
                    new tutti.ui.topology.layout.DrawingOptions(false, false), placement, metrics);
            tutti.ui.topology.draw.SceneFigure figure = new tutti.ui.topology.draw.SceneFigure(scene);
            figure.setFont(shell.getFont());
            figure.setBounds(new Rectangle(0, 0, scene.width(), scene.height()));
            List<String> results = measure("topology-4-replicas", figure);
            List<String> failures = results.stream().filter(f -> !f.startsWith("ok ")).toList();
            assertTrue(results.size() > 40, results.size() + " texts measured: " + results);
            assertTrue(failures.isEmpty(), failures.size() + " texts below 4.5:1:\n" + String.join("\n", failures));
        } finally {
            metrics.dispose();
        }
    }

    /** The measure itself: pale grey text on white (2.3:1 by its colours) is caught, black text is not. */
    @Test
    void theMeasureFindsPaleTextAndPassesDarkText() throws Exception {
        Label pale = new Label("pale words");
        pale.setForegroundColor(Palette.colour(new RGB(170, 170, 170)));
        String measured = measure("control-pale", sized(pale, 0, 0)).get(0);
        assertTrue(!measured.startsWith("ok ") && measured.contains("2."), measured);
        Label dark = new Label("dark words");
        dark.setForegroundColor(Palette.colour(new RGB(0, 0, 0)));
        String black = measure("control-dark", sized(dark, 0, 0)).get(0);
        assertTrue(black.startsWith("ok "), black);
    }

    /**
     * The palette's kind icons keep their white letter whatever is behind them: transparent
     * corners, an opaque disc, and opaque white where the letter is.
     */
    @Test
    void paletteIconsAreTransparentAroundAnOpaqueDiscWithItsLetter() {
        int icons = 0;
        for (Object drawer : tutti.ui.editor.CompositionPalette.create().getChildren()) {
            if (!(drawer instanceof org.eclipse.gef.palette.PaletteContainer c)) {
                continue;
            }
            for (Object entry : c.getChildren()) {
                if (!(entry instanceof org.eclipse.gef.palette.CombinedTemplateCreationEntry e) || e.getLargeIcon() == null) {
                    continue;
                }
                ImageData icon = e.getLargeIcon().getImageData(100);
                assertTrue(icon.getAlpha(0, 0) == 0, e.getLabel() + ": a transparent corner");
                int whiteOpaque = 0;
                for (int y = 0; y < icon.height; y++) {
                    for (int x = 0; x < icon.width; x++) {
                        RGB rgb = icon.palette.getRGB(icon.getPixel(x, y));
                        if (icon.getAlpha(x, y) == 255 && rgb.red > 240 && rgb.green > 240 && rgb.blue > 240) {
                            whiteOpaque++;
                        }
                    }
                }
                assertTrue(whiteOpaque >= 4, e.getLabel() + ": its letter is opaque white (" + whiteOpaque + " pixels)");
                icons++;
            }
        }
        assertTrue(icons >= 10, icons + " kind icons");
    }

    private static Map<String, IFigure> figures() {
        Map<String, IFigure> all = new java.util.LinkedHashMap<>();
        for (TaskKind kind : TaskKind.values()) {
            TaskFigure plain = new TaskFigure(kind);
            plain.setName("approveOrder");
            plain.setDetail(kind.label() + " detail");
            all.put(kind + " task", sized(plain, 200, 60));
            TaskFigure marked = new TaskFigure(kind);
            marked.setName("checkStock");
            marked.setProblems("a warning", false);
            all.put(kind + " task with a warning", sized(marked, 200, 60));
            TaskFigure erred = new TaskFigure(kind);
            erred.setName("charge");
            erred.setProblems("an error", true);
            erred.setLive(new LiveStats(2_000_000, 12_345, 0.12, 1234, "boom", new double[60]));
            all.put(kind + " task, error, live with failures", sized(erred, 200, 60));
            all.put(kind + " tool tip of a live task", sized(erred.getToolTip(), 0, 0));
        }
        for (tutti.model.composition.FlowKind kind : tutti.model.composition.FlowKind.values()) {
            PolylineConnection line = FlowFigures.controlFlow();
            FlowFigures.setKind(line, kind);
            FlowFigures.setLabel(line, "[amount > 1000]");
            FlowFigures.setLive(line, "12.3k/s", "2,000,000 times");
            for (Object child : line.getChildren()) {
                if (child instanceof Label l && !l.getText().isEmpty()) {
                    all.put(kind + " flow label '" + l.getText() + "'", sized(l, 0, 0));
                }
            }
        }
        PolylineConnection data = FlowFigures.dataFlow();
        FlowFigures.setLabel(data, "order \u2192 text");
        for (Object child : data.getChildren()) {
            if (child instanceof Label l && !l.getText().isEmpty()) {
                all.put("data flow label", sized(l, 0, 0));
            }
        }
        LaneFigure pool = new LaneFigure(true);
        pool.setName("Sales");
        all.put("pool", sized(pool, 300, 160));
        LaneFigure lane = new LaneFigure(false);
        lane.setName("Billing");
        all.put("lane", sized(lane, 300, 160));
        ParameterBoxFigure box = new ParameterBoxFigure();
        box.show("inputs", List.of("order : String", "amount : int"));
        all.put("inputs box", sized(box, 170, 80));
        return all;
    }

    /** At its preferred size when width is 0; laid out, as the canvas would before painting it. */
    private static IFigure sized(IFigure f, int width, int height) {
        if (f.getFont() == null) {
            f.setFont(Palette.normal()); // as the canvas or the tool tip would give it
        }
        Dimension size = width == 0 ? f.getPreferredSize() : new Dimension(width, height);
        f.setBounds(new Rectangle(0, 0, size.width, size.height));
        f.validate();
        return f;
    }

    /** One line per text: "ok" or what it failed with, and its ratio. */
    private static List<String> measure(String what, IFigure figure) throws Exception {
        Display display = Display.getCurrent();
        Rectangle b = figure.getBounds();
        Image image = new Image(display, Math.max(1, b.width), Math.max(1, b.height));
        List<Drawn> texts;
        try {
            GC gc = new GC(image);
            try {
                // The canvas is white behind figures that do not fill themselves.
                gc.setBackground(display.getSystemColor(org.eclipse.swt.SWT.COLOR_WHITE));
                gc.fillRectangle(0, 0, b.width, b.height);
                Recording g = new Recording(gc);
                figure.paint(g);
                g.dispose();
                texts = g.texts;
            } finally {
                gc.dispose();
            }
            ImageData pixels = image.getImageData();
            save(what, pixels);
            List<String> out = new ArrayList<>();
            for (Drawn t : texts) {
                double ratio = ratio(pixels, t.box());
                out.add((ratio >= tutti.ui.Contrast.READABLE ? "ok " : "") + what + ": '" + t.text() + "' at "
                        + String.format("%.2f:1", ratio));
            }
            return out;
        } finally {
            image.dispose();
        }
    }

    /** Contrast of the box's commonest colour (behind the text) and the colour farthest from it (the text). */
    static double ratio(ImageData pixels, Rectangle box) {
        Map<Integer, Integer> counts = new HashMap<>();
        int x0 = Math.max(0, box.x);
        int y0 = Math.max(0, box.y);
        int x1 = Math.min(pixels.width, box.x + box.width);
        int y1 = Math.min(pixels.height, box.y + box.height);
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                counts.merge(pixels.getPixel(x, y), 1, Integer::sum);
            }
        }
        if (counts.isEmpty()) {
            return 21;
        }
        int behind = counts.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        RGB back = pixels.palette.getRGB(behind);
        double best = 1;
        for (int pixel : counts.keySet()) {
            best = Math.max(best, tutti.ui.Contrast.ratio(back, pixels.palette.getRGB(pixel)));
        }
        return best;
    }

    private static void save(String what, ImageData pixels) throws Exception {
        java.nio.file.Path dir = Screenshots.folder().resolve("contrast");
        java.nio.file.Files.createDirectories(dir);
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] {pixels};
        loader.save(dir.resolve(what.replaceAll("[^A-Za-z0-9]+", "-") + ".png").toString(), org.eclipse.swt.SWT.IMAGE_PNG);
    }
}
