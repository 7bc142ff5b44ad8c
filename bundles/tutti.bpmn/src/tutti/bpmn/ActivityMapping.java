package tutti.bpmn;

import static tutti.bpmn.Dom.children;
import static tutti.bpmn.Dom.id;
import static tutti.bpmn.ProcessImport.F;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;

import tutti.model.composition.ControlFlow;
import tutti.model.composition.ForEach;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.HttpMethod;
import tutti.model.composition.InvocationMode;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.Retry;
import tutti.model.composition.SnippetPlacement;
import tutti.model.composition.StartCondition;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;

/**
 * Activities: script, service, send, receive, user, manual and business rule tasks, call
 * activities, with their loops and multi-instance, and the other engines' ways of binding a
 * service task (Camunda's, Flowable's and Activiti's class, expression and delegate expression).
 */
final class ActivityMapping {

    private static final Set<String> ACTIVITIES = Set.of("scriptTask", "serviceTask", "sendTask", "receiveTask",
            "callActivity", "task", "userTask", "manualTask", "businessRuleTask");
    private static final Set<String> JAVA_SCRIPTS = Set.of("", "java", "text/x-java", "tutti");

    private final ProcessImport in;
    /** Multi-instance tasks that run a number of times: the cardinality's expression, translated, by task. */
    private final Map<Task, Element> cardinalities = new LinkedHashMap<>();

    ActivityMapping(ProcessImport in) {
        this.in = in;
    }

    boolean isActivity(Element e) {
        return ACTIVITIES.contains(e.getLocalName());
    }

    Task task(Element e) {
        String impl = e.getAttribute("implementation");
        Task t = switch (e.getLocalName()) {
            case "scriptTask", "task" -> script(e);
            case "receiveTask" -> {
                ReceiveTask r = F.createReceiveTask();
                String multi = Dom.tutti(e, "messages"); // a Receive of Tutti's that takes the first of several
                r.setMessage(multi != null ? multi : in.events.awaited(e));
                yield r;
            }
            case "userTask", "manualTask" -> {
                ReceiveTask decision = F.createReceiveTask(); // the person's decision arrives as a message
                in.peoplesTasks.add(decision);
                in.vendors.formFields(e, decision);
                yield decision;
            }
            case "sendTask" -> impl.equals(Bpmn.HTTP) ? service(e, impl) : F.createReplyTask(); // a send to a known URL
            case "callActivity" -> {
                SubCompositionTask s = F.createSubCompositionTask();
                s.setComposition(e.getAttribute("calledElement"));
                s.setCompositionVersion(Dom.tutti(e, "compositionVersion"));
                yield s;
            }
            default -> service(e, impl);
        };
        t.setName(in.taskName(e));
        standIn(e, t);
        common(e, t);
        return t;
    }

    /** A script task whose script is Java is a snippet; a script in another language is kept, with a problem. */
    private Task script(Element e) {
        JavaSnippetTask s = ProcessImport.snippet(null);
        children(e, "script").forEach(script -> s.setCode(script.getTextContent()));
        String format = e.getAttribute("scriptFormat").strip().toLowerCase(java.util.Locale.ROOT);
        in.data.readBefore(s, in.data.declaredIn(s.getCode()));
        if (!JAVA_SCRIPTS.contains(format) && !format.endsWith("/java")) {
            ProcessImport.problem(s, Dom.what(e) + " is a " + format + " script, which Tutti does not run: rewrite it in Java "
                    + "over the task's inputs and outputs");
        } else if (Dom.vendor(e, "resource") != null) {
            ProcessImport.problem(s, Dom.what(e) + " runs the script resource " + Dom.vendor(e, "resource")
                    + ", which is not in the file: paste the script, in Java, into the task");
        }
        runsOn(e, s, s::setRunsOn);
        return s;
    }

