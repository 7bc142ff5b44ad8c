package tutti.ui.editor.parts;

import java.util.ArrayList;
import java.util.List;

import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;

/** The flows that start or end at a figure, in file order. */
final class Flows {

    private Flows() {
    }

    static List<Object> leaving(Composition c, Task task) {
        List<Object> out = new ArrayList<>();
        for (ControlFlow f : c.getControlFlows()) {
            if (f.getSource() == task) {
                out.add(f);
            }
        }
        for (DataFlow f : c.getDataFlows()) {
            if (f.getSource() != null && f.getSource().eContainer() == task) {
                out.add(f);
            }
        }
        return out;
    }

    static List<Object> arriving(Composition c, Task task) {
        List<Object> out = new ArrayList<>();
        for (ControlFlow f : c.getControlFlows()) {
            if (f.getTarget() == task) {
                out.add(f);
            }
        }
        for (DataFlow f : c.getDataFlows()) {
            if (f.getTarget() != null && f.getTarget().eContainer() == task) {
                out.add(f);
            }
        }
        return out;
    }

    /** Data flows from one of the parameters (composition inputs), or to one of them (composition outputs). */
    static List<Object> touching(Composition c, List<Parameter> parameters, boolean asSource) {
        List<Object> out = new ArrayList<>();
        for (DataFlow f : c.getDataFlows()) {
            if (parameters.contains(asSource ? f.getSource() : f.getTarget())) {
                out.add(f);
            }
        }
        return out;
    }
}
