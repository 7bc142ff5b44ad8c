package tutti.ui.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

/** Saves what the user sees as PNG files under the build's target folder. */
final class Screenshots {

    private Screenshots() {
    }

    static Path folder() throws IOException {
        Path dir = Path.of(System.getProperty("tutti.screenshots", "target/screenshots"));
        Files.createDirectories(dir);
        return dir;
    }

    /**
     * Moves the pointer to the shell's bottom-left corner, off any chart: Xvfb starts it in the
     * middle of the screen, where a chart's tooltip opens and is captured as a black box.
     */
    static void pointerAway(Shell shell) {
        org.eclipse.swt.graphics.Rectangle b = shell.getBounds();
        shell.getDisplay().setCursorLocation(b.x + 2, b.y + b.height - 2);
        UiWait.settle(300);
    }

    /** The whole window as drawn on screen, title bar excluded. */
    static Path shell(Shell shell, String name) throws IOException {
        Point size = shell.getSize();
        Image image = new Image(shell.getDisplay(), size.x, size.y);
        GC gc = new GC(shell);
        try {
            gc.copyArea(image, 0, 0);
        } finally {
            gc.dispose();
        }
        return save(image, name);
    }

    /**
     * The screen where the shell is, title bar and whatever lies above it (a dialog, a tool tip)
     * included: what the user sees, not what the shell alone paints.
     */
    static Path screen(Shell shell, String name) throws IOException {
        org.eclipse.swt.graphics.Rectangle b = shell.getBounds().intersection(shell.getDisplay().getBounds());
        Image image = new Image(shell.getDisplay(), Math.max(1, b.width), Math.max(1, b.height));
        GC gc = new GC(shell.getDisplay());
        try {
            gc.copyArea(image, b.x, b.y);
        } finally {
            gc.dispose();
        }
        return save(image, name);
    }

    /** One control, painted into an image by itself (independent of what overlaps it). */
    static Path control(Control control, String name) throws IOException {
        Point size = control.getSize();
        Image image = new Image(control.getDisplay(), Math.max(1, size.x), Math.max(1, size.y));
        GC gc = new GC(image);
        try {
            control.print(gc);
        } finally {
            gc.dispose();
        }
        return save(image, name);
    }

    private static Path save(Image image, String name) throws IOException {
        try {
            Path file = folder().resolve(name + ".png");
            ImageLoader loader = new ImageLoader();
            loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
            loader.save(file.toString(), SWT.IMAGE_PNG);
            return file;
        } finally {
            image.dispose();
        }
    }
}
