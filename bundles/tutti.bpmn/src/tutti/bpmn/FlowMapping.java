package tutti.bpmn;

import static tutti.bpmn.Dom.definition;
import static tutti.bpmn.Dom.id;
import static tutti.bpmn.ProcessImport.F;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;

import tutti.model.Failures;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.FlowKind;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;

/**
 * Sequence flows and gateways. Tutti has no gateways: a flow goes from task to task, so each
 * BPMN path through gateways becomes one control flow with the conditions met on the way. An
 * exclusive gateway takes its first flow whose condition holds (later flows get the earlier
 * conditions negated), a default flow the negation of the others; the last converging gateway
 * on the way says how the task joins: an exclusive one (or flows that meet at the task itself)
 * starts it on ANY flow, a parallel or inclusive one when ALL flows are resolved (those not
 * taken are dead, so an inclusive join waits only for the branches taken).
 */
final class FlowMapping {

    private static final int MAX_GATEWAYS = 50;
    private static final java.util.regex.Pattern RETURN = java.util.regex.Pattern.compile("(?s)return\\s+(.*?);?\\s*");

    private final ProcessImport in;
    /** How each task joins, by the paths that reach it: true for ANY. */
    private final Map<Task, Boolean> joins = new LinkedHashMap<>();
    /**
     * Whether a path that reaches a plain end event must still be a flow: a timeout or a failure
     * that ends the instance normally, which without a flow would wait forever or fail it.
     */
    private boolean keepEnds;
    /** The sequence flows followed from the task a control flow leaves, to where {@link #follow} is now. */
    private final java.util.ArrayDeque<Element> path = new java.util.ArrayDeque<>();
    /** Conditions kept as written, with their problem: a flow whose condition contains one gets it. */
    private final Map<String, String> untranslated = new HashMap<>();

    FlowMapping(ProcessImport in) {
        this.in = in;
    }

    /**
     * Flows between tasks, looking through gateways. Flows out of an error boundary event are
     * failure flows of the activity it is attached to; one that catches a given error code only
     * takes failures of that code; those of a timer are its timeout flows.
     */
    void controlFlows() {
        List<Element> errorStarts = new ArrayList<>();
        for (Map.Entry<String, String> s : in.standIns.entrySet()) {
            Element e = in.byId.get(s.getKey());
            Task host = e.getLocalName().equals("boundaryEvent") ? in.tasks.get(e.getAttribute("attachedToRef")) : null;
            if (host != null) {
                add(host, in.tasks.get(s.getKey()), null, null);
            }
        }
        for (Element f : in.flows) {
            String sourceId = f.getAttribute("sourceRef");
            Task source = in.tasks.get(sourceId);
            Element from = in.byId.get(sourceId);
            Element gateway = in.events.choices.get(sourceId);
            if (source instanceof ReceiveTask && in.events.choices.containsKey(f.getAttribute("targetRef"))) {
                continue; // the gateway's flows to its events: its Receive waits for them itself
            }
            if (gateway != null) {
                ReceiveTask choice = (ReceiveTask) in.tasks.get(id(gateway));
                if (Dom.isTimer(from)) {
                    timeoutFlows(choice, f, Dom.timer(from, "timeDuration"), FlowKind.TIMEOUT);
                } else {
                    follow(choice, f, and(EventMapping.messageIs(in.events.awaited(from)), condition(f, choice)), 0);
                }
                continue;
            }
            if (source == null && from != null && from.getLocalName().equals("boundaryEvent")) {
                boundaryFlow(from, f);
                continue;
            }
            if (source != null && in.events.ownMessage.containsKey(source)) {
                follow(source, f, and(EventMapping.messageIs(in.events.ownMessage.get(source)), condition(f, source)), 0);
                continue;
            }
            if (source == null && from != null && from.getLocalName().equals("startEvent")
                    && "true".equals(((Element) from.getParentNode()).getAttribute("triggeredByEvent"))) {
                errorStarts.add(f); // after the boundary events, which catch first
                continue;
            }
            if (source == null) {
                continue; // flows out of events and gateways are followed from the task before them
            }
            String condition = condition(f, source);
            if (from != null && id(f).equals(from.getAttribute("default")) && !from.getAttribute("default").isEmpty()) {
                condition = negationOfOthers(in.outgoing.getOrDefault(sourceId, List.of()), id(f), source);
            }
            follow(source, f, condition, 0);
        }
        for (Element f : errorStarts) {
            errorSubprocessFlows(in.byId.get(f.getAttribute("sourceRef")), f);
        }
        for (Map.Entry<Task, Boolean> join : joins.entrySet()) {
            if (join.getValue()) {
                join.getKey().setStartCondition(StartCondition.ANY);
            }
        }
    }