    /** Tutti's {@code runsOn} extension (a snippet's or a call's thread), when the element has one. */
    private void runsOn(Element e, Task t, java.util.function.Consumer<SnippetPlacement> set) {
        String runsOn = Dom.tutti(e, "runsOn");
        if (runsOn != null) {
            SnippetPlacement p = SnippetPlacement.get(runsOn.strip());
            if (p == null) {
                ProcessImport.problem(t, "tutti:runsOn of task '" + id(e) + "' is '" + runsOn + "': it is AUTO, KERNEL or INVOKERS");
            } else {
                set.accept(p);
            }
        }
    }

    /** What every task may carry: its join, Tutti's inputs, outputs and retry, a loop, multi-instance; its place. */
    void common(Element e, Task t) {
        if ("ANY".equals(Dom.tutti(e, "startCondition"))) {
            t.setStartCondition(StartCondition.ANY);
        }
        for (Element ext : children(e, "extensionElements")) {
            for (Element p : children(ext, null)) {
                if (!Bpmn.TUTTI.equals(p.getNamespaceURI())) {
                    continue;
                }
                switch (p.getLocalName()) {
                    case "input" -> t.getInputs().add(ProcessData.parameter(p));
                    case "output" -> t.getOutputs().add(ProcessData.parameter(p));
                    case "retry" -> retry(e, p, t);
                    default -> { }
                }
            }
        }
        for (Element loop : children(e, "standardLoopCharacteristics")) {
            for (Element cond : children(loop, "loopCondition")) {
                t.setRepeatWhile(in.flowMapping.expression(cond, t, Dom.what(e) + "'s loop condition"));
            }
        }
        for (Element mi : children(e, "multiInstanceLoopCharacteristics")) {
            multiInstance(e, mi, t);
        }
        in.bounds(t, id(e));
    }

    /**
     * Multi-instance: over a collection (BPMN's loopDataInputRef, or the engines' collection
     * attribute) it is a ForEach; with a cardinality it runs that many times.
     */
    private void multiInstance(Element e, Element mi, Task t) {
        ForEach each = F.createForEach();
        each.setParallel(!"true".equals(mi.getAttribute("isSequential")));
        children(mi, "loopDataInputRef").forEach(r -> each.setListInput(dataInputName(e, r.getTextContent().strip())));
        children(mi, "inputDataItem").forEach(i -> each.setElementInput(ProcessImport.identifier(
                i.hasAttribute("name") ? i.getAttribute("name") : id(i))));
        String collection = Dom.vendor(mi, "collection");
        if (each.getListInput() == null && collection != null) {
            // ${items}, or just items
            String name = Juel.isWrapped(collection) ? collection.strip().substring(2, collection.strip().length() - 1).strip()
                    : collection.strip();
            if (javax.lang.model.SourceVersion.isIdentifier(name)) {
                each.setListInput(name);
            } else {
                ProcessImport.problem(t, Dom.what(e) + " runs once per element of '" + collection + "', which is not a variable: "
                        + "compute the list in a task before it and name that variable");
            }
        }
        String element = Dom.vendor(mi, "elementVariable");
        if (each.getElementInput() == null && element != null) {
            each.setElementInput(ProcessImport.identifier(element));
        }
        t.setForEach(each);
        if (each.getListInput() != null) {
            if (t.getInputs().stream().noneMatch(p -> p.getName().equals(each.getListInput()))) {
                in.data.overData.put(t, each.getListInput());
            }
            return;
        }
        Element cardinality = Dom.child(mi, "loopCardinality");
        if (cardinality != null && !cardinality.getTextContent().isBlank()) {
            cardinalities.put(t, cardinality);
        } else {
            t.setForEach(null); // runs once until the user says how many times
            ProcessImport.problem(t, Dom.what(e) + " is multi-instance without a collection or a cardinality: say how many "
                    + "times it runs (loopCardinality) or over which list");
        }
    }

    /** The name of the activity's data input of this id (what loopDataInputRef refers to); else the reference as written. */
    private static String dataInputName(Element activity, String ref) {
        for (Element io : children(activity, "ioSpecification")) {
            for (Element input : children(io, "dataInput")) {
                if (id(input).equals(ref) && input.hasAttribute("name")) {
                    return input.getAttribute("name");
                }
            }
        }
        return ref;
    }

