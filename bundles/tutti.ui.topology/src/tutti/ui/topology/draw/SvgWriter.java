package tutti.ui.topology.draw;

import java.util.List;

import tutti.ui.ReplicaPalette;
import tutti.ui.topology.layout.Box;
import tutti.ui.topology.layout.MachineLayout;
import tutti.ui.topology.overlay.BoxLook;

/** Writes a scene as SVG, box for box as the view paints it, for reports and slides. */
public final class SvgWriter {

    private SvgWriter() {
    }

    /** @param fontPixels the font size the scene's metrics were measured with */
    public static String write(Scene scene, int fontPixels) {
        StringBuilder s = new StringBuilder();
        header(s, scene.width(), scene.height(), fontPixels);
        scene(s, scene);
        return s.append("</svg>\n").toString();
    }

    /** Several machines side by side (a cluster's members), each under its caption, as the view draws them. */
    public static String write(SideBySide drawing, int fontPixels, int lineHeight) {
        StringBuilder s = new StringBuilder();
        header(s, drawing.width(), drawing.height(), fontPixels);
        for (SideBySide.Placed p : drawing.placed()) {
            text(s, p.part().caption(), p.x(), 0, lineHeight, "#000000");
            s.append('\n');
            if (p.part().scene() != null) {
                s.append("<g transform=\"translate(").append(p.x()).append(',').append(p.y()).append(")\">\n");
                scene(s, p.part().scene());
                s.append("</g>\n");
                continue;
            }
            s.append("<rect x=\"").append(p.x()).append("\" y=\"").append(p.y()).append("\" width=\"").append(p.width())
                    .append("\" height=\"").append(p.height()).append("\" fill=\"none\" stroke=\"#8C8C8C\" stroke-dasharray=\"4 3\"/>\n");
            int y = p.y() + 6;
            for (String row : p.problemRows()) {
                text(s, row, p.x() + 6, y, lineHeight, hex(LstopoColors.WARNING));
                y += lineHeight + 2;
            }
            s.append('\n');
        }
        return s.append("</svg>\n").toString();
    }

    private static void header(StringBuilder s, int width, int height, int fontPixels) {
        s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" font-family=\"sans-serif\" font-size=\"").append(fontPixels).append("px\">\n");
        s.append("<defs><pattern id=\"down\" width=\"7\" height=\"7\" patternUnits=\"userSpaceOnUse\" "
                + "patternTransform=\"rotate(45)\"><rect width=\"2\" height=\"7\" fill=\"#ffffff\"/></pattern></defs>\n");
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    }

    private static void scene(StringBuilder s, Scene scene) {
        int lh = scene.metrics().lineHeight();
        for (Box b : scene.machine().all()) {
            box(s, b, scene.overlay().look(b), lh);
        }
        for (Scene.LegendLine line : scene.legend()) {
            int x = 0;
            if (line.replica() >= 0) {
                x = Scene.SWATCH + 6;
                if (!line.warning()) {
                    s.append("<rect x=\"0\" y=\"").append(line.y() + (lh - Scene.SWATCH) / 2 + 1).append("\" width=\"")
                            .append(Scene.SWATCH).append("\" height=\"").append(Scene.SWATCH).append("\" fill=\"")
                            .append(ReplicaPalette.hex(line.replica())).append("\" stroke=\"#606060\"/>\n");
                }
            }
            int y = line.y();
            for (String row : line.rows()) {
                text(s, row, x, y, lh, line.warning() ? hex(LstopoColors.WARNING) : "#000000");
                y += lh + 4;
            }
        }
    }

    private static void box(StringBuilder s, Box b, BoxLook look, int lh) {
        List<Integer> fills = look.fills();
        String tag = "<rect x=\"" + b.x() + "\" y=\"" + b.y() + "\" height=\"" + b.height() + "\"";
        s.append("<g class=\"").append(b.kind().name().toLowerCase()).append("\">");
        if (look.greyed() || fills.isEmpty()) {
            s.append(tag).append(" width=\"").append(b.width()).append("\" fill=\"")
                    .append(hex(look.greyed() ? LstopoColors.GREYED : LstopoColors.fill(b.kind()))).append("\"/>");
        } else {
            int x = b.x();
            for (int i = 0; i < fills.size(); i++) {
                int w = i == fills.size() - 1 ? b.x() + b.width() - x : b.width() / fills.size();
                s.append("<rect x=\"").append(x).append("\" y=\"").append(b.y()).append("\" width=\"").append(w)
                        .append("\" height=\"").append(b.height()).append("\" fill=\"").append(ReplicaPalette.hex(fills.get(i)))
                        .append("\"/>");
                x += w;
            }
        }
        if (look.hatched()) {
            s.append(tag).append(" width=\"").append(b.width()).append("\" fill=\"url(#down)\"/>");
        }
        s.append(tag).append(" width=\"").append(b.width()).append("\" fill=\"none\" stroke=\"#000000\"/>");
        for (int i = 0; i < look.outlines().size(); i++) {
            int inset = 2 + 3 * i;
            s.append("<rect x=\"").append(b.x() + inset).append("\" y=\"").append(b.y() + inset).append("\" width=\"")
                    .append(b.width() - 2 * inset).append("\" height=\"").append(b.height() - 2 * inset)
                    .append("\" fill=\"none\" stroke-width=\"3\" stroke=\"").append(ReplicaPalette.hex(look.outlines().get(i)))
                    .append("\"/>");
        }
        int y = b.y() + MachineLayout.PAD;
        for (String line : b.lines()) {
            text(s, line, b.x() + MachineLayout.PAD, y, lh, look.greyed() ? hex(LstopoColors.GREYED_TEXT) : "#000000");
            y += lh;
        }
        if (b.note() != null) {
            text(s, b.note(), b.x() + MachineLayout.PAD + MachineLayout.NOTE_SPACE, y + MachineLayout.NOTE_SPACE / 2 + 1, lh,
                    "#303030");
        }
        if (look.warning()) {
            s.append("<text x=\"").append(b.x() + b.width() - 10).append("\" y=\"").append(b.y() + lh).append("\" fill=\"")
                    .append(hex(LstopoColors.WARNING)).append("\">\u26a0</text>");
        }
        s.append("</g>\n");
    }

    private static void text(StringBuilder s, String text, int x, int top, int lh, String color) {
        // Baseline about four fifths down the line, as SWT draws text from its top.
        s.append("<text x=\"").append(x).append("\" y=\"").append(top + lh * 4 / 5).append("\" fill=\"").append(color)
                .append("\">").append(escape(text)).append("</text>");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static String hex(int rgb) {
        return String.format("#%06X", rgb);
    }
}
