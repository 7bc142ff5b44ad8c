package tutti.bpmn;

import static tutti.bpmn.Dom.children;
import static tutti.bpmn.Dom.id;
import static tutti.bpmn.ProcessImport.F;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;

import tutti.model.composition.Bounds;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.ForEach;
import tutti.model.composition.Parameter;
import tutti.model.composition.Task;

/**
 * Data: Tutti's own parameters and data flows written in the file; the process's properties and
 * data inputs as composition inputs; and the process variables other engines keep in one global
 * scope, made parameters and data flows: a task that reads a variable gets an input fed by the
 * tasks that last wrote it on the way there (or by the composition input of that name), a task
 * that writes one an output, and what any task writes is an output of the composition.
 */
final class ProcessData {

    private final ProcessImport in;
    /** Multi-instance tasks whose collection is process data (a property, data input or variable), bound once that data is known. */
    final Map<Task, String> overData = new LinkedHashMap<>();
    /** Process data by id, and the composition input each became. */
    private final Map<String, Parameter> dataInputs = new HashMap<>();
    /** Variables whose type the process declares, by name. */
    private final Map<String, String> declared = new HashMap<>();
    /** Variables a task reads before it runs (its code, expression, collection) and after (its outgoing conditions). */
    private final Map<Task, Set<String>> readsBefore = new LinkedHashMap<>();
    private final Map<Task, Set<String>> readsAfter = new LinkedHashMap<>();
    private final Map<Task, Set<String>> writes = new LinkedHashMap<>();

    ProcessData(ProcessImport in) {
        this.in = in;
    }

    /** The types the process gives its data: properties, data objects, data inputs (item definitions). */
    void declareVariables() {
        List<Element> data = new ArrayList<>(children(in.process, "property"));
        for (Element io : children(in.process, "ioSpecification")) {
            data.addAll(children(io, "dataInput"));
        }
        data.addAll(Dom.descendants(in.process, Bpmn.MODEL, "dataObject"));
        for (Element d : data) {
            if (!d.getAttribute("itemSubjectRef").isEmpty()) {
                declared.putIfAbsent(variableName(d), in.doc.javaType(d.getAttribute("itemSubjectRef")));
            }
        }
    }

    private static String variableName(Element d) {
        return ProcessImport.identifier(d.hasAttribute("name") && !d.getAttribute("name").isBlank() ? d.getAttribute("name") : id(d));
    }

    private static final java.util.regex.Pattern NAME = java.util.regex.Pattern.compile("(?<![\\w.$])[A-Za-z_$][\\w$]*");

