package tutti.bpmn;

import static tutti.bpmn.ProcessImport.F;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.w3c.dom.Element;

import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.Task;

/**
 * What Camunda, Flowable and Activiti write on a task for their own engines: how a service task
 * is bound (a class, an expression, a delegate expression, an external topic) and the form
 * fields of a user task. Each becomes the Tutti construct nearest in meaning, which the user
 * can rebind; what has none is kept with a problem.
 */
final class VendorMapping {

    /** Form field types of the engines, as Java types. */
    private static final Map<String, String> FORM_TYPES = Map.of("string", "String", "long", "long", "boolean", "boolean",
            "enum", "String", "date", "String", "double", "double", "integer", "long");

    private final ProcessImport in;

    VendorMapping(ProcessImport in) {
        this.in = in;
    }

    /** The task another engine's binding of this service task becomes; null when it has none. */
    Task service(Element e) {
        String what = Dom.what(e);
        String className = Dom.vendor(e, "class");
        String expression = Dom.vendor(e, "expression");
        String delegate = Dom.vendor(e, "delegateExpression");
        String type = Dom.vendor(e, "type");
        if (className != null && !className.isBlank()) {
            JavaCallTask j = F.createJavaCallTask();
            j.setClassName(className.strip());
            j.setMethodName("execute");
            in.notes.add("mapped " + what + " to a Java call of " + className.strip() + ".execute(), a static method taking the "
                    + "task's inputs: a delegate of another engine (execute(DelegateExecution)) needs such a method, or the "
                    + "call bound to another one");
            return j;
        }
        if (expression != null && !expression.isBlank()) {
            return expression(e, expression.strip(), Dom.vendor(e, "resultVariable"));
        }
        if (delegate != null && !delegate.isBlank()) {
            JavaSnippetTask s = ProcessImport.snippet("");
            ProcessImport.problem(s, what + " calls the delegate " + delegate.strip() + ", a bean of the engine it was drawn "
                    + "for: make the task a Java call of a static method, or an HTTP call to the service");
            return s;
        }
        if (type != null && !type.isBlank()) {
            JavaSnippetTask s = ProcessImport.snippet("");
            String topic = Dom.vendor(e, "topic");
            ProcessImport.problem(s, what + " is a task of type '" + type + "'" + (topic == null ? "" : " (topic " + topic + ")")
                    + ", worked by that engine's workers: make it an asynchronous HTTP call whose service calls back");
            return s;
        }
        return null;
    }

    /** {@code camunda:expression}: a snippet that evaluates it, setting the result variable when there is one. */
    private Task expression(Element e, String text, String result) {
        JavaSnippetTask s = ProcessImport.snippet(null);
        Juel.Translation t = Juel.expression(text, in.data::typeOf);
        if (!t.ok()) {
            s.setCode("// " + text);
            ProcessImport.problem(s, Dom.what(e) + " evaluates '" + text + "', which cannot be made Java (" + t.refusal()
                    + "): write what it does in Java");
            return s;
        }
        in.data.readBefore(s, t.reads());
        if (result != null && !result.isBlank()) {
            String variable = ProcessImport.identifier(result.strip());
            in.data.declare(variable, t.type().equals("null") ? "Object" : boxedIfNeeded(t.type()));
            in.data.write(s, variable);
            s.setCode(variable + " = " + Juel.as(t, in.data.typeOf(variable), variable) + ";");
        } else {
            // Without a result only a call does anything (the other engines evaluate such an expression for its effect).
            s.setCode(t.java().startsWith("tutti.runtime.El.call(") ? t.java() + ";" : "// " + text + ": no result variable to set");
        }
        in.notes.add("mapped " + Dom.what(e) + "'s expression " + text + " to the Java snippet: " + s.getCode());
        return s;
    }

    /** A variable first set by an expression gets the expression's type where it is a plain Java one. */
    private static String boxedIfNeeded(String type) {
        return switch (type) {
            case "int", "long", "double", "boolean", "String" -> type;
            default -> "Object";
        };
    }

    /** A user task's form fields: what the person's decision sets, the Receive's outputs. */
    void formFields(Element e, ReceiveTask r) {
        List<Element> fields = new ArrayList<>(Dom.vendorExtensions(e, "formProperty")); // Flowable's and Activiti's
        for (Element form : Dom.vendorExtensions(e, "formData")) {
            fields.addAll(Dom.children(form, "formField")); // Camunda's
        }
        for (Element field : fields) {
            String id = field.getAttribute("id");
            if (id.isBlank()) {
                continue;
            }
            String variable = ProcessImport.identifier(id);
            in.data.declare(variable, FORM_TYPES.getOrDefault(field.getAttribute("type"), "Object"));
            in.data.write(r, variable);
        }
    }
}
