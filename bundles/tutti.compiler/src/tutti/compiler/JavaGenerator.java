package tutti.compiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import tutti.model.Failures;
import tutti.model.Messages;
import tutti.model.composition.Composition;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.DataFlow;
import tutti.model.composition.ErrorEndTask;
import tutti.model.composition.FlowKind;
import tutti.model.composition.ForEach;
import tutti.model.composition.HttpCallTask;
import tutti.model.composition.JavaCallTask;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.LoopbackTask;
import tutti.model.composition.Parameter;
import tutti.model.composition.ReceiveTask;
import tutti.model.composition.ReplyTask;
import tutti.model.composition.Retry;
import tutti.model.composition.SignalTask;
import tutti.model.composition.SnippetPlacement;
import tutti.model.composition.StartCondition;
import tutti.model.composition.SubCompositionTask;
import tutti.model.composition.Task;
import tutti.model.composition.TerminateEndTask;
import tutti.model.composition.TimerTask;

/**
 * Turns a valid composition into one Java source file: a {@code CompiledComposition} with a nested
 * {@code Instance} class that keeps every parameter in a typed field and navigates with switches
 * over task indexes. Comments in the generated code name the task each part belongs to.
 */
final class JavaGenerator {

    static final String PACKAGE_PREFIX = "tutti.generated.";

    private final Composition c;
    private final List<Task> tasks;
    private final Map<Task, Integer> index = new HashMap<>();
    private final Map<Task, List<ControlFlow>> outgoing = new LinkedHashMap<>();
    private final Map<Task, Integer> incoming = new HashMap<>();
    private final Map<Parameter, List<DataFlow>> dataFrom = new HashMap<>();
    private final SourceWriter w = new SourceWriter();
    private final TimedTasks timers = new TimedTasks(this, w, outgoing);
    private final TaskRuns runs;
    final Navigation navigation;

    private JavaGenerator(Composition c) {
        this.c = c;
        this.tasks = List.copyOf(c.getTasks());
        for (int i = 0; i < tasks.size(); i++) {
            index.put(tasks.get(i), i);
            outgoing.put(tasks.get(i), new ArrayList<>());
        }
        for (ControlFlow f : c.getControlFlows()) {
            outgoing.get(f.getSource()).add(f);
            incoming.merge(f.getTarget(), 1, Integer::sum);
        }
        for (DataFlow f : c.getDataFlows()) {
            dataFrom.computeIfAbsent(f.getSource(), p -> new ArrayList<>()).add(f);
        }
        this.runs = new TaskRuns(this, w, tasks);
        this.navigation = new Navigation(this, w, tasks, outgoing);
    }

    Composition composition() {
        return c;
    }

    TimedTasks timers() {
        return timers;
    }

    record Generated(String packageName, String className, String source, List<SourceWriter.UserCode> userCode) {
        String qualifiedName() {
            return packageName + "." + className;
        }
    }

    static Generated generate(Composition c, String compilerVersion) {
        JavaGenerator g = new JavaGenerator(c);
        String pkg = PACKAGE_PREFIX + c.getName().toLowerCase(Locale.ROOT) + ".v" + c.getVersion().replaceAll("[^A-Za-z0-9]", "_");
        String cls = c.getName() + "Composition";
        g.write(pkg, cls, compilerVersion);
        return new Generated(pkg, cls, g.replaced, g.w.userCode());
    }

    // ----- naming -----

    int k(Task t) {
        return index.get(t);
    }

    private static boolean isInput(Parameter p) {
        return p.eContainingFeature().getName().equals("inputs");
    }

    String field(Parameter p) {
        if (p.eContainer() instanceof Task t) {
            return "t" + k(t) + (isInput(p) ? "_in_" : "_out_") + p.getName();
        }
        return (isInput(p) ? "in_" : "out_") + p.getName();
    }

    /** The type a parameter has outside its task: ForEach outputs are gathered into lists. */
    static String outsideType(Parameter p) {
        if (p.eContainer() instanceof Task t && t.getForEach() != null && !isInput(p)) {
            return "java.util.List<" + Types.boxed(p.getType()) + ">";
        }
        return Types.clean(p.getType());
    }

    static String elementInput(Task t) {
        return t.getForEach() == null ? null : t.getForEach().getElementInput();
    }

    boolean startReceive(Task t) {
        return t instanceof ReceiveTask && incoming.getOrDefault(t, 0) == 0;
    }

