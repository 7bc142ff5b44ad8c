package tutti.ui.editor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import tutti.model.composition.Composition;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;
import tutti.model.validation.CompositionValidator;
import tutti.model.validation.Problem;

/**
 * Validation in the workbench: the problems of a composition as markers on its file (the Problems
 * view lists them, double-clicking one selects the element), and per figure for the canvas's decorations.
 */
public final class ProblemMarkers {

    /** The marker type, declared in this bundle's plugin.xml. */
    public static final String TYPE = "tutti.ui.editor.problem";
    /** Where in the composition a marker points: the element's URI fragment. */
    public static final String ELEMENT = "tutti.element";

    private ProblemMarkers() {
    }

    /** Validates, replaces the file's markers (when there is a workspace file) and returns the problems per figure. */
    public static Map<EObject, List<Problem>> update(Composition composition, IFile file) {
        List<Problem> problems = CompositionValidator.validate(composition);
        if (file != null && file.exists()) {
            try {
                file.deleteMarkers(TYPE, false, IResource.DEPTH_ZERO);
                for (Problem p : problems) {
                    IMarker m = file.createMarker(TYPE);
                    m.setAttribute(IMarker.MESSAGE, p.where() + ": " + p.message() + " (" + p.fix() + ")");
                    m.setAttribute(IMarker.SEVERITY, p.severity() == Problem.Severity.ERROR ? IMarker.SEVERITY_ERROR
                            : IMarker.SEVERITY_WARNING);
                    m.setAttribute(IMarker.LOCATION, p.where());
                    if (p.element() != null && p.element().eResource() != null) {
                        m.setAttribute(ELEMENT, EcoreUtil.getURI(p.element()).fragment());
                    }
                }
            } catch (CoreException e) {
                // The canvas still shows the problems; the Problems view lags until the next save.
                org.eclipse.core.runtime.ILog.of(ProblemMarkers.class).error("cannot update the markers of " + file, e);
            }
        }
        Map<EObject, List<Problem>> byFigure = new LinkedHashMap<>();
        for (Problem p : problems) {
            byFigure.computeIfAbsent(figureOf(p.element(), composition), k -> new ArrayList<>()).add(p);
        }
        return byFigure;
    }

    /**
     * The element whose figure shows a problem: what a task holds (a parameter, its ForEach or its
     * retry) shows on the task, a composition parameter on its box (keyed by the composition),
     * anything else on itself.
     */
    public static EObject figureOf(EObject element, Composition composition) {
        if (element != null && element.eContainer() instanceof Task t) {
            return t;
        }
        if (element == null || element instanceof Parameter) {
            return composition;
        }
        return element;
    }
}
