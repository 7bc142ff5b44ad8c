package tutti.ui.editor.parts;

import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;

import tutti.model.composition.Composition;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;
import tutti.ui.editor.TaskKind;
import tutti.ui.editor.commands.SetBoundsCommand;
import tutti.ui.editor.commands.TaskSizes;
import tutti.ui.editor.figures.TaskFigure;

/** A task on the canvas; control and data flows start and end at it. */
public final class TaskPart extends FlowEndPart {

    private final ModelObserver observer = new ModelObserver(n -> refreshVisuals());

    public Task task() {
        return (Task) getModel();
    }

    private Composition composition() {
        return (Composition) task().eContainer();
    }

    @Override
    protected IFigure createFigure() {
        return new TaskFigure(TaskKind.of(task()));
    }

    public TaskFigure taskFigure() {
        return (TaskFigure) getFigure();
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new TaskDeletePolicy());
        installEditPolicy(EditPolicy.GRAPHICAL_NODE_ROLE, new FlowConnectPolicy());
        installEditPolicy(EditPolicy.DIRECT_EDIT_ROLE, new NameEditPolicy());
    }

    @Override
    protected void refreshVisuals() {
        Task t = task();
        taskFigure().setName(t.getName());
        taskFigure().setDetail(detail(t));
        java.util.List<tutti.model.validation.Problem> problems = Problems.of(this, t);
        taskFigure().setProblems(Problems.text(problems), Problems.anyError(problems));
        Rectangle r = SetBoundsCommand.rectangle(t.getBounds());
        if (r == null) {
            // The editor lays out a file without a diagram when it opens it; a task without bounds after that is new.
            r = new Rectangle(220, 30, TaskSizes.WIDTH, TaskSizes.HEIGHT);
        }
        ((GraphicalEditPart) getParent()).setLayoutConstraint(this, getFigure(), r);
    }

    /** The second line of the figure: what the task does, in a few words, and how often it retries. */
    public static String detail(Task t) {
        String what = work(t);
        if (t.getRetry() == null) {
            return what;
        }
        String retries = "retries " + t.getRetry().getCount();
        return what.isEmpty() ? retries : what + " \u00b7 " + retries;
    }

    private static String work(Task t) {
        if (t instanceof ReceiveTask r) {
            List<String> names = tutti.model.Messages.names(r);
            return names.size() > 1 ? "First of " + String.join(", ", names)
                    : "Receive '" + (names.isEmpty() ? "?" : names.get(0)) + "'";
        }
        if (t instanceof tutti.model.composition.SignalTask s) {
            return "Throws '" + (s.getSignal() == null || s.getSignal().isBlank() ? "?" : s.getSignal()) + "'";
        }
        if (t instanceof HttpCallTask h) {
            return h.getMethod() + " " + (h.getUrl() == null ? "" : h.getUrl());
        }
        if (t instanceof JavaCallTask j) {
            String cls = j.getClassName() == null ? "?" : j.getClassName().substring(j.getClassName().lastIndexOf('.') + 1);
            return cls + "." + (j.getMethodName() == null ? "?" : j.getMethodName()) + "()";
        }
        if (t instanceof LoopbackTask l) {
            return "Loopback " + l.getMode().getLiteral().toLowerCase() + ", " + l.getDelayMillis() + " ms";
        }
        if (t instanceof SubCompositionTask s) {
            return "Runs " + (s.getComposition() == null ? "?" : s.getComposition());
        }
        if (t instanceof tutti.model.composition.TimerTask timer) {
            return timer.getUntil() != null && !timer.getUntil().isBlank() ? "Until " + timer.getUntil()
                    : "Waits " + (timer.getDuration() == null || timer.getDuration().isBlank() ? "?" : timer.getDuration());
        }
        if (t instanceof tutti.model.composition.TerminateEndTask) {
            return "Ends the instance";
        }
        if (t instanceof tutti.model.composition.ErrorEndTask e) {
            return "Fails with " + (e.getErrorCode() == null || e.getErrorCode().isBlank() ? "?" : e.getErrorCode());
        }
        return "";
    }

    @Override
    protected List<Object> getModelSourceConnections() {
        return composition() == null ? List.of() : Flows.leaving(composition(), task());
    }

    @Override
    protected List<Object> getModelTargetConnections() {
        return composition() == null ? List.of() : Flows.arriving(composition(), task());
    }

    @Override
    public void performRequest(Request request) {
        if (RequestConstants.REQ_DIRECT_EDIT.equals(request.getType()) || RequestConstants.REQ_OPEN.equals(request.getType())) {
            new NameEditManager(this).show();
        }
    }

    @Override
    public void activate() {
        super.activate();
        observer.attach(task());
    }

    @Override
    public void deactivate() {
        observer.detach();
        super.deactivate();
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Object getAdapter(Class key) {
        Object source = ModelObserver.propertySource(key, getModel());
        return source != null ? source : super.getAdapter(key);
    }

}
