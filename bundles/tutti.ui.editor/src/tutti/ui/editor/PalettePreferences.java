package tutti.ui.editor;

import org.eclipse.gef.ui.palette.FlyoutPaletteComposite;

/**
 * Where the palette sits, how wide it is and whether it is open, shared by every composition
 * editor of the session: opened pinned beside the canvas until the user changes it.
 */
final class PalettePreferences implements FlyoutPaletteComposite.FlyoutPreferences {

    static final PalettePreferences INSTANCE = new PalettePreferences();

    private int location = org.eclipse.draw2d.PositionConstants.WEST;
    private int state = FlyoutPaletteComposite.STATE_PINNED_OPEN;
    private int width = 170;

    private PalettePreferences() {
    }

    @Override
    public int getDockLocation() {
        return location;
    }

    @Override
    public int getPaletteState() {
        return state;
    }

    @Override
    public int getPaletteWidth() {
        return width;
    }

    @Override
    public void setDockLocation(int location) {
        this.location = location;
    }

    @Override
    public void setPaletteState(int state) {
        this.state = state;
    }

    @Override
    public void setPaletteWidth(int width) {
        this.width = width;
    }
}
