package tutti.ui.editor;

import java.nio.file.Path;
import java.util.EventObject;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.KeyHandler;
import org.eclipse.gef.KeyStroke;
import org.eclipse.gef.SnapToGrid;
import org.eclipse.gef.dnd.TemplateTransferDropTargetListener;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.gef.ui.actions.ToggleGridAction;
import org.eclipse.gef.ui.actions.ToggleSnapToGeometryAction;
import org.eclipse.gef.ui.actions.ZoomInAction;
import org.eclipse.gef.ui.actions.ZoomOutAction;
import org.eclipse.gef.ui.parts.GraphicalEditorWithFlyoutPalette;
import org.eclipse.gef.ui.parts.GraphicalViewerKeyHandler;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.ActionFactory;

import tutti.model.CompositionFiles;
import tutti.model.ModelException;
import tutti.model.composition.Composition;
import tutti.ui.editor.commands.AutoLayoutCommand;
import tutti.ui.editor.parts.PartFactory;

/**
 * The composition editor: a GEF canvas over the composition a {@code .tutti} file holds. The file
 * is dirty exactly while the command stack is away from where it was saved.
 */
public final class CompositionEditor extends GraphicalEditorWithFlyoutPalette {

    public static final String ID = "tutti.ui.editor.composition";
    /** The action that lays the diagram out (one undoable command). */
    public static final String AUTO_LAYOUT = "tutti.ui.editor.autoLayout";
    /** The action that validates the composition now (it is also validated on opening and saving). */
    public static final String VALIDATE = "tutti.ui.editor.validate";
    /** The canvas's context menu, for menu contributions: {@code popup:tutti.ui.editor.composition.context}. */
    public static final String CONTEXT_MENU = "tutti.ui.editor.composition.context";

    private Composition composition;
    private Path file;
    /** Why the file could not be read, or null: the editor then says so instead of drawing. */
    private String problem;

    public CompositionEditor() {
        setEditDomain(new DefaultEditDomain(this));
    }

    @Override
    protected void setInput(IEditorInput input) {
        super.setInput(input);
        file = pathOf(input);
        setPartName(file.getFileName().toString());
        try {
            composition = CompositionFiles.load(file);
        } catch (ModelException e) {
            // Shown in place of the canvas (createPartControl): a part that failed to open would
            // leave an error and a stack in the user's log for what is only a damaged file.
            problem = e.getMessage();
            return;
        }
        // A file written by hand or by a tool without a diagram: laid out as Auto-layout would,
        // not an edit of the user's (no undo, not dirty); saving keeps the places.
        if (composition.getTasks().stream().anyMatch(t -> t.getBounds() == null)) {
            new AutoLayoutCommand(composition).execute();
        }
    }

    @Override
    public void init(org.eclipse.ui.IEditorSite site, IEditorInput input) throws PartInitException {
        try {
            super.init(site, input);
        } catch (IllegalArgumentException e) {
            // The message names the file and what is wrong with it; the workbench shows it in the editor area.
            throw new PartInitException(e.getMessage(), e);
        }
    }

    private static Path pathOf(IEditorInput input) {
        if (input instanceof IFileEditorInput f && f.getFile().getLocation() != null) {
            return f.getFile().getLocation().toFile().toPath();
        }
        if (input instanceof IURIEditorInput u) {
            return Path.of(u.getURI());
        }
        throw new IllegalArgumentException("the composition editor opens .tutti files, not " + input.getName());
    }

    public Composition composition() {
        return composition;
    }

    /** Why the file could not be opened as a composition (the editor shows it instead of a canvas), or null. */
    public String problem() {
        return problem;
    }

    @Override
    public void createPartControl(org.eclipse.swt.widgets.Composite parent) {
        if (problem == null) {
            super.createPartControl(parent);
            return;
        }
        org.eclipse.swt.widgets.Composite body = new org.eclipse.swt.widgets.Composite(parent, SWT.NONE);
        org.eclipse.swt.layout.GridLayout layout = new org.eclipse.swt.layout.GridLayout(1, false);
        layout.marginWidth = 16;
        layout.marginHeight = 16;
        body.setLayout(layout);
        org.eclipse.swt.widgets.Label title = new org.eclipse.swt.widgets.Label(body, SWT.NONE);
        title.setText(file.getFileName() + " cannot be shown as a composition");
        title.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        org.eclipse.swt.widgets.Label reason = new org.eclipse.swt.widgets.Label(body, SWT.WRAP);
        reason.setText(problem);
        org.eclipse.swt.layout.GridData wide = new org.eclipse.swt.layout.GridData(SWT.FILL, SWT.TOP, true, false);
        wide.widthHint = 600;
        reason.setLayoutData(wide);
        reason.setData("tutti.id", "editor.problem");
        message = body;
    }

    /** The message shown in place of the canvas, or null. */
    private org.eclipse.swt.widgets.Composite message;

