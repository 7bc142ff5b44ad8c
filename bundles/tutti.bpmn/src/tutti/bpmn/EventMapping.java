package tutti.bpmn;

import static tutti.bpmn.Dom.children;
import static tutti.bpmn.Dom.definition;
import static tutti.bpmn.Dom.id;
import static tutti.bpmn.ProcessImport.F;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;
import org.w3c.dom.Node;

import tutti.model.Messages;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.ErrorEndTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.SignalTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;
import tutti.model.composition.TimerTask;

/**
 * Events: start events (implicit, or a task where the instance must wait or decide first), end
 * events that terminate, fail or throw, catch and throw events, boundary events (where their flows
 * leave is decided in {@link FlowMapping}) and event-based gateways.
 */
final class EventMapping {

    private final ProcessImport in;
    /** The catch events after each event-based gateway, by id: the gateway's Receive waits for them all. */
    final Map<String, Element> choices = new HashMap<>();
    /** Receives that also wait for the messages of their message boundary events: the name each was drawn for. */
    final Map<Task, String> ownMessage = new HashMap<>();

    EventMapping(ProcessImport in) {
        this.in = in;
    }

    /** Whether an element is taken by its event-based gateway's Receive, or passed on to the boundary event that catches it. */
    boolean isAbsorbed(Element e) {
        return choices.containsKey(id(e)) || catcher(e) != null;
    }

    /** Whether this event (or event-based gateway) becomes a task of its own. */
    boolean isEvent(Element e) {
        String kind = e.getLocalName();
        return kind.equals("eventBasedGateway") || kind.equals("intermediateCatchEvent") && !Dom.isLink(e)
                || kind.equals("endEvent") && !Dom.endDefinition(e).isEmpty()
                || kind.equals("startEvent") && Dom.isTimer(e)
                || Dom.isThrow(e) && !Dom.isLink(e);
    }

    Task task(Element e) {
        Task t;
        String kind = e.getLocalName();
        if (kind.equals("eventBasedGateway")) {
            return choice(e);
        } else if (kind.equals("intermediateCatchEvent")) {
            t = Dom.isTimer(e) ? timer(e) : caught(e);
        } else if (kind.equals("endEvent") && !Dom.endDefinition(e).isEmpty()) {
            return end(e);
        } else if (kind.equals("startEvent")) {
            t = timer(e);
            t.setName(in.taskName(e));
            in.notes.add("mapped timer startEvent '" + id(e) + "' to the Timer task " + t.getName() + ": each instance "
                    + "waits for it first (the engine starts instances when asked, not on a clock)");
        } else {
            return thrown(e);
        }
        if (t.getName() == null) {
            t.setName(in.taskName(e));
        }
        extensions(e, t);
        in.bounds(t, id(e));
        return t;
    }

    /** A message or signal catch event: a Receive of its message (a signal is received by its name). */
    private Task caught(Element e) {
        ReceiveTask r = F.createReceiveTask();
        String multi = Dom.tutti(e, "messages"); // a Receive of Tutti's that takes the first of several
        r.setMessage(multi != null ? multi : awaited(e));
        if (definition(e).equals("signalEventDefinition")) {
            in.notes.add("mapped intermediateCatchEvent '" + id(e) + "' to a Receive of signal " + r.getMessage()
                    + ": it takes the signal if it waits when the signal is thrown (POST /signals/" + r.getMessage()
                    + ", or a Signal task)");
        }
        return r;
    }