    /**
     * The declared variables Java text of another tool (a jBPM condition or script) names; none in
     * Tutti's own files, whose Java reads the task's parameters already.
     */
    Set<String> declaredIn(String java) {
        Set<String> out = new LinkedHashSet<>();
        if (java == null || in.doc.fromTutti) {
            return out;
        }
        String code = java.replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"");
        java.util.regex.Matcher m = NAME.matcher(code);
        while (m.find()) {
            if (declared.containsKey(m.group())) {
                out.add(m.group());
            }
        }
        return out;
    }

    /** The Java type of a variable: as declared, else Object (compared with the expression language's coercions). */
    String typeOf(String variable) {
        return declared.getOrDefault(variable, "Object");
    }

    void declare(String variable, String type) {
        declared.putIfAbsent(variable, type);
    }

    /** The task reads these variables when it starts. */
    void readBefore(Task t, Set<String> variables) {
        readsBefore.computeIfAbsent(t, k -> new LinkedHashSet<>()).addAll(variables);
    }

    /** The task's outgoing conditions read these variables once it has run. */
    void readAfter(Task t, Set<String> variables) {
        readsAfter.computeIfAbsent(t, k -> new LinkedHashSet<>()).addAll(variables);
    }

    /** A task that was not kept reads nothing. */
    void forget(Task t) {
        readsBefore.remove(t);
        readsAfter.remove(t);
        writes.remove(t);
    }

    /** The task sets this variable: it gets an output of that name. */
    Parameter write(Task t, String variable) {
        writes.computeIfAbsent(t, k -> new LinkedHashSet<>()).add(variable);
        return output(t, variable);
    }

    private boolean writes(Task t, String variable) {
        return writes.getOrDefault(t, Set.of()).contains(variable);
    }

    private static Parameter find(List<Parameter> ps, String name) {
        return ps.stream().filter(p -> p.getName().equals(name)).findFirst().orElse(null);
    }

    private Parameter output(Task t, String variable) {
        Parameter p = find(t.getOutputs(), variable);
        if (p == null) {
            p = ActivityMapping.parameter(variable, typeOf(variable));
            t.getOutputs().add(p);
        }
        return p;
    }

    /** Tutti's inputs, outputs, data flows and canvas written on the process. */
    void processExtensions() {
        for (Element ext : children(in.process, "extensionElements")) {
            for (Element e : children(ext, null)) {
                if (!Bpmn.TUTTI.equals(e.getNamespaceURI())) {
                    continue;
                }
                switch (e.getLocalName()) {
                    case "input" -> in.c.getInputs().add(parameter(e));
                    case "output" -> in.c.getOutputs().add(parameter(e));
                    case "canvas" -> {
                        Bounds b = ProcessImport.bounds(Dom.num(e, "x"), Dom.num(e, "y"), Dom.num(e, "width"), Dom.num(e, "height"));
                        if ("inputs".equals(e.getAttribute("of"))) {
                            in.c.setInputBounds(b);
                        } else {
                            in.c.setOutputBounds(b);
                        }
                    }
                    default -> { }
                }
            }
            for (Element e : children(ext, null)) {
                if (Bpmn.TUTTI.equals(e.getNamespaceURI()) && e.getLocalName().equals("dataFlow")) {
                    Parameter source = endpoint(e.getAttribute("source"), true);
                    Parameter target = endpoint(e.getAttribute("target"), false);
                    if (source == null || target == null) {
                        in.notes.add("dropped tutti:dataFlow " + e.getAttribute("source") + " -> " + e.getAttribute("target")
                                + ": " + (source == null ? e.getAttribute("source") : e.getAttribute("target"))
                                + " names no parameter of the process; draw the data flow again");
                        continue;
                    }
                    DataFlow d = F.createDataFlow();
                    d.setSource(source);
                    d.setTarget(target);
                    if (e.hasAttribute("expression")) {
                        d.setExpression(e.getAttribute("expression"));
                    }
                    in.c.getDataFlows().add(d);
                }
            }
        }
    }

    /** {@code task.param} or a composition parameter; sources are outputs of tasks, targets their inputs. Null when none. */
    private Parameter endpoint(String ref, boolean source) {
        int dot = ref.indexOf('.');
        List<Parameter> candidates;
        if (dot < 0) {
            candidates = source ? in.c.getInputs() : in.c.getOutputs();
        } else {
            Task t = in.c.getTasks().stream().filter(x -> x.getName().equals(ref.substring(0, dot))).findFirst().orElse(null);
            if (t == null) {
                return null;
            }
            candidates = source ? t.getOutputs() : t.getInputs();
        }
        return find(candidates, dot < 0 ? ref : ref.substring(dot + 1));
    }

    static Parameter parameter(Element e) {
        Parameter p = F.createParameter();
        p.setName(e.getAttribute("name"));
        if (e.hasAttribute("type")) {
            p.setType(e.getAttribute("type"));
        }
        if ("false".equals(e.getAttribute("required"))) {
            p.setRequired(false);
        }
        return p;
    }

    /**
     * A process's properties and the data inputs of its ioSpecification become optional
     * composition inputs (an instance may be given them), unless an input of that name exists.
     */
    void processProperties() {
        List<Element> data = new ArrayList<>(children(in.process, "property"));
        for (Element io : children(in.process, "ioSpecification")) {
            data.addAll(children(io, "dataInput"));
            for (Element out : children(io, "dataOutput")) {
                in.notes.add("dropped dataOutput '" + id(out) + "': give the composition an output and a data flow to it");
            }
        }
        for (Element d : data) {
            String name = variableName(d);
            Parameter existing = find(in.c.getInputs(), name);
            if (existing != null) {
                dataInputs.put(id(d), existing);
                continue;
            }
            Parameter p = ActivityMapping.parameter(name, in.doc.javaType(d.getAttribute("itemSubjectRef")));
            dataInputs.put(id(d), p);
            p.setRequired(false);
            in.c.getInputs().add(p);
            in.notes.add("mapped " + d.getLocalName() + " '" + id(d) + "' to the optional input " + name + " (" + p.getType() + ")");
        }
    }

    /**
     * A multi-instance task over process data (how other modelers bind the collection): the task
     * gets the list and element inputs its ForEach names. The list of a property or data input is
     * fed from the composition input the data became; a variable's, from where it was last set.
     */
    void multiInstanceOverData() {
        for (Map.Entry<Task, String> e : overData.entrySet()) {
            Task t = e.getKey();
            ForEach each = t.getForEach();
            Parameter data = dataInputs.get(e.getValue());
            String name = data != null ? data.getName() : ProcessImport.identifier(e.getValue());
            String type = data != null ? data.getType() : typeOf(name);
            if (!type.startsWith("java.util.List")) {
                type = "java.util.List<Object>";
                if (data != null) {
                    data.setType(type);
                }
            }
            declared.put(name, type);
            Parameter list = ActivityMapping.parameter(name, type);
            t.getInputs().add(list);
            each.setListInput(name);
            if (each.getElementInput() == null) {
                each.setElementInput("element");
            }
            if (find(t.getInputs(), each.getElementInput()) == null) {
                t.getInputs().add(ActivityMapping.parameter(each.getElementInput(), "Object"));
            }
            if (data != null) {
                DataFlow d = F.createDataFlow();
                d.setSource(data);
                d.setTarget(list);
                in.c.getDataFlows().add(d);
                in.notes.add("mapped the collection of multi-instance task '" + t.getName() + "' to its input " + name + " ("
                        + type + "), fed by the composition input of that name; each element is " + each.getElementInput());
            } else {
                readBefore(t, Set.of(name));
                in.notes.add("mapped the collection of multi-instance task '" + t.getName() + "' to its input " + name + " ("
                        + type + "), fed from the variable " + name + "; each element is " + each.getElementInput());
            }
        }
    }

    /**
     * A task whose inputs are what it sends or passes on (a Java call's arguments, an HTTP call's
     * or loopback's payload, a Reply's answer, a signal's payload, a sub-composition's inputs)
     * cannot take the variables its outgoing conditions read as more inputs: an empty snippet
     * after it decides instead, and the conditioned flows leave from there.
     */
    private void decideAfterSenders() {
        for (Task t : List.copyOf(readsAfter.keySet())) {
            boolean sends = t instanceof tutti.model.composition.JavaCallTask || t instanceof tutti.model.composition.LoopbackTask
                    || t instanceof tutti.model.composition.HttpCallTask || t instanceof tutti.model.composition.ReplyTask
                    || t instanceof tutti.model.composition.SignalTask || t instanceof tutti.model.composition.SubCompositionTask;
            Set<String> needed = new LinkedHashSet<>(readsAfter.get(t));
            needed.removeIf(v -> writes(t, v) || find(t.getInputs(), v) != null || find(t.getOutputs(), v) != null);
            if (!sends || needed.isEmpty()) {
                continue;
            }
            tutti.model.composition.JavaSnippetTask decide = ProcessImport.snippet("");
            decide.setName(in.uniqueName(t.getName() + "_decision"));
            if (t.getBounds() != null) {
                decide.setBounds(ProcessImport.bounds(t.getBounds().getX() + t.getBounds().getWidth() + 12,
                        t.getBounds().getY() + t.getBounds().getHeight() / 2 - 12, 24, 24));
            }
            in.c.getTasks().add(in.c.getTasks().indexOf(t) + 1, decide);
            for (ControlFlow f : in.c.getControlFlows()) {
                if (f.getSource() == t && f.getKind() == tutti.model.composition.FlowKind.NORMAL) {
                    f.setSource(decide);
                }
            }
            ControlFlow next = F.createControlFlow();
            next.setSource(t);
            next.setTarget(decide);
            in.c.getControlFlows().add(next);
            readsAfter.put(decide, readsAfter.remove(t));
            in.notes.add("added the snippet " + decide.getName() + " after task '" + t.getName() + "' to decide on "
                    + String.join(", ", needed) + ": the inputs of a " + t.eClass().getName().replace("Task", "")
                    + " are what it sends, so its conditions read them there");
        }
    }

    /** Parameters and data flows for every process variable a task reads or writes. */
    void wireVariables() {
        in.c.getDataFlows().forEach(d -> flowing.add(new Ends(d.getSource(), d.getTarget())));
        decideAfterSenders();
        Map<Task, List<Task>> predecessors = new HashMap<>();
        for (ControlFlow f : in.c.getControlFlows()) {
            predecessors.computeIfAbsent(f.getTarget(), k -> new ArrayList<>()).add(f.getSource());
        }
        Set<String> wired = new LinkedHashSet<>();
        for (Task t : in.c.getTasks()) {
            Set<String> needed = new LinkedHashSet<>(readsBefore.getOrDefault(t, Set.of()));
            for (String v : readsAfter.getOrDefault(t, Set.of())) {
                if (!writes(t, v)) {
                    needed.add(v);
                }
            }
            for (String v : needed) {
                if (t.getForEach() != null && v.equals(t.getForEach().getElementInput())) {
                    continue; // set for each run
                }
                Parameter input = find(t.getInputs(), v);
                if (input == null) {
                    input = ActivityMapping.parameter(v, typeOf(v));
                    t.getInputs().add(input);
                }
                for (Task source : reachingWriters(t, v, predecessors)) {
                    flow(source == null ? compositionInput(v) : output(source, v), input);
                }
                wired.add(v);
            }
        }
        Set<String> written = new LinkedHashSet<>();
        writes.values().forEach(written::addAll);
        for (String v : written) {
            Parameter out = find(in.c.getOutputs(), v);
            if (out == null) {
                out = ActivityMapping.parameter(v, typeOf(v));
                out.setRequired(false);
                in.c.getOutputs().add(out);
            }
            for (Map.Entry<Task, Set<String>> w : writes.entrySet()) {
                if (w.getValue().contains(v)) {
                    flow(output(w.getKey(), v), out);
                }
            }
        }
        if (!wired.isEmpty() || !written.isEmpty()) {
            in.notes.add("mapped the process variables to parameters and data flows: " + String.join(", ", union(wired, written))
                    + " (a task that reads one gets it from the tasks that last set it on the way, or from the composition "
                    + "input of that name; what tasks set are the composition's outputs)");
        }
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> out = new LinkedHashSet<>(a);
        out.addAll(b);
        return out;
    }

    /** The data flows there are, as source and target, so that none is made twice. */
    private record Ends(Parameter source, Parameter target) {
    }

    private final Set<Ends> flowing = new java.util.HashSet<>();

    private void flow(Parameter source, Parameter target) {
        if (flowing.add(new Ends(source, target))) {
            DataFlow d = F.createDataFlow();
            d.setSource(source);
            d.setTarget(target);
            in.c.getDataFlows().add(d);
        }
    }

    private Parameter compositionInput(String v) {
        Parameter p = find(in.c.getInputs(), v);
        if (p == null) {
            p = ActivityMapping.parameter(v, typeOf(v));
            p.setRequired(false);
            in.c.getInputs().add(p);
        }
        return p;
    }

    /**
     * The tasks whose value of {@code v} can be the one {@code reader} starts with: going back
     * along control flows, the first task on each path that sets it; null stands for the
     * composition input, where a path reaches a start without one.
     */
    private Set<Task> reachingWriters(Task reader, String v, Map<Task, List<Task>> predecessors) {
        Set<Task> out = new LinkedHashSet<>();
        Set<Task> seen = new HashSet<>();
        Deque<Task> todo = new ArrayDeque<>(predecessors.getOrDefault(reader, List.of()));
        if (todo.isEmpty()) {
            out.add(null);
        }
        while (!todo.isEmpty()) {
            Task t = todo.poll();
            if (!seen.add(t)) {
                continue;
            }
            if (writes(t, v)) {
                out.add(t);
                continue;
            }
            List<Task> before = predecessors.getOrDefault(t, List.of());
            if (before.isEmpty()) {
                out.add(null);
            }
            todo.addAll(before);
        }
        return out;
    }
}