    /** Flows out of a boundary event. */
    private void boundaryFlow(Element boundary, Element f) {
        Element hostElement = in.byId.get(boundary.getAttribute("attachedToRef"));
        Task host = in.tasks.get(boundary.getAttribute("attachedToRef"));
        String def = definition(boundary);
        if (host == null && hostElement != null && hostElement.getLocalName().equals("subProcess")) {
            if (def.equals("errorEventDefinition")) {
                // An error caught on an embedded subprocess: a failure flow from each of its tasks that can fail.
                for (Task inside : in.tasksInside(hostElement)) {
                    if (Failures.canFail(inside)) {
                        failureFlows(inside, f, in.events.errorCodeCondition(boundary));
                    }
                }
            }
            return; // an escalation on an embedded subprocess is reached from the escalations thrown inside it
        }
        if (host == null) {
            return; // attached to nothing Tutti made a task of: the boundary is a stand-in, flows leave from it
        }
        switch (def) {
            case "messageEventDefinition" -> follow(host, f, and(EventMapping.messageIs(in.events.awaited(boundary)),
                    condition(f, host)), 0);
            case "timerEventDefinition" -> timeoutFlows(host, f, Dom.timer(boundary, "timeDuration"),
                    "false".equals(boundary.getAttribute("cancelActivity")) ? FlowKind.REMINDER : FlowKind.TIMEOUT);
            case "errorEventDefinition", "escalationEventDefinition" -> {
                // On a call activity, an escalation comes back as an error end of the escalation's code.
                String code = def.equals("errorEventDefinition") ? in.events.errorCodeCondition(boundary) : escalationCode(boundary);
                failureFlows(host, f, code);
            }
            default -> { }
        }
    }

    /**
     * Flows out of the error start of an event subprocess: failure flows of every task of its scope
     * that can fail, for the errors no failure flow of the task catches already (a boundary event
     * catches first). Unlike BPMN, branches running beside the failed task are not cancelled.
     */
    private void errorSubprocessFlows(Element start, Element f) {
        Element sub = (Element) start.getParentNode();
        for (Map.Entry<String, Task> activity : in.tasks.entrySet()) {
            Element e = in.byId.get(activity.getKey());
            Task t = activity.getValue();
            if (e == null || !Unsupported.CAN_FAIL.contains(e.getLocalName()) || !Failures.canFail(t)
                    || !Dom.isInside(e, (Element) sub.getParentNode()) || inEventSubprocess(e)) {
                continue; // a handler's own failures are not caught by it, nor by another handler
            }
            List<String> caught = new ArrayList<>();
            for (ControlFlow other : in.c.getControlFlows()) {
                if (other.getSource() == t && Failures.isFailureFlow(other)) {
                    caught.add(other.getCondition());
                }
            }
            if (caught.contains(null)) {
                continue; // its own failure flows catch every error
            }
            failureFlows(t, f, and(noneOf(caught), in.events.errorCodeCondition(start)));
        }
        in.notes.add("mapped the error event subprocess '" + id(sub) + "' to failure flows of the tasks beside it that can fail; "
                + "branches running in parallel with a task that fails go on (BPMN would cancel them)");
    }

    /** The flows from {@code failing} along {@code f}, as its failure flows, taken where {@code code} holds. */
    private void failureFlows(Task failing, Element f, String code) {
        int before = in.c.getControlFlows().size();
        keepingEnds(() -> follow(failing, f, and(code, condition(f, failing)), 0));
        in.c.getControlFlows().subList(before, in.c.getControlFlows().size()).forEach(x -> x.setKind(FlowKind.FAILURE));
    }

    private static boolean inEventSubprocess(Element e) {
        for (org.w3c.dom.Node n = e.getParentNode(); n instanceof Element p; n = n.getParentNode()) {
            if ("true".equals(p.getAttribute("triggeredByEvent"))) {
                return true;
            }
        }
        return false;
    }