    /**
     * The events after each event-based gateway: message and signal catch events and receive
     * tasks, and at most one timer. The gateway's Receive waits for all of them at once; one that
     * cannot be waited for so is left where it is and the gateway's Receive gets a problem.
     */
    void chooseAfterEventGateways() {
        for (Element g : in.byId.values()) {
            if (!g.getLocalName().equals("eventBasedGateway") || in.standIns.containsKey(id(g))) {
                continue;
            }
            int timers = 0;
            for (Element f : in.outgoing.getOrDefault(id(g), List.of())) {
                Element target = in.byId.get(f.getAttribute("targetRef"));
                String def = target == null ? "" : definition(target);
                boolean event = target != null && target.getLocalName().equals("intermediateCatchEvent")
                        && Set.of("messageEventDefinition", "signalEventDefinition", "timerEventDefinition").contains(def);
                boolean receive = target != null && target.getLocalName().equals("receiveTask");
                String problem = null;
                if (!event && !receive || in.standIns.containsKey(f.getAttribute("targetRef"))) {
                    problem = "it leads to '" + f.getAttribute("targetRef") + "': only message, signal and timer catch events "
                            + "and receive tasks may follow it";
                } else if (in.incoming.getOrDefault(id(target), List.of()).size() > 1) {
                    problem = "its event '" + id(target) + "' is also reached from elsewhere: give that path its own event";
                } else if (def.equals("timerEventDefinition") && (++timers > 1 || Dom.timer(target, "timeDuration") == null)) {
                    problem = timers > 1 ? "several timers: the first would always win, keep one"
                            : "its timer waits until a date: a timeout takes a duration";
                }
                if (problem == null) {
                    choices.put(id(target), g);
                } else {
                    gatewayProblems.computeIfAbsent(id(g), k -> new ArrayList<>()).add(problem);
                }
            }
        }
    }

    private final Map<String, List<String>> gatewayProblems = new HashMap<>();

    /** What a catch event or receive task waits for: a message's or signal's name. */
    String awaited(Element e) {
        if (e.getLocalName().equals("receiveTask")) {
            String ref = e.getAttribute("messageRef");
            return ref.isEmpty() ? id(e) : in.doc.messages.getOrDefault(ref, ref);
        }
        if (definition(e).equals("signalEventDefinition")) {
            String ref = children(e, "signalEventDefinition").get(0).getAttribute("signalRef");
            return ref.isEmpty() ? id(e) : in.doc.signals.getOrDefault(ref, ref);
        }
        Element def = Dom.child(e, "messageEventDefinition");
        String ref = def == null ? "" : def.getAttribute("messageRef");
        return ref.isEmpty() ? id(e) : in.doc.messages.getOrDefault(ref, ref);
    }

    /** An event-based gateway: one Receive that takes the first of its events' messages; a timer after it is its timeout. */
    private Task choice(Element g) {
        ReceiveTask r = F.createReceiveTask();
        r.setName(in.taskName(g));
        List<String> names = new ArrayList<>();
        int events = 0;
        for (Element f : in.outgoing.getOrDefault(id(g), List.of())) {
            Element event = in.byId.get(f.getAttribute("targetRef"));
            if (event != null && choices.get(id(event)) == g) {
                events++;
                if (!Dom.isTimer(event)) {
                    names.add(awaited(event));
                }
            }
        }
        r.setMessage(Messages.join(names));
        Parameter which = F.createParameter();
        which.setName(Messages.NAME_OUTPUT);
        which.setType("String");
        r.getOutputs().add(which);
        in.bounds(r, id(g));
        for (String problem : gatewayProblems.getOrDefault(id(g), List.of())) {
            ProcessImport.problem(r, Dom.what(g) + " cannot run in Tutti yet: " + problem);
        }
        in.notes.add("mapped eventBasedGateway '" + id(g) + "' to the Receive " + r.getName() + " of the first of "
                + r.getMessage() + " (its output 'message' names the one that came)" + (names.size() < events ? ", or its timeout" : ""));
        return r;
    }