    static boolean isFailure(ControlFlow f) {
        return f.getKind() == FlowKind.FAILURE;
    }

    /** Whether a failure of the task is taken by its failure flows instead of failing the instance. */
    boolean catchesFailures(Task t) {
        return outgoing.get(t).stream().anyMatch(JavaGenerator::isFailure);
    }

    /** The task's timeout flow, or null (there is at most one). */
    ControlFlow timeoutOf(Task t) {
        return timers.timeoutOf(t);
    }

    /** Whether a run of the task sets timers: for its timeout flow, its reminder flows, or both. */
    boolean timed(Task t) {
        return timers.timed(t);
    }

    static boolean hasCondition(ControlFlow f) {
        return f.getCondition() != null && !f.getCondition().isBlank();
    }

    private static String kind(Task t) {
        return switch (t.eClass().getName()) {
            case "JavaSnippetTask" -> "JAVA_SNIPPET";
            case "JavaCallTask" -> "JAVA_CALL";
            case "HttpCallTask" -> "HTTP_CALL";
            case "ReceiveTask" -> "RECEIVE";
            case "ReplyTask" -> "REPLY";
            case "SubCompositionTask" -> "SUB_COMPOSITION";
            case "TimerTask" -> "TIMER";
            case "TerminateEndTask" -> "TERMINATE_END";
            case "ErrorEndTask" -> "ERROR_END";
            case "SignalTask" -> "SIGNAL";
            default -> "LOOPBACK";
        };
    }

    static String q(String s) {
        return Types.literal(s == null ? "" : s);
    }

    // ----- the file -----

    private void write(String pkg, String cls, String compilerVersion) {
        w.line("// Generated by the Tutti compiler " + compilerVersion + " from composition " + c.getName() + " "
                + c.getVersion() + "; do not edit.");
        w.line("package " + pkg + ";");
        w.line("");
        w.open("public final class " + cls + " implements tutti.runtime.CompiledComposition, tutti.runtime.TaskFailure.SnippetLines {");
        w.line("");
        parameterInfos("INPUTS", c.getInputs());
        parameterInfos("OUTPUTS", c.getOutputs());
        w.open("private static final java.util.List<TaskInfo> TASKS = java.util.List.of(");
        for (int i = 0; i < tasks.size(); i++) {
            Task t = tasks.get(i);
            // Only a snippet or a call that names its thread says so: the others run where the engine decides.
            SnippetPlacement placement = t instanceof JavaSnippetTask s ? s.getRunsOn()
                    : t instanceof JavaCallTask j ? j.getRunsOn() : t instanceof LoopbackTask l ? l.getRunsOn() : SnippetPlacement.AUTO;
            String runsOn = placement != SnippetPlacement.AUTO ? ", tutti.runtime.RunsOn." + placement.getName() : "";
            w.line("new TaskInfo(" + i + ", " + q(t.getName()) + ", tutti.runtime.TaskKind." + kind(t) + ", "
                    + (t.getForEach() != null) + runsOn + ")" + (i + 1 < tasks.size() ? "," : ""));
        }
        w.close(");");
        graph();
        w.line("/** {task, first generated line, last generated line} of each snippet, for error messages. */");
        int snippetTableLine = w.nextLine();
        w.line("private static final int[][] SNIPPETS = SNIPPETS_PLACEHOLDER;");
        w.line("");
        w.line("@Override public String name() { return " + q(c.getName()) + "; }");
        w.line("@Override public String version() { return " + q(c.getVersion()) + "; }");
        w.line("@Override public java.util.List<ParameterInfo> inputs() { return INPUTS; }");
        w.line("@Override public java.util.List<ParameterInfo> outputs() { return OUTPUTS; }");
        w.line("@Override public java.util.List<TaskInfo> tasks() { return TASKS; }");
        w.line("@Override public tutti.runtime.Instance newInstance(long id) { return new Run(this, id); }");
        retries();
        w.line("");
        w.open("@Override public int snippetLine(int task, int generatedLine) {");
        w.open("for (int[] s : SNIPPETS) {");
        w.open("if (s[0] == task && generatedLine >= s[1] && generatedLine <= s[2]) {");
        w.line("return generatedLine - s[1] + 1;");
        w.close("}");
        w.close("}");
        w.line("return 0;");
        w.close("}");
        w.line("");
        instanceClass();
        w.close("}");
        fillSnippetTable(snippetTableLine);
    }

