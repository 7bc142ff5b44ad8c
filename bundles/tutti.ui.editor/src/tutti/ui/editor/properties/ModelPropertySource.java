package tutti.ui.editor.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.ui.views.properties.ComboBoxPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.eclipse.ui.views.properties.TextPropertyDescriptor;

import tutti.model.composition.CompositionFactory;
import tutti.model.composition.CompositionPackage;
import tutti.model.composition.ForEach;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;
import tutti.ui.editor.TaskKind;

/**
 * The Properties view of a composition, a task or a flow: every setting of the element, edited
 * in place (enumerations and switches as lists, code over several lines); changes go through the
 * editor's command stack, so each is one undoable edit.
 */
public final class ModelPropertySource implements IPropertySource {

    private static final String FOR_EACH_LIST = "forEach.list";
    private static final String FOR_EACH_ELEMENT = "forEach.element";
    private static final String FOR_EACH_PARALLEL = "forEach.parallel";
    private static final String RETRY_COUNT = "retry.count";
    private static final String RETRY_FIRST = "retry.first";
    private static final String RETRY_FACTOR = "retry.factor";
    private static final String RETRY_LONGEST = "retry.longest";
    private static final String INPUTS = "inputs";
    private static final String OUTPUTS = "outputs";
    private static final String[] BOOLEANS = {"false", "true"};

    /** Settings as users call them; the model's own name otherwise. */
    private static final Map<String, String> LABELS = Map.ofEntries(Map.entry("name", "Name"), Map.entry("version", "Version"),
            Map.entry("description", "Description"), Map.entry("startCondition", "Start when"),
            Map.entry("repeatWhile", "Repeat while (Java)"), Map.entry("code", "Java code"), Map.entry("className", "Class"),
            Map.entry("methodName", "Method"), Map.entry("url", "URL"), Map.entry("method", "HTTP method"),
            Map.entry("mode", "Mode"), Map.entry("callbackMessage", "Callback message"), Map.entry("timeoutMillis", "Timeout (ms)"),
            Map.entry("message", "Message (a, b: the first to come)"), Map.entry("signal", "Signal"),
            Map.entry("composition", "Composition"),
            Map.entry("compositionVersion", "Composition version"), Map.entry("delayMillis", "Delay (ms)"),
            Map.entry("condition", "Condition (Java)"), Map.entry("expression", "Mapping (Java over value)"),
            Map.entry("type", "Type"), Map.entry("required", "Required"), Map.entry("kind", "Taken when the source"),
            Map.entry("errorCode", "Error code"), Map.entry("errorMessage", "Error message"),
            Map.entry("duration", "Wait for (PT10M, or Java)"), Map.entry("until", "Wait until (ISO time, or Java)"),
            Map.entry("timeout", "Timeout (PT10M, or Java)"), Map.entry("runsOn", "Runs on (AUTO: where it proves quick)"),
            Map.entry("importProblem", "Import problem (clear once done)"), Map.entry("label", "Label (unset: the condition)"),
            Map.entry("bpmnId", "BPMN id (export writes it back)"));

    private final EObject element;

    public ModelPropertySource(EObject element) {
        this.element = element;
    }

    @Override
    public Object getEditableValue() {
        return this;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> out = new ArrayList<>();
        String category = element instanceof Task t ? TaskKind.of(t).label() : element.eClass().getName();
        for (EAttribute a : element.eClass().getEAllAttributes()) {
            // What an imported BPMN file had between its tasks is XML that export writes back, not a setting.
            if (!a.isChangeable() || a.isMany() || a == CompositionPackage.Literals.COMPOSITION__BPMN_KEPT) {
                continue;
            }
            PropertyDescriptor d = descriptor(a);
            d.setCategory(a.getEContainingClass() == CompositionPackage.Literals.TASK ? "Task" : category);
            out.add(d);
        }
        if (element instanceof Task) {
            out.add(category(new TextPropertyDescriptor(FOR_EACH_LIST, "List input (empty: once)"), "ForEach"));
            out.add(category(new TextPropertyDescriptor(FOR_EACH_ELEMENT, "Element input"), "ForEach"));
            out.add(category(new ComboBoxPropertyDescriptor(FOR_EACH_PARALLEL, "In parallel", BOOLEANS), "ForEach"));
            if (tutti.model.Failures.canFail((Task) element)) {
                out.add(category(number(RETRY_COUNT, "Retries (0: none)", false), "Retry"));
                out.add(category(number(RETRY_FIRST, "First back-off (ms)", false), "Retry"));
                out.add(category(number(RETRY_FACTOR, "Back-off factor", true), "Retry"));
                out.add(category(number(RETRY_LONGEST, "Longest back-off (ms)", false), "Retry"));
            }
            out.add(category(new PropertyDescriptor(INPUTS, "Inputs"), "Parameters"));
            out.add(category(new PropertyDescriptor(OUTPUTS, "Outputs"), "Parameters"));
        }
        return out.toArray(IPropertyDescriptor[]::new);
    }