    private String escalationCode(Element boundary) {
        String ref = Dom.child(boundary, "escalationEventDefinition").getAttribute("escalationRef");
        String code = ref.isEmpty() ? null : in.doc.escalations.getOrDefault(ref, ref);
        return code == null ? null : Juel.javaString(code) + ".equals(" + Failures.CODE_OUTPUT + ")";
    }

    /**
     * Flows out of a timer: timeout flows of the task that waits (reminder flows where the timer does
     * not interrupt it), after the timer's duration.
     */
    private void timeoutFlows(Task waiting, Element f, String duration, FlowKind kind) {
        int before = in.c.getControlFlows().size();
        keepingEnds(() -> follow(waiting, f, condition(f, waiting), 0));
        for (ControlFlow added : in.c.getControlFlows().subList(before, in.c.getControlFlows().size())) {
            added.setKind(kind);
            added.setTimeout(duration);
        }
    }

    private void keepingEnds(Runnable follow) {
        boolean was = keepEnds;
        keepEnds = true;
        try {
            follow.run();
        } finally {
            keepEnds = was;
        }
    }

    /** A path that reached a plain end event: kept as a flow only where it leaves a loop ({@link #loopExits}). */
    private record PathToEnd(Task source, Element end, String condition, List<Element> flows) {
    }

    private final List<PathToEnd> ends = new ArrayList<>();

    /**
     * Paths from a task in a loop to an end event become flows to that end: the loop's exit,
     * which BPMN draws and without which the loop would look as if nothing followed it.
     */
    void loopExits() {
        if (ends.isEmpty()) {
            return;
        }
        Map<Task, List<Task>> next = new HashMap<>();
        for (ControlFlow f : in.c.getControlFlows()) {
            next.computeIfAbsent(f.getSource(), k -> new ArrayList<>()).add(f.getTarget());
        }
        Map<Task, Boolean> looped = new HashMap<>();
        Set<Element> exits = new HashSet<>();
        for (PathToEnd p : ends) {
            if (in.c.getTasks().contains(p.source()) && looped.computeIfAbsent(p.source(), t -> inLoop(t, next))) {
                exits.add(p.end());
            }
        }
        // Once an end is a task, every path to it is a flow: what reads the file again finds the same.
        for (PathToEnd p : ends) {
            if (in.c.getTasks().contains(p.source()) && exits.contains(p.end())) {
                path.addAll(p.flows());
                Task end = endOf(p.end(), "the loop's exit leads there");
                end.setStartCondition(StartCondition.ANY);
                add(p.source(), end, p.condition(), p.flows().get(p.flows().size() - 1));
                path.clear();
            }
        }
    }

    /** Whether control flows lead from the task back to itself. */
    private static boolean inLoop(Task t, Map<Task, List<Task>> next) {
        java.util.Set<Task> seen = new java.util.HashSet<>();
        java.util.ArrayDeque<Task> todo = new java.util.ArrayDeque<>(List.of(t));
        while (!todo.isEmpty()) {
            for (Task target : next.getOrDefault(todo.poll(), List.of())) {
                if (target == t) {
                    return true;
                }
                if (seen.add(target)) {
                    todo.add(target);
                }
            }
        }
        return false;
    }

    /** The no-op task a kept path ends in: one per end event. */
    private Task endOf(Element end, String why) {
        Task t = in.tasks.get(id(end));
        if (t == null) {
            t = ProcessImport.snippet("");
            t.setName(in.taskName(end));
            t.setBpmnId(in.keptId(id(end), t.getName()));
            in.bounds(t, id(end));
            in.tasks.put(id(end), t);
            in.c.getTasks().add(t);
            in.notes.add("mapped endEvent '" + id(end) + "' to the empty task " + t.getName() + ": " + why);
        }
        return t;
    }

    void follow(Task source, Element flow, String condition, int depth) {
        follow(source, flow, condition, depth, null);
    }

    /**
     * Goes on from a sequence flow to the task it reaches, gathering conditions on the way.
     *
     * @param join ANY or ALL, as the last converging gateway passed says; null when none was passed
     */
    private void follow(Task source, Element flow, String condition, int depth, Boolean join) {
        path.addLast(flow);
        try {
            step(source, flow, condition, depth, join);
        } finally {
            path.removeLast();
        }
    }

