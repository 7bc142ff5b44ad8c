package tutti.bpmn;

import static tutti.bpmn.Dom.children;
import static tutti.bpmn.Dom.definition;
import static tutti.bpmn.Dom.definitions;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;

/**
 * What Tutti cannot run yet, element by element, and what the user can do about it. Such an
 * element is never a reason to refuse the file: it becomes a stand-in task that carries the
 * problem, which the validator reports until the user has done what it says.
 */
final class Unsupported {

    /** Activities that become tasks that can fail (a snippet, a call, a sub-composition). */
    static final Set<String> CAN_FAIL = Set.of("task", "serviceTask", "scriptTask", "businessRuleTask", "callActivity");

    /** Flow elements whose meaning import keeps (subject to the checks below). */
    private static final Set<String> MAPPED = Set.of("startEvent", "endEvent", "parallelGateway", "exclusiveGateway",
            "inclusiveGateway", "eventBasedGateway", "intermediateThrowEvent", "intermediateCatchEvent", "boundaryEvent",
            "scriptTask", "serviceTask", "sendTask", "receiveTask", "callActivity", "task", "userTask", "manualTask",
            "businessRuleTask", "subProcess");

    /** Advice for flow elements Tutti has no construct for. */
    private static final Map<String, String> ADVICE = Map.of(
            "complexGateway", "replace it with exclusive, inclusive or parallel gateways that say when to go on",
            "transaction", "Tutti does not compensate: draw its content as a subprocess, with error flows that undo what was done",
            "adHocSubProcess", "draw the order of its activities with sequence flows",
            "callChoreography", "choreographies describe partners' exchanges: model this pool's side with send and receive tasks",
            "subChoreography", "choreographies describe partners' exchanges: model this pool's side with send and receive tasks",
            "choreographyTask", "choreographies describe partners' exchanges: model this pool's side with send and receive tasks",
            "implicitThrowEvent", "draw it as an intermediate throw event");

    private Unsupported() {
    }

    /** The problem of an element Tutti cannot run yet, naming it and what to do; null when it can. */
    static String problem(ProcessImport in, Element e, Element container) {
        String kind = e.getLocalName();
        if (!MAPPED.contains(kind)) {
            return Dom.what(e) + " has no equivalent in Tutti yet: " + ADVICE.getOrDefault(kind,
                    "model what it does with Tutti's tasks and flows");
        }
        String why = reason(in, e, kind, container);
        return why == null ? null : Dom.what(e) + " cannot run in Tutti yet: " + why;
    }