    /** The tasks' retries, when any task has them: tasks without answer null. */
    private void retries() {
        if (tasks.stream().noneMatch(t -> t.getRetry() != null)) {
            return;
        }
        StringBuilder table = new StringBuilder();
        for (Task t : tasks) {
            Retry r = t.getRetry();
            table.append(table.length() > 0 ? ", " : "").append(r == null ? "null"
                    : "new tutti.runtime.Retry(" + r.getCount() + ", " + r.getInitialBackoffMillis() + "L, " + r.getFactor()
                            + ", " + r.getMaxBackoffMillis() + "L)");
        }
        w.line("private static final tutti.runtime.Retry[] RETRIES = {" + table + "};");
        w.line("@Override public tutti.runtime.Retry retry(int task) { return RETRIES[task]; }");
    }

    private void fillSnippetTable(int line) {
        StringBuilder table = new StringBuilder("{");
        for (SourceWriter.UserCode u : w.userCode()) {
            if (u.origin().startsWith("code of")) {
                table.append(table.length() > 1 ? ", " : "").append("{").append(u.task()).append(", ").append(u.first())
                        .append(", ").append(u.last()).append("}");
            }
        }
        table.append("}");
        // Same line count before and after: the recorded line numbers stay right.
        String source = w.toString().replace("SNIPPETS_PLACEHOLDER", table.equals("{}") ? "new int[0][]" : "{" + table.substring(1));
        replaced = source;
    }

    private String replaced;

    private void parameterInfos(String constant, List<Parameter> parameters) {
        StringBuilder b = new StringBuilder("private static final java.util.List<ParameterInfo> " + constant + " = java.util.List.of(");
        for (int i = 0; i < parameters.size(); i++) {
            Parameter p = parameters.get(i);
            b.append(i > 0 ? ", " : "").append("new ParameterInfo(").append(q(p.getName())).append(", ")
                    .append(q(Types.clean(p.getType()))).append(", ").append(p.isRequired()).append(")");
        }
        w.line(b.append(");").toString());
    }

    private void graph() {
        StringBuilder in = new StringBuilder();
        StringBuilder any = new StringBuilder();
        StringBuilder succ = new StringBuilder();
        for (Task t : tasks) {
            String sep = in.length() > 0 ? ", " : "";
            in.append(sep).append(incoming.getOrDefault(t, 0));
            any.append(sep).append(t.getStartCondition() == StartCondition.ANY);
            succ.append(sep).append("{");
            List<ControlFlow> out = outgoing.get(t);
            for (int i = 0; i < out.size(); i++) {
                succ.append(i > 0 ? ", " : "").append(k(out.get(i).getTarget()));
            }
            succ.append("}");
        }
        w.line("static final tutti.runtime.FlowGraph GRAPH = new tutti.runtime.FlowGraph(new int[] {" + in
                + "}, new boolean[] {" + any + "}, new int[][] {" + succ + "});");
    }

    // ----- the instance -----

    private void instanceClass() {
        w.open("static final class Run extends tutti.runtime.Instance {");
        w.line("private final " + c.getName() + "Composition composition;");
        for (Parameter p : c.getInputs()) {
            w.line("private " + Types.clean(p.getType()) + " " + field(p) + ";");
        }
        for (Parameter p : c.getOutputs()) {
            w.line("private " + Types.clean(p.getType()) + " " + field(p) + ";");
            w.line("private boolean " + field(p) + "_set;");
        }
        for (Task t : tasks) {
            w.line("// task '" + t.getName() + "' (" + t.eClass().getName() + ")");
            for (Parameter p : t.getInputs()) {
                if (!p.getName().equals(elementInput(t))) {
                    w.line("private " + Types.clean(p.getType()) + " " + field(p) + ";");
                }
            }
            for (Parameter p : t.getOutputs()) {
                w.line("private " + outsideType(p) + " " + field(p) + ";");
                if (t.getForEach() != null) {
                    w.line("private Object[] t" + k(t) + "_each_" + p.getName() + ";");
                }
            }
            if (t instanceof ReceiveTask r && !startReceive(t)) {
                w.line("private static final String[] t" + k(t) + "_MESSAGES = {" + String.join(", ",
                        Messages.names(r).stream().map(JavaGenerator::q).toList()) + "};");
            }
            timers.fields(t);
            if (t.getForEach() != null) {
                w.line("private int t" + k(t) + "_left;");
                w.line("private int t" + k(t) + "_next;");
                if (catchesFailures(t)) {
                    w.line("/** An element failed and the failure flows were taken: the other elements end quietly. */");
                    w.line("private boolean t" + k(t) + "_failed;");
                }
            }
        }
        w.line("");
        w.open("Run(" + c.getName() + "Composition composition, long id) {");
        w.line("super(id, GRAPH);");
        w.line("this.composition = composition;");
        w.close("}");
        w.line("");
        w.line("@Override public tutti.runtime.CompiledComposition composition() { return composition; }");
        w.line("");
        setInputs();
        outputs();
        start();
        begin();
        runs.execute();
        navigation.completed();
        navigation.failed();
        timers.timeouts();
        deliver();
        deliverMessage();
        journaledOutputs();
        w.close("}");
    }