    private void step(Task source, Element flow, String condition, int depth, Boolean join) {
        String targetId = flow.getAttribute("targetRef");
        if (depth > MAX_GATEWAYS) {
            ProcessImport.problem(source, "the gateways after sequence flow '" + id(flow) + "' form a cycle without tasks: put "
                    + "a task in the loop, or remove a gateway");
            return;
        }
        Task target = in.tasks.get(targetId);
        if (target != null) {
            boolean any = join != null ? join : in.incoming.getOrDefault(targetId, List.of()).size() > 1;
            joins.merge(target, any, Boolean::logicalOr);
            add(source, target, condition, flow);
            return;
        }
        Element node = in.byId.get(targetId);
        if (node == null) {
            ProcessImport.problem(source, "sequence flow '" + id(flow) + "' goes to '" + targetId + "', which is not in the "
                    + "process: connect it to an element that is");
            return;
        }
        String kind = node.getLocalName();
        if (kind.equals("subProcess")) {
            // Flattened: the flow goes on from the subprocess's start event.
            List<Element> starts = Dom.children(node, "startEvent");
            if (starts.isEmpty()) {
                ProcessImport.problem(source, "subprocess '" + targetId + "' has no start event: draw one where it begins");
            }
            for (Element start : starts) {
                for (Element next : in.outgoing.getOrDefault(id(start), List.of())) {
                    follow(source, next, and(condition, condition(next, source)), depth + 1, join);
                }
            }
            return;
        }
        Element caughtBy = in.events.catcher(node);
        if (caughtBy != null) {
            // An error end or escalation caught on its subprocess: on along the boundary event's flows.
            for (Element next : in.outgoing.getOrDefault(id(caughtBy), List.of())) {
                follow(source, next, and(condition, condition(next, source)), depth + 1, join);
            }
            boolean goesOn = kind.equals("intermediateThrowEvent") && "false".equals(caughtBy.getAttribute("cancelActivity"));
            for (Element next : goesOn ? in.outgoing.getOrDefault(targetId, List.of()) : List.<Element>of()) {
                follow(source, next, and(condition, condition(next, source)), depth + 1, join);
            }
            return;
        }
        if (kind.equals("endEvent") && definition(node).isEmpty() && node.getParentNode() instanceof Element sub
                && sub.getLocalName().equals("subProcess")) {
            // The end of a flattened subprocess: on along the subprocess's own flows.
            for (Element next : in.outgoing.getOrDefault(id(sub), List.of())) {
                follow(source, next, and(condition, condition(next, source)), depth + 1, join);
            }
            return;
        }
        if (Dom.isLink(node) && kind.equals("intermediateThrowEvent")) {
            Element landing = linkCatch(node);
            if (landing == null) {
                ProcessImport.problem(source, "link throw event '" + targetId + "' goes to link '" + linkName(node)
                        + "', which no link catch event of the process has: add one, or name the link as the catch event does");
                return;
            }
            for (Element next : in.outgoing.getOrDefault(id(landing), List.of())) {
                follow(source, next, and(condition, condition(next, source)), depth + 1, join);
            }
            return;
        }
        if (kind.endsWith("Gateway")) {
            gateway(source, node, condition, depth, join);
            return;
        }
        if (kind.equals("endEvent") && definition(node).isEmpty()) {
            if (keepEnds) {
                add(source, endOf(node, "a timeout or a caught failure ends there, which needs a flow to take"), condition, flow);
            } else if (node.getParentNode() == in.process) {
                ends.add(new PathToEnd(source, node, condition, List.copyOf(path)));
            }
            return;
        }
        if (kind.equals("intermediateThrowEvent") || kind.equals("intermediateCatchEvent") && Dom.isLink(node)) {
            for (Element next : in.outgoing.getOrDefault(targetId, List.of())) { // a point on the way that does nothing
                follow(source, next, and(condition, condition(next, source)), depth + 1, join);
            }
        }
        // endEvent: nothing follows
    }