    @Override
    public void setFocus() {
        if (message != null) {
            message.setFocus();
        } else {
            super.setFocus();
        }
    }

    public Path file() {
        return file;
    }

    /** The edit domain: the command stack, the palette viewer and the active tool. */
    public DefaultEditDomain editDomain() {
        return getEditDomain();
    }

    /** The canvas, for the outline, the property sheet and tests. */
    public GraphicalViewer viewer() {
        return getGraphicalViewer();
    }

    /** The palette starts open beside the canvas, where new users look for it; its state then follows the user. */
    @Override
    protected org.eclipse.gef.ui.palette.FlyoutPaletteComposite.FlyoutPreferences getPalettePreferences() {
        return PalettePreferences.INSTANCE;
    }

    @Override
    protected PaletteRoot getPaletteRoot() {
        return CompositionPalette.create();
    }

    @Override
    protected void configureGraphicalViewer() {
        super.configureGraphicalViewer();
        GraphicalViewer viewer = getGraphicalViewer();
        ScalableFreeformRootEditPart root = new ScalableFreeformRootEditPart() {
            @Override
            protected org.eclipse.draw2d.LayeredPane createPrintableLayers() {
                // As GEF's, with a lines' layer that places their labels once they are routed.
                org.eclipse.draw2d.FreeformLayeredPane layers = new org.eclipse.draw2d.FreeformLayeredPane();
                layers.add(new org.eclipse.draw2d.FreeformLayer(), PRIMARY_LAYER);
                layers.add(new tutti.ui.editor.figures.LabelPlacement.Layer(), CONNECTION_LAYER);
                return layers;
            }
        };
        viewer.setRootEditPart(root);
        // A diagram is a document: on paper whatever the theme, as its figures' colours and their
        // contrast were chosen for (a dark theme's canvas hid the flows' dark lines).
        // The viewport's own fill, since the theme (CSS) restyles the canvas control after this.
        root.getFigure().setOpaque(true);
        root.getFigure().setBackgroundColor(tutti.ui.editor.figures.Palette.colour(tutti.ui.editor.figures.Palette.PAPER));
        viewer.setEditPartFactory(new PartFactory());
        ZoomManager zoom = root.getZoomManager();
        zoom.setZoomLevels(new double[] {0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0});
        zoom.setZoomLevelContributions(List.of(ZoomManager.FIT_ALL, ZoomManager.FIT_WIDTH));
        viewer.setProperty(SnapToGrid.PROPERTY_GRID_SPACING, new org.eclipse.draw2d.geometry.Dimension(10, 10));
        viewer.setProperty(SnapToGrid.PROPERTY_GRID_ENABLED, Boolean.TRUE);
        viewer.setProperty(SnapToGrid.PROPERTY_GRID_VISIBLE, Boolean.FALSE);
        IAction zoomIn = new ZoomInAction(zoom);
        IAction zoomOut = new ZoomOutAction(zoom);
        getActionRegistry().registerAction(zoomIn);
        getActionRegistry().registerAction(zoomOut);
        getActionRegistry().registerAction(new ToggleGridAction(viewer));
        getActionRegistry().registerAction(new ToggleSnapToGeometryAction(viewer));
        getActionRegistry().registerAction(new AutoLayoutAction(this));
        getActionRegistry().registerAction(new ValidateAction(this));
        KeyHandler keys = new GraphicalViewerKeyHandler(viewer).setParent(commonKeys(zoomIn, zoomOut));
        viewer.setKeyHandler(keys);
        CompositionContextMenu menu = new CompositionContextMenu(viewer, getActionRegistry());
        viewer.setContextMenu(menu);
        // Registered, so that other bundles add to it (Deploy, from tutti.ui.engines).
        getSite().registerContextMenu(CONTEXT_MENU, menu, viewer);
    }

