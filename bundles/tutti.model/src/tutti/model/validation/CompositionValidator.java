package tutti.model.validation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;

import tutti.model.Callbacks;
import tutti.model.Failures;
import tutti.model.Messages;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.ForEach;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.Retry;
import tutti.model.composition.SignalTask;
import tutti.model.composition.StartCondition;
import tutti.model.composition.Task;

/**
 * Checks a composition before it is compiled: names, data flows and their types, required inputs,
 * reachability, loops that cannot end, and Receive tasks that can never get their message. Each
 * problem names the element and says how to fix it. Snippet and expression compile errors come
 * from the compiler, which maps them to the task and line.
 */
public final class CompositionValidator {

    private final Composition composition;
    private final List<Problem> problems = new ArrayList<>();

    private CompositionValidator(Composition composition) {
        this.composition = composition;
    }

    public static List<Problem> validate(Composition composition) {
        CompositionValidator v = new CompositionValidator(composition);
        v.importProblems();
        v.names();
        v.dataFlows();
        v.requiredInputs();
        v.forEach();
        v.controlFlows();
        v.failures();
        v.timers();
        v.timeouts();
        v.messages();
        return List.copyOf(v.problems);
    }

    private void error(EObject element, String where, String message, String fix) {
        problems.add(new Problem(Problem.Severity.ERROR, element, where, message, fix));
    }

    /** What BPMN import could not map: the element it stands for runs only once the user has made it Tutti's. */
    private void importProblems() {
        String fix = "do what it says, then clear its import problem in the Properties view";
        for (Task t : composition.getTasks()) {
            if (!blank(t.getImportProblem())) {
                error(t, Names.of(t), t.getImportProblem(), fix);
            }
        }
        for (ControlFlow f : composition.getControlFlows()) {
            if (!blank(f.getImportProblem())) {
                error(f, Names.of(f), f.getImportProblem(), fix);
            }
        }
    }

    private void names() {
        if (!Names.isIdentifier(composition.getName())) {
            error(composition, "composition", "name '" + composition.getName() + "' is not a Java identifier",
                    "use letters, digits and _ only, starting with a letter, e.g. OrderHandling");
        }
        uniqueParameters(composition.getInputs(), "composition inputs");
        uniqueParameters(composition.getOutputs(), "composition outputs");
        Map<String, Task> seen = new HashMap<>();
        for (Task t : composition.getTasks()) {
            if (!Names.isIdentifier(t.getName())) {
                error(t, Names.of(t), "the name is not a Java identifier",
                        "rename it with letters, digits and _ only, starting with a letter");
            } else if (seen.putIfAbsent(t.getName(), t) != null) {
                error(t, Names.of(t), "another task has the same name", "give each task its own name");
            }
            uniqueParameters(t.getInputs(), Names.of(t) + " inputs");
            uniqueParameters(t.getOutputs(), Names.of(t) + " outputs");
        }
    }

    private void uniqueParameters(List<Parameter> parameters, String where) {
        Set<String> names = new HashSet<>();
        for (Parameter p : parameters) {
            if (!Names.isIdentifier(p.getName())) {
                error(p, Names.of(p), "the name is not a Java identifier", "rename it, e.g. orderId");
            } else if (!names.add(p.getName())) {
                error(p, Names.of(p), "the name appears twice among the " + where, "rename one of them");
            }
            if (p.getType() == null || p.getType().isBlank()) {
                error(p, Names.of(p), "it has no type", "give it a Java type such as String, int or java.util.List<String>");
            }
        }
    }

    private boolean inComposition(Parameter p) {
        EObject owner = p == null ? null : p.eContainer();
        return owner == composition || owner instanceof Task t && t.eContainer() == composition;
    }

    private static boolean isInput(Parameter p) {
        return p.eContainingFeature().getName().equals("inputs");
    }