    /**
     * A task that runs N times: a snippet before it makes the list 0..N-1 its ForEach runs over
     * (each run gets its index as loopCounter, as the other engines name it).
     */
    void multiInstanceCardinalities() {
        for (Map.Entry<Task, Element> entry : cardinalities.entrySet()) {
            Task t = entry.getKey();
            ForEach each = t.getForEach();
            Element cardinality = entry.getValue();
            JavaSnippetTask count = ProcessImport.snippet(null);
            count.setName(in.uniqueName(t.getName() + "_instances"));
            String text = cardinality.getTextContent().strip();
            String n;
            if (text.matches("\\d+")) {
                n = text;
            } else {
                n = in.flowMapping.value(cardinality, count, "the cardinality of task '" + t.getName() + "'");
                n = n == null ? "0" : "tutti.runtime.El.toLong(" + n + ")";
            }
            String list = t.getInputs().stream().anyMatch(p -> p.getName().equals("loopItems")) ? "loopItems_" : "loopItems";
            Parameter out = parameter(list, "java.util.List<Object>");
            count.getOutputs().add(out);
            count.setCode(list + " = new java.util.ArrayList<>();\nfor (long i = 0; i < " + n + "; i++) {\n    " + list
                    + ".add(i);\n}");
            if (t.getBounds() != null) {
                count.setBounds(ProcessImport.bounds(t.getBounds().getX() - 30, t.getBounds().getY() - 50, 24, 24));
            }
            Parameter listInput = parameter(list, "java.util.List<Object>");
            t.getInputs().add(listInput);
            each.setListInput(list);
            if (each.getElementInput() == null) {
                each.setElementInput("loopCounter");
            }
            if (t.getInputs().stream().noneMatch(p -> p.getName().equals(each.getElementInput()))) {
                t.getInputs().add(parameter(each.getElementInput(), "Object"));
            }
            tutti.model.composition.DataFlow d = F.createDataFlow();
            d.setSource(out);
            d.setTarget(listInput);
            in.c.getDataFlows().add(d);
            // The count runs where the task would have started: the flows into the task go to it.
            for (ControlFlow f : List.copyOf(in.c.getControlFlows())) {
                if (f.getTarget() == t) {
                    f.setTarget(count);
                }
            }
            count.setStartCondition(t.getStartCondition());
            ControlFlow next = F.createControlFlow();
            next.setSource(count);
            next.setTarget(t);
            in.c.getControlFlows().add(next);
            in.c.getTasks().add(in.c.getTasks().indexOf(t), count);
            t.setStartCondition(StartCondition.ALL);
            in.notes.add("mapped the cardinality " + text + " of multi-instance task '" + t.getName() + "' to the task "
                    + count.getName() + " before it, which lists the runs' indexes (" + list + "); each run gets its index as "
                    + each.getElementInput());
        }
    }

    static Parameter parameter(String name, String type) {
        Parameter p = F.createParameter();
        p.setName(name);
        p.setType(type);
        return p;
    }

    private static void retry(Element e, Element p, Task t) {
        Retry r = F.createRetry();
        try {
            if (p.hasAttribute("count")) {
                r.setCount(Integer.parseInt(p.getAttribute("count")));
            }
            if (p.hasAttribute("initialBackoffMillis")) {
                r.setInitialBackoffMillis(Long.parseLong(p.getAttribute("initialBackoffMillis")));
            }
            if (p.hasAttribute("factor")) {
                r.setFactor(Double.parseDouble(p.getAttribute("factor")));
            }
            if (p.hasAttribute("maxBackoffMillis")) {
                r.setMaxBackoffMillis(Long.parseLong(p.getAttribute("maxBackoffMillis")));
            }
            t.setRetry(r);
        } catch (NumberFormatException ex) {
            ProcessImport.problem(t, "tutti:retry of " + Dom.what(e) + " has a value that is not a number (" + ex.getMessage()
                    + "): give the count and back-offs as whole numbers, the factor as a number");
        }
    }

