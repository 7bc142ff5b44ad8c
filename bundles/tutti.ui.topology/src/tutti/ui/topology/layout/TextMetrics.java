package tutti.ui.topology.layout;

/** How wide a line of text is and how tall a line is, in the font the drawing will use. */
public interface TextMetrics {

    int width(String text);

    int lineHeight();
}