    private void gateway(Task source, Element node, String condition, int depth, Boolean join) {
        String kind = node.getLocalName();
        List<Element> out = in.outgoing.getOrDefault(id(node), List.of());
        if (in.incoming.getOrDefault(id(node), List.of()).size() > 1) {
            join = !kind.equals("parallelGateway") && !kind.equals("inclusiveGateway");
        }
        String defaultFlow = node.getAttribute("default");
        boolean exclusive = kind.equals("exclusiveGateway");
        List<String> earlier = new ArrayList<>();
        for (Element next : out) {
            String c = condition(next, source);
            if (!defaultFlow.isEmpty() && id(next).equals(defaultFlow)) {
                c = negationOfOthers(out, defaultFlow, source);
            } else if (exclusive && out.size() > 1) {
                // The first flow whose condition holds is taken, in the file's order.
                String before = noneOf(earlier);
                if (c != null) {
                    earlier.add(c);
                }
                c = and(before, c);
            }
            follow(source, next, and(condition, c), depth + 1, join);
        }
    }

    private ControlFlow add(Task source, Task target, String condition, Element flow) {
        ControlFlow cf = F.createControlFlow();
        cf.setSource(source);
        cf.setTarget(target);
        cf.setCondition(condition);
        if (flow != null) {
            drawn(cf);
        }
        if (condition != null) {
            for (Map.Entry<String, String> u : untranslated.entrySet()) {
                if (condition.contains(u.getKey())) {
                    ProcessImport.problem(cf, u.getValue());
                }
            }
        }
        in.c.getControlFlows().add(cf);
        return cf;
    }

    /**
     * Where the diagram draws the path the control flow stands for: the bends of its sequence
     * flows' edges (a gateway passed on the way is cut across), and the last label drawn on it.
     */
    private void drawn(ControlFlow cf) {
        // Tutti's export joins through a gateway of its own: the flow's id is that of the flow into it.
        if (path.size() == 1 || in.doc.fromTutti && path.peekFirst().getAttribute("targetRef").startsWith(Bpmn.JOIN)) {
            cf.setBpmnId(in.keptId(id(path.peekFirst()), null));
        }
        for (Element f : path) {
            List<int[]> points = in.doc.waypoints.getOrDefault(id(f), List.of());
            for (int i = 1; i < points.size() - 1; i++) {
                tutti.model.composition.Point p = F.createPoint();
                p.setX(points.get(i)[0]);
                p.setY(points.get(i)[1]);
                cf.getBendpoints().add(p);
            }
            int[] label = in.doc.labels.get(id(f));
            if (label != null) {
                cf.setLabelBounds(ProcessImport.bounds(label[0], label[1], label[2], label[3]));
            }
            if (!f.getAttribute("name").isBlank()) {
                cf.setLabel(f.getAttribute("name").strip());
            }
        }
    }

    private String linkName(Element thrown) {
        return Dom.child(thrown, "linkEventDefinition").getAttribute("name");
    }

    /** The link catch event a link throw goes to: the one whose link has the same name; null when none. */
    private Element linkCatch(Element thrown) {
        String name = linkName(thrown);
        for (Element e : in.byId.values()) {
            if (e.getLocalName().equals("intermediateCatchEvent") && Dom.isLink(e)
                    && Dom.child(e, "linkEventDefinition").getAttribute("name").equals(name)) {
                return e;
            }
        }
        return null;
    }

    private String negationOfOthers(List<Element> flows, String defaultFlow, Task source) {
        List<String> others = new ArrayList<>();
        for (Element f : flows) {
            String c = id(f).equals(defaultFlow) ? null : condition(f, source);
            if (c != null) {
                others.add(c);
            }
        }
        return noneOf(others);
    }

    /**
     * {@code !((a) || (b))}: none of the conditions holds; null for none. The compiler recognises this
     * form over earlier flows' conditions and negates their results instead of evaluating them again.
     */
    static String noneOf(List<String> conditions) {
        return conditions.isEmpty() ? null : "!(" + String.join(" || ", conditions.stream().map(c -> "(" + c + ")").toList()) + ")";
    }

    static String and(String a, String b) {
        if (a == null) {
            return b;
        }
        return b == null ? a : operand(a) + " && " + operand(b);
    }

    /** A condition as an operand of &&: in parentheses unless it binds at least as tightly. */
    private static String operand(String c) {
        return c.contains("||") || c.contains("?") || c.contains("=") && !c.contains("==") && !c.contains("!=")
                && !c.contains("<=") && !c.contains(">=") ? "(" + c + ")" : c;
    }

