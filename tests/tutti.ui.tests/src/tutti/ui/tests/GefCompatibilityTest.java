package tutti.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.runtime.AssertionFailedException;
import org.eclipse.gef.EditDomain;
import org.eclipse.gef.editparts.ScalableRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.palette.MarqueeToolEntry;
import org.eclipse.gef.palette.PaletteGroup;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.palette.SelectionToolEntry;
import org.eclipse.gef.ui.palette.PaletteViewer;
import org.eclipse.gef.ui.parts.ScrollingGraphicalViewer;
import org.eclipse.jface.util.Assert;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.internal.DragCursors;
import org.junit.jupiter.api.Test;

/**
 * GEF 3.2 code paths that link to the two classes today's platform lost (JFace's Assert and the
 * workbench's DragCursors): without the compat fragments they end in NoClassDefFoundError.
 */
class GefCompatibilityTest {

    @Test
    void thePaletteAndZoomOfGef32RunOnTodaysWorkbench() {
        Shell shell = new Shell(Display.getCurrent());
        try {
            PaletteRoot root = new PaletteRoot();
            PaletteGroup tools = new PaletteGroup("Tools");
            SelectionToolEntry select = new SelectionToolEntry();
            tools.add(select);
            tools.add(new MarqueeToolEntry());
            root.add(tools);
            root.setDefaultEntry(select);
            PaletteViewer palette = new PaletteViewer();
            palette.createControl(shell);
            EditDomain domain = new EditDomain();
            domain.setPaletteViewer(palette);
            domain.setPaletteRoot(root);
            assertSame(select, palette.getActiveTool(), "the default tool is active");

            ScrollingGraphicalViewer viewer = new ScrollingGraphicalViewer();
            viewer.createControl(shell);
            ScalableRootEditPart rootPart = new ScalableRootEditPart();
            viewer.setRootEditPart(rootPart);
            ZoomManager zoom = rootPart.getZoomManager();
            zoom.setZoom(1.5);
            assertEquals(1.5, zoom.getZoom(), 1e-9);
        } finally {
            shell.dispose();
        }
    }

    @Test
    void theRestoredAssertBehavesAsJFacesDid() {
        assertTrue(Assert.isTrue(true));
        AssertionFailedException e = assertThrows(AssertionFailedException.class, () -> Assert.isTrue(false, "why"));
        assertTrue(e.getMessage().contains("why"), e.getMessage());
        assertThrows(AssertionFailedException.class, () -> Assert.isNotNull(null));
    }

    @Test
    void theRestoredDragCursorsGiveACursorForEveryDockingSide() {
        for (int side = DragCursors.INVALID; side <= DragCursors.OFFSCREEN; side++) {
            assertNotNull(DragCursors.getCursor(side), "cursor for " + side);
        }
    }
}