    /** Work another tool leaves to people or to engines of its own: what stands in for it here, said in a note. */
    private void standIn(Element e, Task t) {
        String kind = e.getLocalName();
        String what = Dom.what(e);
        String impl = e.getAttribute("implementation");
        switch (kind) {
            case "userTask", "manualTask" -> {
                ((ReceiveTask) t).setMessage(t.getName());
                in.notes.add("mapped " + what + " to a Receive of message '" + t.getName() + "': the person's decision arrives as "
                        + "that message (POST /instances/{id}/messages/" + t.getName() + ")");
            }
            case "businessRuleTask" -> in.notes.add("mapped " + what + " to a loopback stand-in: Tutti has no rule engine; "
                    + "make it a Java call or an HTTP call to the rules service");
            case "sendTask" -> {
                if (!impl.equals(Bpmn.REPLY) && !impl.equals(Bpmn.HTTP)) {
                    in.notes.add("mapped " + what + " to a Reply to the instance's client: where else it sends is not known "
                            + "(an HTTP send names its URL: implementation=\"" + Bpmn.HTTP + "\" and tutti:url)");
                }
            }
            case "serviceTask" -> {
                if (t instanceof LoopbackTask && !impl.equals(Bpmn.LOOPBACK)) {
                    in.notes.add("mapped " + what + " to a loopback stand-in" + (impl.isEmpty() ? "" : " (its implementation "
                            + impl + " is another engine's)") + ": make it a Java call or an HTTP call");
                }
            }
            default -> { }
        }
    }

    /** Service tasks: Tutti's implementation attribute, or another engine's binding, says which kind; else a loopback stand-in. */
    private Task service(Element e, String impl) {
        switch (impl) {
            case Bpmn.JAVA -> {
                JavaCallTask j = F.createJavaCallTask();
                j.setClassName(Dom.tutti(e, "className"));
                j.setMethodName(Dom.tutti(e, "methodName"));
                runsOn(e, j, j::setRunsOn);
                return j;
            }
            case Bpmn.HTTP -> {
                HttpCallTask h = F.createHttpCallTask();
                h.setUrl(Dom.tutti(e, "url"));
                if (Dom.tutti(e, "method") != null) {
                    h.setMethod(HttpMethod.get(Dom.tutti(e, "method")));
                }
                if (Dom.tutti(e, "mode") != null) {
                    h.setMode(InvocationMode.get(Dom.tutti(e, "mode")));
                }
                h.setCallbackMessage(Dom.tutti(e, "callbackMessage"));
                number(e, "timeoutMillis", h::setTimeoutMillis, h);
                return h;
            }
            case Bpmn.LOOPBACK -> {
                return loopback(e);
            }
            default -> {
                Task vendor = in.vendors.service(e);
                return vendor != null ? vendor : loopback(e);
            }
        }
    }

    private LoopbackTask loopback(Element e) {
        LoopbackTask l = F.createLoopbackTask();
        if (Dom.tutti(e, "mode") != null) {
            l.setMode(InvocationMode.get(Dom.tutti(e, "mode")));
        }
        number(e, "delayMillis", l::setDelayMillis, l);
        l.setCallbackMessage(Dom.tutti(e, "callbackMessage"));
        runsOn(e, l, l::setRunsOn);
        return l;
    }

    private static void number(Element e, String attribute, java.util.function.LongConsumer set, Task t) {
        String value = Dom.tutti(e, attribute);
        if (value == null) {
            return;
        }
        try {
            set.accept(Long.parseLong(value.strip()));
        } catch (NumberFormatException ex) {
            ProcessImport.problem(t, "tutti:" + attribute + " of " + Dom.what(e) + " is '" + value + "': give a whole number of "
                    + "milliseconds");
        }
    }
}