    private static String reason(ProcessImport in, Element e, String kind, Element container) {
        String def = definitions(e).size() > 1 ? "several" : definition(e);
        if (def.equals("several")) {
            return "an event with several definitions (" + String.join(", ", definitions(e))
                    + "); draw one event per trigger, joined by an exclusive gateway";
        }
        switch (kind) {
            case "startEvent" -> {
                if ("true".equals(container.getAttribute("triggeredByEvent")) && def.equals("errorEventDefinition")) {
                    return null; // the start of an error event subprocess: its flows are failure flows
                }
                if (container != in.process && !def.isEmpty() && !"true".equals(container.getAttribute("triggeredByEvent"))) {
                    return "a subprocess starts from a plain start event; draw its " + def.replace("EventDefinition", "")
                            + " trigger before the subprocess";
                }
                if (def.equals("timerEventDefinition") && Dom.timer(e, "timeCycle") != null) {
                    return "a timer start with a cycle starts instances on a clock: have a scheduler (cron, a Kubernetes "
                            + "CronJob) start them over the engine's API";
                }
                return def.isEmpty() || def.equals("messageEventDefinition") || def.equals("timerEventDefinition") ? null
                        : "a " + def.replace("EventDefinition", "") + " start event: start instances over the engine's API, or "
                                + "with a message start event";
            }
            case "endEvent" -> {
                return def.isEmpty() || Set.of("terminateEventDefinition", "errorEventDefinition", "signalEventDefinition",
                        "messageEventDefinition", "escalationEventDefinition").contains(def) ? null
                                : "a " + def.replace("EventDefinition", "") + " end event; use a plain, terminate, error, signal, "
                                        + "message or escalation end";
            }
            case "intermediateThrowEvent" -> {
                if (def.equals("escalationEventDefinition") && in.events.catcher(e) == null) {
                    return "an escalation no boundary event of an enclosing subprocess catches; catch it, or end with an error";
                }
                return def.isEmpty() || Set.of("linkEventDefinition", "signalEventDefinition", "messageEventDefinition",
                        "escalationEventDefinition").contains(def) ? null
                                : "a " + def.replace("EventDefinition", "") + " throw event; link, signal, message and escalation "
                                        + "throw events are supported";
            }
            case "intermediateCatchEvent" -> {
                if (def.equals("timerEventDefinition") && Dom.timer(e, "timeCycle") != null) {
                    return "a timer that repeats (timeCycle) where a Timer task waits once: draw a loop around a timer "
                            + "with a duration";
                }
                return Set.of("linkEventDefinition", "timerEventDefinition", "messageEventDefinition", "signalEventDefinition")
                        .contains(def) ? null : (def.isEmpty() ? "a catch event without a trigger"
                                : "a " + def.replace("EventDefinition", "") + " catch event")
                                + "; message, signal, timer and link catch events are supported";
            }
            case "boundaryEvent" -> {
                return in.events.boundaryProblem(e, def);
            }
            case "eventBasedGateway" -> {
                return "true".equals(e.getAttribute("instantiate"))
                        ? "an event-based gateway that starts instances; start them with message start events" : null;
            }
            case "subProcess" -> {
                if ("true".equals(e.getAttribute("triggeredByEvent"))) {
                    String why = eventSubprocessProblem(e);
                    if (why != null) {
                        in.opaque.add(e);
                    }
                    return why;
                }
                if (children(e, null).stream().noneMatch(x -> Bpmn.MODEL.equals(x.getNamespaceURI())
                        && (x.getLocalName().endsWith("Event") || x.getLocalName().endsWith("Task") || x.getLocalName().equals("task")
                                || x.getLocalName().endsWith("Process") || x.getLocalName().equals("callActivity")))) {
                    in.opaque.add(e);
                    return "a collapsed subprocess whose content is not in the file: make its content a composition of its "
                            + "own and name it in this Sub-composition task";
                }
                return null;
            }
            default -> {
                return null;
            }
        }
    }

    /**
     * What keeps an event subprocess from being mapped; null for one that an interrupting error
     * starts, in a scope with activities that can fail: its flows become their failure flows.
     */
    private static String eventSubprocessProblem(Element sub) {
        List<Element> starts = children(sub, "startEvent");
        String def = starts.size() == 1 ? definition(starts.get(0)) : "";
        if (!def.equals("errorEventDefinition")) {
            String trigger = starts.size() == 1 && !def.isEmpty() ? def.replace("EventDefinition", "") + " " : "";
            return "an event subprocess started by a " + trigger + "event, which Tutti cannot yet start while the rest runs; "
                    + "draw what it does after the activities it concerns (a boundary event or a reminder flow)";
        }
        if ("false".equals(starts.get(0).getAttribute("isInterrupting"))) {
            return "a non-interrupting error event subprocess, which BPMN does not allow: make it interrupting";
        }
        Element scope = (Element) sub.getParentNode();
        org.w3c.dom.NodeList ends = scope.getElementsByTagNameNS(Bpmn.MODEL, "endEvent");
        boolean thrown = false;
        for (int i = 0; i < ends.getLength(); i++) {
            thrown |= !Dom.isInside((Element) ends.item(i), sub) && definition((Element) ends.item(i)).equals("errorEventDefinition");
        }
        if (!thrown && children(scope, null).stream().noneMatch(x -> CAN_FAIL.contains(x.getLocalName())
                || x.getLocalName().equals("subProcess") && !"true".equals(x.getAttribute("triggeredByEvent")))) {
            return "an error event subprocess where nothing can fail or throw an error: delete it, or draw what raises one";
        }
        return null;
    }
}