    /** A signal, message or (uncaught) escalation thrown: a Signal task, a Reply, an error end. */
    private Task thrown(Element e) {
        String def = definition(e);
        Task t;
        if (def.equals("signalEventDefinition")) {
            SignalTask signal = F.createSignalTask();
            String ref = children(e, def).get(0).getAttribute("signalRef");
            signal.setSignal(ref.isEmpty() ? id(e) : in.doc.signals.getOrDefault(ref, ref));
            t = signal;
        } else if (def.equals("messageEventDefinition")) {
            t = F.createReplyTask();
            in.notes.add("mapped " + Dom.what(e) + " to a Reply to the instance's client: where else its message goes is not known");
        } else if (def.equals("escalationEventDefinition")) {
            ErrorEndTask end = F.createErrorEndTask();
            String ref = children(e, def).get(0).getAttribute("escalationRef");
            end.setErrorCode(ref.isEmpty() ? null : in.doc.escalations.getOrDefault(ref, ref));
            in.notes.add("mapped " + Dom.what(e) + " to an error end with code " + end.getErrorCode() + ": an escalation that "
                    + "leaves the process ends it, and a calling composition's failure flow catches it by that code");
            t = end;
        } else {
            t = ProcessImport.snippet(""); // a plain intermediate throw event only marks a point on the way
            in.notes.add("mapped " + Dom.what(e) + " (it throws nothing) to an empty snippet that marks the point");
        }
        t.setName(in.taskName(e));
        extensions(e, t);
        in.bounds(t, id(e));
        return t;
    }

    /**
     * A Receive with interrupting message boundary events waits for their messages too: the first
     * to arrive wins, and its flows are taken. Its own flows then need its own message.
     */
    void messageBoundaries() {
        for (Element b : in.byId.values()) {
            if (!b.getLocalName().equals("boundaryEvent") || !definition(b).equals("messageEventDefinition")
                    || in.standIns.containsKey(id(b)) || !(in.tasks.get(b.getAttribute("attachedToRef")) instanceof ReceiveTask r)) {
                continue;
            }
            ownMessage.putIfAbsent(r, r.getMessage());
            List<String> names = new ArrayList<>(Messages.names(r));
            names.add(awaited(b));
            r.setMessage(Messages.join(names));
            if (r.getOutputs().stream().noneMatch(p -> p.getName().equals(Messages.NAME_OUTPUT))) {
                Parameter which = F.createParameter();
                which.setName(Messages.NAME_OUTPUT);
                which.setType("String");
                r.getOutputs().add(which);
            }
            in.notes.add("mapped boundaryEvent '" + id(b) + "' to message " + awaited(b) + " of the Receive " + r.getName()
                    + ", which takes the first of " + r.getMessage());
        }
    }

    static String messageIs(String name) {
        return Messages.NAME_OUTPUT + ".equals(" + Juel.javaString(name) + ")";
    }

    /** What keeps a boundary event from being mapped; null when it can be. */
    String boundaryProblem(Element e, String def) {
        Element host = in.inFile(e.getAttribute("attachedToRef"));
        String hostKind = host == null ? "" : host.getLocalName();
        boolean interrupting = !"false".equals(e.getAttribute("cancelActivity"));
        if (host == null) {
            return "it is attached to '" + e.getAttribute("attachedToRef") + "', which is no activity of the process: attach it "
                    + "to one";
        }
        if (!interrupting && def.equals("errorEventDefinition")) {
            return "a non-interrupting error boundary event, which BPMN does not allow: an error ends the activity; make it "
                    + "interrupting";
        }
        switch (def) {
            case "errorEventDefinition" -> {
                return null;
            }
            case "timerEventDefinition" -> {
                if (hostKind.equals("subProcess")) {
                    return "a timer on an embedded subprocess: Tutti's timeouts are per task; make the subprocess a "
                            + "composition of its own, called with a timeout";
                }
                return Dom.timer(e, "timeDuration") == null ? "a timer boundary event with a date or cycle; a timeout takes a duration"
                        : null;
            }
            case "escalationEventDefinition" -> {
                return hostKind.equals("subProcess") || hostKind.equals("callActivity") && interrupting ? null
                        : "an escalation is caught on an embedded subprocess, or (interrupting) on a call activity";
            }
            case "messageEventDefinition" -> {
                if (!interrupting) {
                    return "non-interrupting: a Receive takes one of its messages; wait for the message on a parallel branch";
                }
                return Set.of("receiveTask", "userTask", "manualTask").contains(hostKind) ? null
                        : "a message boundary event on a " + hostKind + ": Tutti ends a running task on a timeout or a "
                                + "failure only; wait for the message in an event-based gateway after it";
            }
            default -> {
                return def.isEmpty() ? "a boundary event without a trigger; give it one"
                        : "a " + def.replace("EventDefinition", "") + " boundary event; error, timer, escalation and message "
                                + "boundary events are supported";
            }
        }
    }