    private void setInputs() {
        w.open("@Override public void setInputs(java.util.Map<String, Object> values) {");
        w.open("for (String name : values.keySet()) {");
        StringBuilder known = new StringBuilder();
        for (Parameter p : c.getInputs()) {
            known.append(known.length() > 0 ? " && " : "").append("!name.equals(").append(q(p.getName())).append(")");
        }
        List<String> names = c.getInputs().stream().map(Parameter::getName).toList();
        w.open("if (" + (known.length() == 0 ? "true" : known) + ") {");
        w.line("throw new IllegalArgumentException(\"unknown input '\" + name + \"' (inputs: " + String.join(", ", names) + ")\");");
        w.close("}");
        w.close("}");
        for (Parameter p : c.getInputs()) {
            String what = "input '" + p.getName() + "'";
            w.open("if (values.get(" + q(p.getName()) + ") != null) {");
            w.line(field(p) + " = " + Types.convert(p.getType(), "values.get(" + q(p.getName()) + ")", what) + ";");
            if (p.isRequired()) {
                w.close("} else {");
                w.line("throw new IllegalArgumentException(\"input '" + p.getName() + "' (" + Types.clean(p.getType())
                        + ") is required\");");
                w.line("}");
            } else {
                w.close("}");
            }
        }
        w.close("}");
        w.line("");
    }

    private void outputs() {
        w.open("@Override public java.util.Map<String, Object> outputs() {");
        w.open("if (missingOutput() != null) {");
        w.line("throw new IllegalStateException(missingOutput());");
        w.close("}");
        // Sized for its entries: the default table of 16 was grown on every instance's end.
        w.line("java.util.Map<String, Object> out = new java.util.LinkedHashMap<>("
                + Math.max(2, (int) Math.ceil(c.getOutputs().size() / 0.75)) + ");");
        for (Parameter p : c.getOutputs()) {
            w.line("out.put(" + q(p.getName()) + ", " + field(p) + ");");
        }
        w.line("return out;");
        w.close("}");
        w.line("");
        w.open("@Override public String missingOutput() {");
        for (Parameter p : c.getOutputs()) {
            if (p.isRequired()) {
                w.open("if (!" + field(p) + "_set) {");
                w.line("return \"output '" + p.getName() + "' was never set: no task that gives it a value ran\";");
                w.close("}");
            }
        }
        w.line("return null;");
        w.close("}");
        w.line("");
    }

    private void start() {
        w.open("@Override public void start(tutti.runtime.Navigator nav) {");
        for (Parameter p : c.getInputs()) {
            assignFlowsFrom(p);
        }
        for (Task t : tasks) {
            if (incoming.getOrDefault(t, 0) == 0) {
                w.line("begin(nav, " + k(t) + "); // start task '" + t.getName() + "'");
            }
        }
        w.open("if (activeExecutions() == 0) {");
        w.line("nav.finished(this);");
        w.close("}");
        w.close("}");
        w.line("");
    }

    void assignFlowsFrom(Parameter source) {
        for (DataFlow f : dataFrom.getOrDefault(source, List.of())) {
            Parameter to = f.getTarget();
            String origin = "expression of data flow " + f.getSource().getName() + " -> " + to.getName();
            if (f.getExpression() == null || f.getExpression().isBlank()) {
                w.line(field(to) + " = " + field(source) + ";");
            } else {
                w.open("{");
                w.line("final " + outsideType(source) + " value = " + field(source) + ";");
                w.userExpression(field(to) + " = (", f.getExpression(), ");", origin,
                        to.eContainer() instanceof Task t ? k(t) : -1);
                w.close("}");
            }
            if (!(to.eContainer() instanceof Task)) {
                w.line(field(to) + "_set = true;");
            }
        }
    }