    /** A number field that refuses text, negative values and, unless {@code decimal}, fractions. */
    private static TextPropertyDescriptor number(String id, String label, boolean decimal) {
        TextPropertyDescriptor d = new TextPropertyDescriptor(id, label);
        d.setValidator(v -> {
            try {
                double n = decimal ? Double.parseDouble(String.valueOf(v).strip()) : Long.parseLong(String.valueOf(v).strip());
                return n >= 0 ? null : label + " cannot be negative";
            } catch (NumberFormatException e) {
                return label + " is a " + (decimal ? "number" : "whole number") + ", not '" + v + "'";
            }
        });
        return d;
    }

    private static PropertyDescriptor category(PropertyDescriptor d, String category) {
        d.setCategory(category);
        return d;
    }

    private static PropertyDescriptor descriptor(EAttribute a) {
        String label = LABELS.getOrDefault(a.getName(), a.getName());
        EClassifier type = a.getEAttributeType();
        if (type instanceof EEnum e) {
            return new ComboBoxPropertyDescriptor(a, label, e.getELiterals().stream().map(l -> l.getLiteral()).toArray(String[]::new));
        }
        if (type == EcorePackage.Literals.EBOOLEAN) {
            return new ComboBoxPropertyDescriptor(a, label, BOOLEANS);
        }
        if (a == CompositionPackage.Literals.JAVA_SNIPPET_TASK__CODE) {
            return new CodePropertyDescriptor(a, label, "The task's inputs and outputs are variables of this code; assign "
                    + "every output.");
        }
        TextPropertyDescriptor d = new TextPropertyDescriptor(a, label);
        if (type == EcorePackage.Literals.EINT || type == EcorePackage.Literals.ELONG) {
            d.setValidator(v -> {
                try {
                    return Long.parseLong(String.valueOf(v).strip()) >= 0 ? null : label + " cannot be negative";
                } catch (NumberFormatException e) {
                    return label + " is a whole number, not '" + v + "'";
                }
            });
        }
        return d;
    }

    @Override
    public Object getPropertyValue(Object id) {
        if (id instanceof EAttribute a) {
            Object v = element.eGet(a);
            if (a.getEAttributeType() instanceof EEnum e) {
                return v == null ? 0 : e.getELiterals().indexOf(e.getEEnumLiteral(((org.eclipse.emf.common.util.Enumerator) v).getValue()));
            }
            if (a.getEAttributeType() == EcorePackage.Literals.EBOOLEAN) {
                return Boolean.TRUE.equals(v) ? 1 : 0;
            }
            return v == null ? "" : String.valueOf(v);
        }
        Task t = (Task) element;
        ForEach f = t.getForEach();
        tutti.model.composition.Retry r = t.getRetry();
        return switch ((String) id) {
            case RETRY_COUNT -> r == null ? "0" : String.valueOf(r.getCount());
            case RETRY_FIRST -> String.valueOf(retryOrDefaults(r).getInitialBackoffMillis());
            case RETRY_FACTOR -> String.valueOf(retryOrDefaults(r).getFactor());
            case RETRY_LONGEST -> String.valueOf(retryOrDefaults(r).getMaxBackoffMillis());
            case FOR_EACH_LIST -> f == null ? "" : nullToEmpty(f.getListInput());
            case FOR_EACH_ELEMENT -> f == null ? "" : nullToEmpty(f.getElementInput());
            case FOR_EACH_PARALLEL -> f != null && f.isParallel() ? 1 : 0;
            case INPUTS -> summary(t.getInputs());
            case OUTPUTS -> summary(t.getOutputs());
            default -> "";
        };
    }