    /**
     * The boundary event of an enclosing embedded subprocess that catches this error end or
     * escalation: the flow goes on from the boundary event, as if the end were a connector. Null
     * for anything else.
     */
    Element catcher(Element e) {
        String def = definition(e);
        boolean error = e.getLocalName().equals("endEvent") && def.equals("errorEventDefinition");
        boolean escalation = def.equals("escalationEventDefinition") && Dom.isThrow(e);
        if (!error && !escalation) {
            return null;
        }
        String code = error ? errorCode(children(e, def).get(0).getAttribute("errorRef"))
                : in.doc.escalations.getOrDefault(children(e, def).get(0).getAttribute("escalationRef"), "");
        for (Node n = e.getParentNode(); n instanceof Element sub && (sub.getLocalName().equals("subProcess") || sub == in.process);
                n = n.getParentNode()) {
            // An error event subprocess of the scope catches first, one the error is thrown in never.
            for (Element handler : error ? children(sub, "subProcess") : List.<Element>of()) {
                List<Element> starts = children(handler, "startEvent");
                if ("true".equals(handler.getAttribute("triggeredByEvent")) && !Dom.isInside(e, handler) && starts.size() == 1
                        && definition(starts.get(0)).equals(def) && !in.opaque.contains(handler)) {
                    String ref = children(starts.get(0), def).get(0).getAttribute("errorRef");
                    if (ref.isEmpty() || errorCode(ref).equals(code)) {
                        return starts.get(0);
                    }
                }
            }
            if (sub == in.process) {
                break;
            }
            for (Element b : in.boundariesOf(sub)) {
                if (definition(b).equals(def)) {
                    String ref = children(b, def).get(0).getAttribute(error ? "errorRef" : "escalationRef");
                    String caught = ref.isEmpty() ? null : error ? errorCode(ref) : in.doc.escalations.getOrDefault(ref, ref);
                    if (caught == null || caught.equals(code)) {
                        return b;
                    }
                }
            }
        }
        return null;
    }

    String errorCode(String ref) {
        if (ref.isEmpty()) {
            return "";
        }
        Element error = in.doc.byId(ref);
        return error == null ? ref : error.getAttribute("errorCode");
    }

    /** {@code "CODE".equals(errorCode)} for a boundary event that catches one error's code; null when it catches all. */
    String errorCodeCondition(Element boundary) {
        String ref = children(boundary, "errorEventDefinition").get(0).getAttribute("errorRef");
        String code = errorCode(ref);
        return code.isEmpty() ? null : Juel.javaString(code) + ".equals(" + tutti.model.Failures.CODE_OUTPUT + ")";
    }

    /** A timer event: its duration, or the date it waits until. */
    private TimerTask timer(Element e) {
        TimerTask t = F.createTimerTask();
        t.setDuration(Dom.timer(e, "timeDuration"));
        t.setUntil(Dom.timer(e, "timeDate"));
        if (t.getDuration() == null && t.getUntil() == null) {
            in.notes.add("the timer event '" + id(e) + "' says no duration or date: give its Timer task one");
        }
        return t;
    }

    /** A terminate end, or an error end with the code and message of the error it names. */
    private Task end(Element e) {
        Task t;
        if (Dom.endDefinition(e).equals("terminateEventDefinition")) {
            t = F.createTerminateEndTask();
        } else {
            ErrorEndTask error = F.createErrorEndTask();
            String ref = children(e, "errorEventDefinition").get(0).getAttribute("errorRef");
            Element thrown = ref.isEmpty() ? null : in.doc.byId(ref);
            if (thrown != null) {
                error.setErrorCode(thrown.hasAttribute("errorCode") ? thrown.getAttribute("errorCode") : null);
                error.setErrorMessage(thrown.hasAttribute("name") ? thrown.getAttribute("name") : null);
            }
            if (error.getErrorCode() == null) {
                in.notes.add("the error end '" + id(e) + "' throws no error code: give it one, which callers catch it by");
            }
            t = error;
        }
        t.setName(in.taskName(e));
        extensions(e, t);
        in.bounds(t, id(e));
        return t;
    }