    private void begin() {
        List<Task> fanOut = tasks.stream().filter(t -> t.getForEach() != null).toList();
        List<Task> timed = tasks.stream().filter(this::timed).toList();
        if (fanOut.isEmpty() && timed.isEmpty()) {
            return;
        }
        w.open("@Override protected void begin(tutti.runtime.Navigator nav, int task) {");
        w.open("switch (task) {");
        for (Task t : timed) {
            int n = k(t);
            w.open("case " + n + ": { // task '" + t.getName() + "' sets timers for its timeout and reminder flows");
            timers.arm(t);
            if (t.getForEach() != null) {
                fanOut(t); // the timeout is for all its elements together
            } else {
                w.line("ready(nav, " + n + ", 0);");
                w.line("return;");
            }
            w.close("}");
        }
        for (Task t : fanOut) {
            if (!timed(t)) {
                ForEach each = t.getForEach();
                w.open("case " + k(t) + ": { // ForEach of task '" + t.getName() + "' over " + each.getListInput()
                        + (each.isParallel() ? ", in parallel" : ", one after another"));
                fanOut(t);
                w.close("}");
            }
        }
        w.open("default:");
        w.line("ready(nav, task, 0);");
        w.close("}");
        w.close("}");
        w.line("");
    }

    /** The executions of a ForEach: one per element, all at once or one after another. */
    private void fanOut(Task t) {
        ForEach each = t.getForEach();
        int n = k(t);
        Parameter list = input(t, each.getListInput());
        w.line("int n = " + field(list) + " == null ? 0 : " + field(list) + ".size();");
        w.line("t" + n + "_left = n;");
        if (catchesFailures(t)) {
            w.line("t" + n + "_failed = false;");
        }
        for (Parameter p : t.getOutputs()) {
            w.line("t" + n + "_each_" + p.getName() + " = new Object[n];");
        }
        w.open("if (n == 0) {");
        if (timed(t)) {
            w.line("t" + n + "_running = false;");
        }
        w.line("after" + n + "(nav);");
        w.line("return;");
        w.close("}");
        if (each.isParallel()) {
            w.open("for (int i = 0; i < n; i++) {");
            w.line("ready(nav, " + n + ", i);");
            w.close("}");
        } else {
            w.line("t" + n + "_next = 1;");
            w.line("ready(nav, " + n + ", 0);");
        }
        w.line("return;");
    }

    static Parameter input(Task t, String name) {
        return t.getInputs().stream().filter(p -> p.getName().equals(name)).findFirst().orElseThrow();
    }

    /**
     * An overriding method that switches on the task: one case per task given (its body from
     * {@code body}, which returns), the default last.
     */
    void taskSwitch(String signature, List<Task> cases, java.util.function.Consumer<Task> body, String otherwise) {
        w.open(signature + " {");
        w.open("switch (task) {");
        for (Task t : cases) {
            w.open("case " + k(t) + ": { // " + t.getName());
            body.accept(t);
            w.close("}");
        }
        w.line("default: " + otherwise);
        w.close("}");
        w.close("}");
        w.line("");
    }

    /**
     * The outputs a task's result sets: all but error and errorCode on a task with failure flows,
     * which only a failure sets (so declaring them changes nothing about how a result maps).
     */
    List<Parameter> resultOutputs(Task t) {
        if (t instanceof ReceiveTask r && Messages.choosesAmong(r)) {
            return t.getOutputs().stream().filter(p -> !p.getName().equals(Messages.NAME_OUTPUT)).toList();
        }
        if (!catchesFailures(t)) {
            return t.getOutputs();
        }
        return t.getOutputs().stream().filter(p -> !p.getName().equals(Failures.REASON_OUTPUT)
                && !p.getName().equals(Failures.CODE_OUTPUT)).toList();
    }

    /** Where an output of a task run goes: its field, or a ForEach element's own slot. */
    String outputTarget(Task t, Parameter p) {
        return t.getForEach() != null ? "this.t" + k(t) + "_each_" + p.getName() + "[element]" : "this." + field(p);
    }