    /** The task's retry, or one with the defaults to show before there is one. */
    private static tutti.model.composition.Retry retryOrDefaults(tutti.model.composition.Retry r) {
        return r != null ? r : CompositionFactory.eINSTANCE.createRetry();
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }

    private static String summary(List<Parameter> parameters) {
        return parameters.isEmpty() ? "(none)" : String.join(", ", parameters.stream().map(p -> p.getName() + " : " + p.getType()).toList());
    }

    @Override
    public boolean isPropertySet(Object id) {
        if (id instanceof EAttribute a) {
            return element.eIsSet(a);
        }
        if (String.valueOf(id).startsWith("retry.")) {
            return ((Task) element).getRetry() != null;
        }
        return ((Task) element).getForEach() != null;
    }

    @Override
    public void resetPropertyValue(Object id) {
        if (id instanceof EAttribute a) {
            element.eUnset(a);
        } else if (id.equals(FOR_EACH_LIST) || id.equals(FOR_EACH_ELEMENT) || id.equals(FOR_EACH_PARALLEL)) {
            ((Task) element).setForEach(null);
        } else if (String.valueOf(id).startsWith("retry.")) {
            ((Task) element).setRetry(null);
        }
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        if (id instanceof EAttribute a) {
            element.eSet(a, fromSheet(a, value));
            return;
        }
        Task t = (Task) element;
        switch ((String) id) {
            case FOR_EACH_LIST -> {
                String list = String.valueOf(value).strip();
                if (list.isEmpty()) {
                    // No list: the task runs once, as without ForEach.
                    t.setForEach(null);
                } else {
                    forEach(t).setListInput(list);
                }
            }
            case FOR_EACH_ELEMENT -> forEach(t).setElementInput(String.valueOf(value).strip());
            case FOR_EACH_PARALLEL -> forEach(t).setParallel(Integer.valueOf(1).equals(value));
            case RETRY_COUNT -> {
                int count = Integer.parseInt(String.valueOf(value).strip());
                if (count == 0) {
                    // No retries: the task fails at its first failure, as without a retry.
                    t.setRetry(null);
                } else {
                    changeRetry(t, r -> r.setCount(count));
                }
            }
            case RETRY_FIRST -> changeRetry(t, r -> r.setInitialBackoffMillis(Long.parseLong(String.valueOf(value).strip())));
            case RETRY_FACTOR -> changeRetry(t, r -> r.setFactor(Double.parseDouble(String.valueOf(value).strip())));
            case RETRY_LONGEST -> changeRetry(t, r -> r.setMaxBackoffMillis(Long.parseLong(String.valueOf(value).strip())));
            default -> {
                // Parameters are shown here and edited on the task's figure.
            }
        }
    }

    /**
     * Sets a changed copy of the task's retry (a new one with the defaults when it has none), so
     * that the task itself tells its figure.
     */
    private static void changeRetry(Task t, java.util.function.Consumer<tutti.model.composition.Retry> change) {
        tutti.model.composition.Retry r = t.getRetry() == null ? CompositionFactory.eINSTANCE.createRetry()
                : org.eclipse.emf.ecore.util.EcoreUtil.copy(t.getRetry());
        change.accept(r);
        t.setRetry(r);
    }

    private static ForEach forEach(Task t) {
        if (t.getForEach() == null) {
            t.setForEach(CompositionFactory.eINSTANCE.createForEach());
        }
        return t.getForEach();
    }

    private static Object fromSheet(EAttribute a, Object value) {
        EClassifier type = a.getEAttributeType();
        if (type instanceof EEnum e) {
            return e.getELiterals().get((Integer) value).getInstance();
        }
        if (type == EcorePackage.Literals.EBOOLEAN) {
            return Integer.valueOf(1).equals(value);
        }
        String text = String.valueOf(value);
        if (type == EcorePackage.Literals.EINT) {
            return Integer.parseInt(text.strip());
        }
        if (type == EcorePackage.Literals.ELONG) {
            return Long.parseLong(text.strip());
        }
        return text;
    }
}