    /** What Tutti writes on an event that is one of its tasks: the task's inputs and its join. */
    static void extensions(Element e, Task t) {
        for (Element ext : children(e, "extensionElements")) {
            for (Element p : children(ext, null)) {
                if (Bpmn.TUTTI.equals(p.getNamespaceURI()) && p.getLocalName().equals("input")) {
                    t.getInputs().add(ProcessData.parameter(p));
                }
            }
        }
        if ("ANY".equals(Dom.tutti(e, "startCondition"))) {
            t.setStartCondition(StartCondition.ANY);
        }
    }

    /** A message start event becomes a Receive no flow leads to: it takes the message that starts the instance. */
    void messageStarts() {
        for (Element e : in.byId.values()) {
            if (!e.getLocalName().equals("startEvent") || e.getParentNode() != in.process
                    || !definition(e).equals("messageEventDefinition") || in.standIns.containsKey(id(e))) {
                continue;
            }
            ReceiveTask r = F.createReceiveTask();
            r.setName(in.taskName(e));
            String ref = children(e, "messageEventDefinition").get(0).getAttribute("messageRef");
            r.setMessage(in.doc.messages.getOrDefault(ref, r.getName()));
            in.bounds(r, id(e));
            in.tasks.put(id(e), r);
            in.c.getTasks().add(0, r);
        }
    }

    /**
     * A plain start event stays implicit (the tasks after it start the instance) unless the
     * instance must enter a loop, wait for a person's decision or choose a path right away: then
     * it becomes a task of its own, which the flows leave from.
     */
    void startsIntoDecisions() {
        for (Element e : List.copyOf(in.byId.values())) {
            if (!e.getLocalName().equals("startEvent") || !definition(e).isEmpty() || e.getParentNode() != in.process
                    || in.tasks.containsKey(id(e))) {
                continue; // a message or timer start is a task already; a subprocess's start is passed through
            }
            JavaSnippetTask start = ProcessImport.snippet("");
            int before = in.c.getControlFlows().size();
            for (Element f : in.outgoing.getOrDefault(id(e), List.of())) {
                in.flowMapping.follow(start, f, in.flowMapping.condition(f, start), 0);
            }
            List<ControlFlow> added = List.copyOf(in.c.getControlFlows().subList(before, in.c.getControlFlows().size()));
            boolean intoLoop = added.stream().anyMatch(f -> in.c.getControlFlows().stream()
                    .anyMatch(other -> other.getTarget() == f.getTarget() && other.getSource() != start));
            // A person's task right after the start waits for the decision; without a flow into it, it
            // would take the message that starts the instance instead.
            boolean intoPeoplesTask = added.stream().anyMatch(f -> in.peoplesTasks.contains(f.getTarget()));
            boolean decides = added.stream().anyMatch(f -> f.getCondition() != null);
            if (!intoLoop && !intoPeoplesTask && !decides) {
                in.c.getControlFlows().removeAll(added);
                in.flowMapping.forget(start);
                continue;
            }
            start.setName(in.taskName(e));
            start.setBpmnId(in.keptId(id(e), start.getName()));
            in.bounds(start, id(e));
            in.c.getTasks().add(0, start);
            in.tasks.put(id(e), start);
            in.notes.add("mapped startEvent '" + id(e) + "' to the task " + start.getName() + ": " + (intoLoop
                    ? "the loop right after it needs a flow to enter it" : intoPeoplesTask
                            ? "the person's task after it waits for its decision only when a flow leads to it"
                            : "the paths after it are chosen by conditions, which need a task to leave from"));
        }
    }
}