    /** Delete, F2 to rename, Ctrl+= and Ctrl+- to zoom, Ctrl+Shift+L to lay out, F9 to validate. */
    private KeyHandler commonKeys(IAction zoomIn, IAction zoomOut) {
        KeyHandler keys = new KeyHandler();
        keys.put(KeyStroke.getPressed(SWT.DEL, 127, 0), getActionRegistry().getAction(ActionFactory.DELETE.getId()));
        keys.put(KeyStroke.getPressed(SWT.F2, 0), getActionRegistry().getAction(GEFActionConstants.DIRECT_EDIT));
        keys.put(KeyStroke.getPressed('=', SWT.CTRL), zoomIn);
        keys.put(KeyStroke.getPressed('+', SWT.CTRL), zoomIn);
        keys.put(KeyStroke.getPressed('-', SWT.CTRL), zoomOut);
        keys.put(KeyStroke.getPressed('L', 'l', SWT.CTRL | SWT.SHIFT), getActionRegistry().getAction(AUTO_LAYOUT));
        keys.put(KeyStroke.getPressed(SWT.F9, 0), getActionRegistry().getAction(VALIDATE));
        return keys;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void createActions() {
        super.createActions();
        org.eclipse.gef.ui.actions.DirectEditAction rename = new org.eclipse.gef.ui.actions.DirectEditAction((org.eclipse.ui.IWorkbenchPart) this);
        getActionRegistry().registerAction(rename);
        getSelectionActions().add(rename.getId());
        for (SelectionAction action : List.of(new CopyPasteActions.Copy(this), new CopyPasteActions.Paste(this))) {
            getActionRegistry().registerAction(action);
            getSelectionActions().add(action.getId());
        }
        for (boolean inputs : new boolean[] {true, false}) {
            EditParametersAction parameters = new EditParametersAction(this, inputs);
            getActionRegistry().registerAction(parameters);
            getSelectionActions().add(parameters.getId());
        }
    }

    @Override
    protected void initializeGraphicalViewer() {
        super.initializeGraphicalViewer();
        GraphicalViewer viewer = getGraphicalViewer();
        viewer.setContents(composition);
        viewer.addDropTargetListener(new TemplateTransferDropTargetListener(viewer));
        validate();
    }

    /**
     * Checks the composition as the compiler would: markers on the file for the Problems view,
     * marks on the figures for the canvas.
     */
    public void validate() {
        IFile workspaceFile = getEditorInput() instanceof IFileEditorInput f ? f.getFile() : null;
        getGraphicalViewer().setProperty(tutti.ui.editor.parts.Problems.PROPERTY, ProblemMarkers.update(composition, workspaceFile));
        ((tutti.ui.editor.parts.CompositionPart) getGraphicalViewer().getContents()).refreshAll();
    }

    /** Selects and shows the element a problem marker points at. */
    void gotoMarker(org.eclipse.core.resources.IMarker marker) {
        String fragment = marker.getAttribute(ProblemMarkers.ELEMENT, null);
        org.eclipse.emf.ecore.EObject element = fragment == null || composition.eResource() == null ? null
                : composition.eResource().getEObject(fragment);
        if (element == null) {
            return;
        }
        org.eclipse.emf.ecore.EObject shown = ProblemMarkers.figureOf(element, composition);
        Object key = shown == composition ? new tutti.ui.editor.commands.ParameterBox(composition, true) : shown;
        org.eclipse.gef.EditPart part = (org.eclipse.gef.EditPart) getGraphicalViewer().getEditPartRegistry().get(key);
        if (part != null) {
            getGraphicalViewer().select(part);
            getGraphicalViewer().reveal(part);
        }
    }

    @Override
    public void commandStackChanged(EventObject event) {
        firePropertyChange(PROP_DIRTY);
        super.commandStackChanged(event);
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        try {
            CompositionFiles.save(composition, file);
            getCommandStack().markSaveLocation();
            if (getEditorInput() instanceof IFileEditorInput f) {
                f.getFile().refreshLocal(IResource.DEPTH_ZERO, monitor);
            }
            validate();
        } catch (ModelException | CoreException e) {
            MessageDialog.openError(getSite().getShell(), "Cannot save " + file.getFileName(), e.getMessage());
            if (monitor != null) {
                monitor.setCanceled(true);
            }
        }
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    /** Lays the diagram out as one undoable command. */
    public void autoLayout() {
        getCommandStack().execute(new AutoLayoutCommand(composition));
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Object getAdapter(Class type) {
        if (problem != null && (type == ZoomManager.class || type == org.eclipse.ui.views.contentoutline.IContentOutlinePage.class
                || type == org.eclipse.ui.ide.IGotoMarker.class)) {
            return null;
        }
        if (type == ZoomManager.class) {
            return ((ScalableFreeformRootEditPart) getGraphicalViewer().getRootEditPart()).getZoomManager();
        }
        if (type == org.eclipse.ui.views.properties.IPropertySheetPage.class) {
            // Every change in the sheet is a command on this editor's stack: undo and dirty state follow it.
            org.eclipse.ui.views.properties.PropertySheetPage sheet = new org.eclipse.ui.views.properties.PropertySheetPage();
            sheet.setRootEntry(new org.eclipse.gef.ui.properties.UndoablePropertySheetEntry(getCommandStack()));
            return sheet;
        }
        if (type == org.eclipse.ui.ide.IGotoMarker.class) {
            return (org.eclipse.ui.ide.IGotoMarker) this::gotoMarker;
        }
        if (type == org.eclipse.ui.views.contentoutline.IContentOutlinePage.class) {
            return new ThumbnailOutline((ScalableFreeformRootEditPart) getGraphicalViewer().getRootEditPart());
        }
        if (type == IFile.class && getEditorInput() instanceof IFileEditorInput f) {
            return f.getFile();
        }
        return super.getAdapter(type);
    }
}