    private void dataFlows() {
        for (DataFlow f : composition.getDataFlows()) {
            Parameter from = f.getSource();
            Parameter to = f.getTarget();
            if (from == null || to == null || !inComposition(from) || !inComposition(to)) {
                error(f, Names.of(f), "it is dangling: one of its ends is missing or in another composition",
                        "delete it, or connect both ends to parameters of this composition");
                continue;
            }
            boolean fromTask = from.eContainer() instanceof Task;
            boolean toTask = to.eContainer() instanceof Task;
            if (fromTask == isInput(from)) {
                error(f, Names.of(f), "it starts at " + Names.of(from),
                        "start data flows at a composition input or a task output");
            } else if (toTask != isInput(to)) {
                error(f, Names.of(f), "it ends at " + Names.of(to),
                        "end data flows at a task input or a composition output");
            } else if (blank(f.getExpression()) && !assignable(typeSeen(from), to.getType())) {
                error(f, Names.of(f), "it passes a " + typeSeen(from) + " to " + Names.of(to) + " of type " + to.getType(),
                        "change one of the types, or add a mapping expression that converts 'value'");
            }
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static final Map<String, String> BOXES = Map.of("int", "Integer", "long", "Long", "double", "Double",
            "boolean", "Boolean", "float", "Float", "short", "Short", "byte", "Byte", "char", "Character");

    /** A ForEach task's outputs leave it gathered: one element per run, in a list. */
    private static String typeSeen(Parameter source) {
        if (source.eContainer() instanceof Task t && t.getForEach() != null && !isInput(source)) {
            String element = source.getType().replace(" ", "");
            return "java.util.List<" + BOXES.getOrDefault(element, element) + ">";
        }
        return source.getType();
    }

    /** Exact types, boxing, and java.lang / java.util names written with or without their package. */
    static boolean assignable(String from, String to) {
        String a = normal(from);
        String b = normal(to);
        return a.equals(b) || b.equals("Object") || b.equals(BOXES.get(a)) || a.equals(BOXES.get(b));
    }

    private static String normal(String type) {
        String t = type == null ? "" : type.replace(" ", "");
        return t.replaceAll("\\bjava\\.(lang|util)\\.(?=[A-Z])", "");
    }

    private void requiredInputs() {
        Map<Parameter, Integer> bound = new HashMap<>();
        Map<Parameter, Integer> fromTasks = new HashMap<>();
        for (DataFlow f : composition.getDataFlows()) {
            if (f.getTarget() != null) {
                bound.merge(f.getTarget(), 1, Integer::sum);
                if (f.getSource() != null && f.getSource().eContainer() instanceof Task) {
                    fromTasks.merge(f.getTarget(), 1, Integer::sum);
                }
            }
        }
        for (Task t : composition.getTasks()) {
            String element = t.getForEach() == null ? null : t.getForEach().getElementInput();
            for (Parameter in : t.getInputs()) {
                int n = bound.getOrDefault(in, 0);
                if (in.getName() != null && in.getName().equals(element)) {
                    if (n > 0) {
                        error(in, Names.of(in), "it is the ForEach element, set for each run, and also has a data flow",
                                "remove the data flow into it");
                    }
                } else if (n == 0 && in.isRequired()) {
                    error(in, Names.of(in), "this required input has no data flow",
                            "connect a composition input or a task output to it, or mark it optional");
                } else if (n > 1 && t.getStartCondition() == StartCondition.ALL && conflicting(n, fromTasks.getOrDefault(in, 0))) {
                    // With ANY (loop entries, alternatives) the value comes from the flow that fired.
                    error(in, Names.of(in), "it has " + n + " data flows into it and its task waits for ALL its flows, "
                            + "so every one of them would set it", "keep one data flow, or set the task's start condition to ANY");
                }
            }
        }
        for (Parameter out : composition.getOutputs()) {
            if (bound.getOrDefault(out, 0) == 0 && out.isRequired()) {
                error(out, Names.of(out), "no data flow gives this output a value",
                        "connect a task output to it, or mark it optional");
            }
        }
    }

    /**
     * Whether several data flows into one input can disagree about its value. A composition
     * input's is set when the instance starts, before any task runs, so one task's value after it
     * always wins (what a BPMN process variable set on one branch and given at the start does).
     */
    private static boolean conflicting(int flows, int fromTasks) {
        return fromTasks > 1 || flows - fromTasks > 1;
    }

    private void forEach() {
        for (Task t : composition.getTasks()) {
            ForEach each = t.getForEach();
            if (each == null) {
                continue;
            }
            if (input(t, each.getListInput()) == null) {
                error(each, Names.of(t), "its ForEach runs over '" + each.getListInput() + "', which is not one of its inputs",
                        "name an input that holds a java.util.List");
            } else if (!input(t, each.getListInput()).getType().replace(" ", "").matches("(java\\.util\\.)?List(<.*>)?")) {
                error(each, Names.of(t), "its ForEach list '" + each.getListInput() + "' is of type "
                        + input(t, each.getListInput()).getType(), "give that input a java.util.List type");
            }
            if (input(t, each.getElementInput()) == null) {
                error(each, Names.of(t), "its ForEach element '" + each.getElementInput() + "' is not one of its inputs",
                        "add an input that receives one element per run");
            }
        }
    }

    private static Parameter input(Task t, String name) {
        return t.getInputs().stream().filter(p -> p.getName() != null && p.getName().equals(name)).findFirst().orElse(null);
    }

    private void controlFlows() {
        Map<Task, List<ControlFlow>> outgoing = new LinkedHashMap<>();
        Map<Task, Integer> incoming = new HashMap<>();
        composition.getTasks().forEach(t -> outgoing.put(t, new ArrayList<>()));
        for (ControlFlow f : composition.getControlFlows()) {
            if (f.getSource() == null || f.getTarget() == null || !outgoing.containsKey(f.getSource())
                    || !outgoing.containsKey(f.getTarget())) {
                error(f, Names.of(f), "it is dangling: one of its ends is missing or in another composition",
                        "delete it, or connect both ends to tasks of this composition");
                continue;
            }
            outgoing.get(f.getSource()).add(f);
            incoming.merge(f.getTarget(), 1, Integer::sum);
        }
        List<Set<Task>> cycles = new StronglyConnected(outgoing).components();
        Set<Task> reachable = reachableFromStarts(outgoing, incoming);
        for (ControlFlow f : composition.getControlFlows()) {
            if (f.getSource() != null && f.getTarget() != null && isExpressionLanguage(f.getCondition())) {
                error(f, Names.of(f), "its condition '" + f.getCondition().strip() + "' is in another engine's expression "
                        + "language", "rewrite it in Java over the source's inputs and outputs, e.g. amount.equals(\"EUR\")");
            }
        }
        for (Task t : composition.getTasks()) {
            if (isExpressionLanguage(t.getRepeatWhile())) {
                error(t, Names.of(t), "its repeat condition '" + t.getRepeatWhile().strip() + "' is in another engine's "
                        + "expression language", "rewrite it in Java over the task's inputs and outputs");
            }
        }
        for (Set<Task> cycle : cycles) {
            boolean conditional = cycle.stream().flatMap(t -> outgoing.get(t).stream())
                    .anyMatch(f -> cycle.contains(f.getTarget()) && (!blank(f.getCondition()) || Failures.isFailureFlow(f)
                            || f.getKind() == tutti.model.composition.FlowKind.TIMEOUT
                            || f.getKind() == tutti.model.composition.FlowKind.REMINDER));
            // A task that goes round only on failure leaves the loop when it succeeds.
            boolean exits = cycle.stream().flatMap(t -> outgoing.get(t).stream())
                    .anyMatch(f -> !cycle.contains(f.getTarget()))
                    || cycle.stream().anyMatch(t -> outgoing.get(t).stream().filter(f -> cycle.contains(f.getTarget()))
                            .allMatch(f -> f.getKind() != tutti.model.composition.FlowKind.NORMAL));
            Task first = cycle.iterator().next();
            if (!conditional) {
                error(first, "loop " + names(cycle), "it has no condition on any of its flows, so it never ends",
                        "put a condition on the flow that goes back, e.g. i < 100");
            } else if (!exits && cycle.stream().noneMatch(this::endsComposition)) {
                // It ends once its condition is false, and the instance with it (a BPMN loop whose exit is an
                // end event): worth a look, not a refusal.
                problems.add(new Problem(Problem.Severity.WARNING, first, "loop " + names(cycle),
                        "no flow leaves it, so the instance ends when it does",
                        "add a flow from the loop to the task that should follow it, if one should"));
            }
            for (Task entry : cycle) {
                boolean fromOutside = composition.getControlFlows().stream()
                        .anyMatch(f -> f.getTarget() == entry && f.getSource() != null && !cycle.contains(f.getSource()));
                if (fromOutside && entry.getStartCondition() == StartCondition.ALL) {
                    error(entry, Names.of(entry), "it starts the loop " + names(cycle) + " but waits for ALL its incoming "
                            + "flows, and the flow coming back cannot fire before it runs",
                            "set its start condition to ANY");
                }
            }
        }
        for (Task t : composition.getTasks()) {
            if (!reachable.contains(t)) {
                error(t, Names.of(t), "it can never run: no start task leads to it",
                        "connect a flow into it from a task that runs, or delete it");
            }
        }
    }

    /** Failure flows from tasks that can fail, retries that make sense, failure outputs of type String. */
    private void failures() {
        for (Task t : composition.getTasks()) {
            List<ControlFlow> failureFlows = composition.getControlFlows().stream()
                    .filter(f -> f.getSource() == t && Failures.isFailureFlow(f)).toList();
            if (Failures.isEnd(t)) {
                for (ControlFlow f : composition.getControlFlows()) {
                    if (f.getSource() == t) {
                        error(f, Names.of(f), "it leaves " + Names.of(t) + ", an end: nothing runs after it",
                                "delete the flow, or use a task that is not an end");
                    }
                }
                if (t instanceof tutti.model.composition.ErrorEndTask e && blank(e.getErrorCode())) {
                    error(t, Names.of(t), "this error end has no error code, which callers catch it by",
                            "give it an error code, e.g. OUT_OF_STOCK");
                }
                if (t.getRetry() != null) {
                    error(t.getRetry(), Names.of(t), "it retries, but an end cannot fail", "remove the retry");
                }
            } else if (!Failures.canFail(t)) {
                for (ControlFlow f : failureFlows) {
                    error(f, Names.of(f), "it is a failure flow from " + Names.of(t) + ", which cannot fail ("
                            + (t instanceof ReceiveTask ? "a Receive only waits" : "a Reply only answers the client") + ")",
                            "delete it, or make it a normal control flow");
                }
                if (t.getRetry() != null) {
                    error(t.getRetry(), Names.of(t), "it retries, but " + (t instanceof ReceiveTask ? "a Receive" : "a Reply")
                            + " cannot fail", "remove the retry");
                }
            }
            Retry r = t.getRetry();
            if (r != null && Failures.canFail(t)) {
                if (r.getCount() < 1) {
                    error(r, Names.of(t), "its retry count is " + r.getCount(), "retry at least once, or remove the retry");
                }
                if (r.getInitialBackoffMillis() < 0 || r.getMaxBackoffMillis() < 0) {
                    error(r, Names.of(t), "a retry back-off is negative", "give back-offs of 0 ms or more");
                } else if (r.getMaxBackoffMillis() < r.getInitialBackoffMillis()) {
                    error(r, Names.of(t), "its longest back-off (" + r.getMaxBackoffMillis() + " ms) is shorter than the first ("
                            + r.getInitialBackoffMillis() + " ms)", "raise the longest back-off to at least the first");
                }
                if (!(r.getFactor() >= 1)) {
                    error(r, Names.of(t), "its back-off factor is " + r.getFactor() + ", so waits would shrink",
                            "use a factor of 1 (the same wait) or more, e.g. 2");
                }
            }
            if (!failureFlows.isEmpty()) {
                for (Parameter out : t.getOutputs()) {
                    boolean failureOutput = Failures.REASON_OUTPUT.equals(out.getName()) || Failures.CODE_OUTPUT.equals(out.getName());
                    if (failureOutput && !assignable("String", out.getType())) {
                        error(out, Names.of(out), "a failure sets this output to its " + (Failures.REASON_OUTPUT.equals(out.getName())
                                ? "reason" : "code") + " (a String), but it is of type " + out.getType(), "make its type String");
                    }
                }
            }
        }
    }

    /** A timer waits for a duration or until a time, one of them; ISO-8601 text must parse. */
    private void timers() {
        for (Task t : composition.getTasks()) {
            if (!(t instanceof tutti.model.composition.TimerTask timer)) {
                continue;
            }
            boolean duration = !blank(timer.getDuration());
            boolean until = !blank(timer.getUntil());
            if (duration == until) {
                error(t, Names.of(t), duration ? "it has both a duration and a time to wait until" : "it has no duration and no time to wait until",
                        duration ? "keep one of them" : "give a duration such as PT10M, or a time such as 2026-12-24T18:00:00Z");
            } else if (duration && timer.getDuration().strip().matches("[Pp][0-9Tt][^ ()]*")
                    && !isIsoDuration(timer.getDuration().strip())) {
                error(t, Names.of(t), "its duration '" + timer.getDuration().strip() + "' is not an ISO-8601 duration",
                        "write it like PT30S, PT10M, PT1H30M or P2D");
            } else if (until && timer.getUntil().strip().matches("\\d{4}-\\d{2}-\\d{2}T.*")
                    && !isIsoTime(timer.getUntil().strip())) {
                error(t, Names.of(t), "its time '" + timer.getUntil().strip() + "' is not an ISO-8601 date-time",
                        "write it like 2026-12-24T18:00:00Z or 2026-12-24T18:00:00+01:00");
            }
        }
    }

    /**
     * A timeout or reminder flow has a duration and no condition; a task has at most one timeout (a
     * ForEach: for all its elements). A reminder may fire or not while the other flows into its
     * target are resolved, so its target starts on ANY or has no other flow in.
     */
    private void timeouts() {
        for (Task t : composition.getTasks()) {
            List<ControlFlow> timeouts = composition.getControlFlows().stream()
                    .filter(f -> f.getSource() == t && f.getKind() == tutti.model.composition.FlowKind.TIMEOUT).toList();
            if (timeouts.size() > 1) {
                error(timeouts.get(1), Names.of(timeouts.get(1)), Names.of(t) + " has " + timeouts.size() + " timeout flows",
                        "keep one: a task times out once");
            }
            List<ControlFlow> timed = composition.getControlFlows().stream().filter(f -> f.getSource() == t
                    && (f.getKind() == tutti.model.composition.FlowKind.TIMEOUT
                            || f.getKind() == tutti.model.composition.FlowKind.REMINDER)).toList();
            for (ControlFlow f : timed) {
                String kind = f.getKind() == tutti.model.composition.FlowKind.TIMEOUT ? "timeout" : "reminder";
                if (blank(f.getTimeout())) {
                    error(f, Names.of(f), "this " + kind + " flow has no timeout", "give it one, e.g. PT10M");
                } else if (f.getTimeout().strip().matches("[Pp][0-9Tt][^ ()]*") && !isIsoDuration(f.getTimeout().strip())) {
                    error(f, Names.of(f), "its timeout '" + f.getTimeout().strip() + "' is not an ISO-8601 duration",
                            "write it like PT30S, PT10M or PT1H");
                }
                if (!blank(f.getCondition())) {
                    error(f, Names.of(f), "a " + kind + " flow is taken when its time is up, with no condition",
                            "remove the condition, or make it a normal flow");
                }
                if (t instanceof tutti.model.composition.ReceiveTask && composition.getControlFlows().stream()
                        .noneMatch(o -> o.getTarget() == t)) {
                    error(f, Names.of(f), Names.of(t) + " starts the instance with its message, so it is never late",
                            "let another task come before it, or delete the flow");
                }
                if (f.getKind() == tutti.model.composition.FlowKind.REMINDER
                        && f.getTarget().getStartCondition() != StartCondition.ANY
                        && composition.getControlFlows().stream().anyMatch(o -> o != f && o.getTarget() == f.getTarget())) {
                    error(f, Names.of(f), Names.of(f.getTarget()) + " waits for all its flows, but a reminder fires only when "
                            + Names.of(t) + " runs late", "set the start condition of '" + f.getTarget().getName() + "' to ANY");
                }
            }
        }
    }

    private static boolean isIsoDuration(String text) {
        try {
            java.time.Duration.parse(text);
            return true;
        } catch (java.time.format.DateTimeParseException e) {
            return false;
        }
    }

    private static boolean isIsoTime(String text) {
        try {
            java.time.format.DateTimeFormatter.ISO_DATE_TIME.parse(text);
            return true;
        } catch (java.time.format.DateTimeParseException e) {
            return false;
        }
    }

    /** {@code ${...}} or {@code #{...}}: what other engines' modelers write, which BPMN import could not make Java. */
    private static boolean isExpressionLanguage(String condition) {
        return condition != null && condition.strip().matches("(?s)[$#]\\{.*}");
    }

    /** A task that replies or has no successors ends the composition's path. */
    private boolean endsComposition(Task t) {
        return t instanceof tutti.model.composition.ReplyTask || Failures.isEnd(t);
    }

    private static String names(Set<Task> tasks) {
        return tasks.stream().map(t -> "'" + t.getName() + "'").reduce((a, b) -> a + " -> " + b).orElse("");
    }

    private static Set<Task> reachableFromStarts(Map<Task, List<ControlFlow>> outgoing, Map<Task, Integer> incoming) {
        Set<Task> seen = new HashSet<>();
        Deque<Task> todo = new ArrayDeque<>();
        for (Task t : outgoing.keySet()) {
            if (incoming.getOrDefault(t, 0) == 0) {
                seen.add(t);
                todo.add(t);
            }
        }
        while (!todo.isEmpty()) {
            for (ControlFlow f : outgoing.get(todo.poll())) {
                if (seen.add(f.getTarget())) {
                    todo.add(f.getTarget());
                }
            }
        }
        return seen;
    }

    private void messages() {
        Map<String, ReceiveTask> receives = new HashMap<>();
        for (Task t : composition.getTasks()) {
            if (t instanceof ReceiveTask r) {
                List<String> names = Messages.names(r);
                if (names.isEmpty()) {
                    error(r, Names.of(r), "it waits for a message without a name, which no sender can address",
                            "name the message it waits for");
                } else if (new HashSet<>(names).size() < names.size()) {
                    error(r, Names.of(r), "it names a message twice in '" + r.getMessage() + "'", "name each message once");
                }
                for (String name : names) {
                    if (receives.putIfAbsent(name, r) != null && receives.get(name) != r) {
                        error(r, Names.of(r), "another Receive waits for message '" + name
                                + "', so a message could go to either", "give each Receive its own message name");
                    }
                }
            }
        }
        for (Task t : composition.getTasks()) {
            if (t instanceof SignalTask s && blank(s.getSignal())) {
                error(s, Names.of(s), "it throws a signal without a name, which no Receive can wait for",
                        "name the signal (Receives wait for it by that name)");
            }
        }
        Set<Task> targets = new HashSet<>();
        composition.getControlFlows().forEach(f -> targets.add(f.getTarget()));
        for (Task t : composition.getTasks()) {
            if (t instanceof ReceiveTask r && Messages.choosesAmong(r)) {
                if (!targets.contains(r)) {
                    error(r, Names.of(r), "it starts the instance, and the message that starts an instance is the "
                            + "request itself, so it cannot choose among '" + r.getMessage() + "'",
                            "let it wait for one message, or put a task before it");
                }
                for (Parameter out : r.getOutputs()) {
                    if (out.getName() != null && out.getName().equals(Messages.NAME_OUTPUT) && !assignable("String", out.getType())) {
                        error(out, Names.of(out), "it takes the name of the message that came, which is a String, not "
                                + out.getType(), "make its type String");
                    }
                }
            }
        }
        for (Task t : composition.getTasks()) {
            if (t instanceof ReceiveTask r && !targets.contains(r)) {
                for (Parameter out : r.getOutputs()) {
                    if (composition.getInputs().stream().noneMatch(in -> in.getName() != null && in.getName().equals(out.getName()))) {
                        error(out, Names.of(out), "this Receive starts the instance, so it takes the composition inputs "
                                + "by name, and there is no input '" + out.getName() + "'",
                                "add a composition input named '" + out.getName() + "', or rename the output");
                    }
                }
            }
        }
        for (Task t : composition.getTasks()) {
            String callback = Callbacks.messageOf(t);
            if (callback == null) {
                continue;
            }
            ReceiveTask r = receives.get(callback);
            if (r == null) {
                error(t, Names.of(t), "its callback '" + callback + "' is never received",
                        "add a Receive task for message '" + callback + "' after it");
            } else if (!follows(t, r)) {
                error(r, Names.of(r), "it waits for '" + callback + "', the callback of " + Names.of(t)
                        + ", but does not come after it, so the callback can arrive before anyone waits",
                        "connect " + Names.of(t) + " to it with control flows");
            }
        }
    }

    private boolean follows(Task before, Task after) {
        Set<Task> seen = new HashSet<>();
        Deque<Task> todo = new ArrayDeque<>(List.of(before));
        while (!todo.isEmpty()) {
            Task t = todo.poll();
            for (ControlFlow f : composition.getControlFlows()) {
                if (f.getSource() == t && f.getTarget() != null && seen.add(f.getTarget())) {
                    if (f.getTarget() == after) {
                        return true;
                    }
                    todo.add(f.getTarget());
                }
            }
        }
        return false;
    }
}