    /** The task made for a start event was not kept: what it read is forgotten with it. */
    void forget(Task t) {
        joins.remove(t);
        in.data.forget(t);
    }

    /**
     * A sequence flow's condition as Java, the variables it reads noted as read by {@code source}
     * once it has run. Java stays as it is; the expression language is translated; prose and
     * other languages are kept as written and the flows made of them get a problem.
     */
    String condition(Element flow, Task source) {
        Element cond = Dom.child(flow, "conditionExpression");
        if (cond == null || cond.getTextContent().isBlank()) {
            return null;
        }
        return translate(cond, source, "the condition of sequence flow '" + id(flow) + "'", true);
    }

    /**
     * A sequence flow's own condition as Java, what {@link #condition} gives without noting what it
     * reads; for the default flow of an activity, that none of the activity's other flows holds
     * (kept with the flows between tasks, see {@link KeptStructure}).
     */
    String ownCondition(Element flow) {
        String sourceId = flow.getAttribute("sourceRef");
        Element from = in.byId.get(sourceId);
        if (from != null && in.tasks.containsKey(sourceId) && id(flow).equals(from.getAttribute("default"))) {
            List<String> others = new ArrayList<>();
            for (Element f : in.outgoing.getOrDefault(sourceId, List.of())) {
                String c = f == flow ? null : ownCondition(f);
                if (c != null) {
                    others.add(c);
                }
            }
            return noneOf(others);
        }
        Element cond = Dom.child(flow, "conditionExpression");
        if (cond == null || cond.getTextContent().isBlank()) {
            return null;
        }
        return translate(cond, null, "the condition of sequence flow '" + id(flow) + "'", false);
    }

    /** A loop condition (read after each run). */
    String expression(Element e, Task t, String what) {
        String java = translate(e, t, what, true);
        String problem = untranslated.get(e.getTextContent().strip());
        if (problem != null) {
            ProcessImport.problem(t, problem);
        }
        return java;
    }

    /** A value the task needs before it runs (a cardinality); null when it cannot be translated (the task gets the problem). */
    String value(Element e, Task t, String what) {
        String text = e.getTextContent().strip();
        Juel.Translation tr = Juel.expression(text, in.data::typeOf);
        if (!tr.ok()) {
            ProcessImport.problem(t, what + " '" + text + "' cannot be made Java (" + tr.refusal() + "): rewrite it in Java");
            return null;
        }
        in.data.readBefore(t, tr.reads());
        return tr.java();
    }

    private String translate(Element cond, Task source, String what, boolean after) {
        String text = cond.getTextContent().strip();
        String language = cond.getAttribute("language").strip().toLowerCase(java.util.Locale.ROOT);
        if (language.equals("java") || language.endsWith("/java") || language.equals("text/x-java")) {
            // Tutti's own exports, and jBPM's (http://www.java.com/java), which writes a return statement
            java.util.regex.Matcher statement = RETURN.matcher(text);
            String java = statement.matches() ? statement.group(1).strip() : text;
            if (after) {
                in.data.readAfter(source, in.data.declaredIn(java));
            }
            return java;
        }
        String problem;
        if (!language.isEmpty() && !Set.of("juel", "uel", "el", "http://www.w3.org/1999/xpath").contains(language)
                && !language.contains("juel") && !language.contains("/el")) {
            problem = what + " is written in " + cond.getAttribute("language") + ", which Tutti does not run: rewrite it in Java "
                    + "over the process's variables";
        } else if (Juel.isWrapped(text)) {
            Juel.Translation t = Juel.condition(text, in.data::typeOf);
            if (t.ok()) {
                if (after) {
                    in.data.readAfter(source, t.reads());
                }
                return t.java();
            }
            problem = what + " '" + text + "' cannot be made Java (" + t.refusal() + "): rewrite it in Java over the process's "
                    + "variables";
        } else if (Juel.looksLikeJava(text)) {
            if (after) {
                in.data.readAfter(source, in.data.declaredIn(text));
            }
            return text;
        } else {
            problem = what + " '" + text + "' is prose, not an expression: write it as one, e.g. ${approval == 'Approved'} "
                    + "or in Java";
        }
        untranslated.put(text, problem);
        return text;
    }
}