    /** A Receive that waits for several messages learns, in its output {@code message}, which one came. */
    private void deliverMessage() {
        List<Task> naming = tasks.stream().filter(t -> t instanceof ReceiveTask r && Messages.choosesAmong(r)
                && t.getOutputs().stream().anyMatch(p -> p.getName().equals(Messages.NAME_OUTPUT))).toList();
        if (naming.isEmpty()) {
            return;
        }
        w.open("@Override public void deliverMessage(int task, int element, String name, Object payload) {");
        w.open("switch (task) {");
        for (Task t : naming) {
            Parameter p = t.getOutputs().stream().filter(o -> o.getName().equals(Messages.NAME_OUTPUT)).findFirst().get();
            w.line("case " + k(t) + ": " + outputTarget(t, p) + " = name; break; // " + t.getName());
        }
        w.line("default: break;");
        w.close("}");
        w.line("deliver(task, element, payload);");
        w.close("}");
    }

    /** An HTTP task with one String output takes the answer as text; others parse it as JSON. */
    private boolean takesAnswerText(Task t) {
        List<Parameter> outputs = resultOutputs(t);
        return outputs.size() == 1
                && Types.clean(outputs.get(0).getType()).replaceFirst("^java\\.lang\\.", "").equals("String");
    }

    private void deliver() {
        w.open("@Override public void deliver(int task, int element, Object payload) {");
        w.open("switch (task) {");
        for (Task t : tasks) {
            List<Parameter> outputs = resultOutputs(t);
            if (outputs.isEmpty()) {
                continue;
            }
            w.open("case " + k(t) + ": { // " + t.getName());
            if (t instanceof HttpCallTask && !takesAnswerText(t)) {
                w.line("payload = tutti.runtime.HttpBodies.answer(payload, " + q(t.getName()) + ");");
            }
            // A sub-composition answers with its outputs by name, whatever their number.
            if (outputs.size() == 1 && !(t instanceof SubCompositionTask)) {
                Parameter p = outputs.get(0);
                w.line(outputTarget(t, p) + " = " + Types.convert(p.getType(), "payload",
                        "the result of task '" + t.getName() + "' for output '" + p.getName() + "'") + ";");
            } else {
                w.line("java.util.Map<?, ?> values = tutti.runtime.Values.toMap(payload, \"the result of task '"
                        + t.getName() + "'\");");
                for (Parameter p : outputs) {
                    w.line(outputTarget(t, p) + " = " + Types.convert(p.getType(), "values.get(" + q(p.getName()) + ")",
                            "task '" + t.getName() + "' output '" + p.getName() + "'") + ";");
                }
            }
            w.line("return;");
            w.close("}");
        }
        w.line("default: return; // tasks without outputs take no payload");
        w.close("}");
        w.close("}");
    }

    /**
     * What the journal keeps of a task execution that completed: every output as it stands then
     * (a ForEach element's own slot), and the way back when an engine recovers the instance. The
     * values go back through the same conversions as a delivered payload, so a journal written
     * by one type of number reads back into the declared one.
     */
    private void journaledOutputs() {
        List<Task> giving = tasks.stream().filter(t -> !t.getOutputs().isEmpty()).toList();
        if (giving.isEmpty()) {
            return;
        }
        w.line("");
        taskSwitch("@Override public Object[] outputsOf(int task, int element)", giving, t -> {
            StringBuilder values = new StringBuilder();
            for (Parameter p : t.getOutputs()) {
                values.append(values.length() > 0 ? ", " : "").append(outputTarget(t, p));
            }
            w.line("return new Object[] {" + values + "};");
        }, "return null;");
        taskSwitch("@Override public void restoreOutputs(int task, int element, Object[] values)", giving, t -> {
            List<Parameter> outputs = t.getOutputs();
            w.line("tutti.runtime.Values.expectCount(values, " + outputs.size() + ", " + q("task '" + t.getName() + "'") + ");");
            for (int i = 0; i < outputs.size(); i++) {
                Parameter p = outputs.get(i);
                String value = "values[" + i + "]";
                w.line(outputTarget(t, p) + " = " + (t.getForEach() != null ? value : Types.convert(p.getType(), value,
                        "the journaled output '" + p.getName() + "' of task '" + t.getName() + "'")) + ";");
            }
            w.line("return;");
        }, "return;");
    }
}
