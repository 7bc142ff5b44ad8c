package tutti.ui.engines.deploy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.ecore.util.EcoreUtil;

import tutti.bpmn.BpmnException;
import tutti.bpmn.BpmnImporter;
import tutti.compiler.CompileException;
import tutti.compiler.CompileProblem;
import tutti.compiler.CompositionCompiler;
import tutti.model.CompositionFiles;
import tutti.model.ModelException;
import tutti.model.composition.Composition;
import tutti.model.composition.Task;
import tutti.model.validation.Problem;
import tutti.runtime.CompositionArchive;
import tutti.ui.editor.ProblemMarkers;

/**
 * A workspace file (.tutti, or .bpmn imported on the way) turned into a composition archive,
 * with the same markers the editor sets: validation problems, and compile errors on the task
 * whose code they are in. Runs in a Job.
 */
final class CompositionSource {

    private static final Pattern TASK = Pattern.compile("task '([^']+)'");

    private CompositionSource() {
    }

    /** Why a composition cannot be deployed; the markers are set. */
    static final class NotDeployable extends Exception {
        private static final long serialVersionUID = 1L;
        final int problems;

        NotDeployable(String message, int problems) {
            super(message);
            this.problems = problems;
        }
    }

    static Composition load(IFile file) throws ModelException, BpmnException {
        Path path = file.getLocation().toFile().toPath();
        return "bpmn".equals(file.getFileExtension()) ? BpmnImporter.importFile(path) : CompositionFiles.load(path);
    }

    static CompositionArchive compile(Composition composition, IFile file) throws NotDeployable {
        long errors = ProblemMarkers.update(composition, file).values().stream().flatMap(List::stream)
                .filter(p -> p.severity() == Problem.Severity.ERROR).count();
        if (errors > 0) {
            throw new NotDeployable(composition.getName() + " has " + errors + (errors == 1 ? " problem" : " problems")
                    + ": nothing was uploaded; fix " + (errors == 1 ? "it" : "them") + " first (see the Problems view)", (int) errors);
        }
        try {
            return new CompositionCompiler().compile(composition).archive();
        } catch (CompileException e) {
            List<CompileProblem> problems = new ArrayList<>();
            for (Object p : e.problems()) {
                if (p instanceof CompileProblem c) {
                    problems.add(c);
                }
            }
            mark(composition, file, problems);
            throw new NotDeployable(composition.getName() + " does not compile (" + problems.size() + " error"
                    + (problems.size() == 1 ? "" : "s") + "): nothing was uploaded; " + (problems.isEmpty() ? e.getMessage()
                            : problems.get(0).toString()), Math.max(1, problems.size()));
        }
    }

    /** Compile errors as markers, on the task they name when there is one. */
    private static void mark(Composition composition, IFile file, List<CompileProblem> problems) {
        try {
            for (CompileProblem p : problems) {
                IMarker m = file.createMarker(ProblemMarkers.TYPE);
                m.setAttribute(IMarker.MESSAGE, p.where() + ": " + p.message());
                m.setAttribute(IMarker.SEVERITY, IMarker.SEVERITY_ERROR);
                m.setAttribute(IMarker.LOCATION, p.where());
                Matcher t = TASK.matcher(p.where());
                if (t.find()) {
                    for (Task task : composition.getTasks()) {
                        if (task.getName().equals(t.group(1)) && task.eResource() != null) {
                            m.setAttribute(ProblemMarkers.ELEMENT, EcoreUtil.getURI(task).fragment());
                        }
                    }
                }
            }
        } catch (CoreException e) {
            org.eclipse.core.runtime.ILog.of(CompositionSource.class).error("cannot mark the compile errors of " + file, e);
        }
        try {
            file.refreshLocal(IResource.DEPTH_ZERO, null);
        } catch (CoreException e) {
            // markers are set either way
        }
    }
}
