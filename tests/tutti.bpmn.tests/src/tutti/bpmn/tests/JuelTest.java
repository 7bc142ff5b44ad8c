package tutti.bpmn.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import tutti.bpmn.Juel;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.DataFlow;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Parameter;
import tutti.runtime.CompiledComposition;
import tutti.runtime.CompositionArchive;
import tutti.runtime.InlineRunner;
import tutti.runtime.InstanceState;
import tutti.test.support.Archives;

/**
 * Expression-language conditions and expressions, one by one: the Java each becomes, and the
 * value that Java gives when compiled into a composition and run with the variables' values.
 */
class JuelTest {

    private static final String EL = "tutti.runtime.El.";
    private static final CompositionFactory F = CompositionFactory.eINSTANCE;

    /** A variable with a declared Java type (Object where the process declares none) and the value it has in the run. */
    private record Var(String name, String type, Object value) {
    }

    private static Var v(String name, String type, Object value) {
        return new Var(name, type, value);
    }

    private static Arguments condition(String el, String java, Object result, Var... vars) {
        return Arguments.of(el, true, java, result, Arrays.asList(vars));
    }

    private static Arguments value(String el, String java, Object result, Var... vars) {
        return Arguments.of(el, false, java, result, Arrays.asList(vars));
    }

    static Stream<Arguments> expressions() {
        return Stream.of(
                condition("${x == 'yes'}", EL + "eq(x, \"yes\")", true, v("x", "Object", "yes")),
                condition("${clarified == 'yes'}", EL + "eq(clarified, \"yes\")", false, v("clarified", "String", "no")),
                condition("${amount > 1000 && !rejected}", EL + "gt(amount, 1000) && !" + EL + "bool(rejected)", true,
                        v("amount", "Object", 1500), v("rejected", "Object", false)),
                condition("${amount > 1000 && !rejected}", "amount > 1000 && !rejected", false,
                        v("amount", "int", 1500), v("rejected", "boolean", true)),
                condition("${empty items}", EL + "empty(items)", true, v("items", "Object", List.of())),
                condition("${not empty items}", "!" + EL + "empty(items)", true, v("items", "Object", List.of("a"))),
                condition("${empty name}", EL + "empty(name)", true, v("name", "Object", null)),
                condition("${order.customer.name == 'Ann'}", EL + "eq(" + EL + "property(" + EL + "property(order, \"customer\"), "
                        + "\"name\"), \"Ann\")", true, v("order", "Object", Map.of("customer", Map.of("name", "Ann")))),
                condition("${i < n}", EL + "lt(i, n)", true, v("i", "Object", 3), v("n", "Object", 5L)),
                condition("${i lt n}", EL + "lt(i, n)", false, v("i", "Object", 5), v("n", "Object", 5)),
                condition("${i le n}", EL + "le(i, n)", true, v("i", "Object", 5), v("n", "Object", 5.0)),
                condition("${i < n}", "i < n", true, v("i", "int", 3), v("n", "long", 5L)),
                condition("${i eq 3}", EL + "eq(i, 3)", true, v("i", "Object", 3L)),
                condition("${i == '3'}", EL + "eq(i, \"3\")", true, v("i", "Object", 3)),
                condition("${x ne 'a'}", EL + "ne(x, \"a\")", true, v("x", "Object", "b")),
                condition("${a ge b}", EL + "ge(a, b)", false, v("a", "Object", 2.5), v("b", "Object", 3)),
                condition("${a gt b or c}", EL + "gt(a, b) || " + EL + "bool(c)", true, v("a", "Object", 1), v("b", "Object", 2),
                        v("c", "Object", "true")),
                condition("${a and b or c}", EL + "bool(a) && " + EL + "bool(b) || " + EL + "bool(c)", false,
                        v("a", "Object", true), v("b", "Object", false), v("c", "Object", false)),
                condition("${a and (b or c)}", EL + "bool(a) && (" + EL + "bool(b) || " + EL + "bool(c))", true,
                        v("a", "Object", true), v("b", "Object", false), v("c", "Object", true)),
                condition("${s.length() > 3}", EL + "gt(" + EL + "call(s, \"length\"), 3)", true, v("s", "Object", "hello")),
                condition("${list.contains('x')}", EL + "bool(" + EL + "call(list, \"contains\", \"x\"))", true,
                        v("list", "Object", List.of("x", "y"))),
                condition("${list[1] == 'y'}", EL + "eq(" + EL + "index(list, 1), \"y\")", true, v("list", "Object", List.of("x", "y"))),
                condition("${x == null}", EL + "eq(x, null)", true, v("x", "Object", null)),
                condition("${x > 3}", EL + "gt(x, 3)", false, v("x", "Object", null)),
                condition("${flag}", EL + "bool(flag)", true, v("flag", "Object", "true")),
                condition("#{approved}", EL + "bool(approved)", true, v("approved", "Object", true)),
                condition("${-x > -3}", EL + "gt(" + EL + "neg(x), -3)", true, v("x", "Object", 2)),
                condition("${status == \"done\"}", EL + "eq(status, \"done\")", true, v("status", "Object", "done")),
                condition("${true}", "true", true),
                value("${count + 1}", EL + "add(count, 1)", 42L, v("count", "Object", 41)),
                value("${count + 1}", "count + 1", 42, v("count", "int", 41)),
                value("${price * 2}", EL + "mul(price, 2)", 5.0, v("price", "Object", 2.5)),
                value("${10 / 4}", "(double) 10 / 4", 2.5),
                value("${7 div 2}", "(double) 7 / 2", 3.5),
                value("${7 mod 4}", "7 % 4", 3),
                value("${a ? 'y' : 'n'}", "(" + EL + "bool(a) ? \"y\" : \"n\")", "y", v("a", "Object", true)),
                value("${a ? b : c.length()}", "(" + EL + "bool(a) ? b : " + EL + "call(c, \"length\"))", 3,
                        v("a", "Object", false), v("b", "Object", 1), v("c", "Object", "abc")),
                value("Hello ${name}!", "\"Hello \" + String.valueOf(name) + \"!\"", "Hello Ann!", v("name", "Object", "Ann")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expressions")
    void translatesToJavaThatGivesTheLanguagesResult(String el, boolean condition, String java, Object result, List<Var> vars)
            throws Exception {
        Map<String, String> types = new LinkedHashMap<>();
        vars.forEach(x -> types.put(x.name(), x.type()));
        Juel.Translation t = condition ? Juel.condition(el, n -> types.getOrDefault(n, "Object"))
                : Juel.expression(el, n -> types.getOrDefault(n, "Object"));
        assertTrue(t.ok(), el + ": " + t.refusal());
        assertEquals(java, t.java(), el);
        assertEquals(types.keySet(), t.reads(), "the variables " + el + " reads");
        assertEquals(result, evaluate(t.java(), condition ? "boolean" : "Object", vars), el + " evaluated");
    }

    /** Runs {@code result = JAVA;} in a one-task composition whose inputs are the variables. */
    private static Object evaluate(String java, String type, List<Var> vars) throws Exception {
        Composition c = F.createComposition();
        c.setName("Expression");
        JavaSnippetTask task = F.createJavaSnippetTask();
        task.setName("evaluate");
        task.setCode("result = " + java + ";");
        c.getTasks().add(task);
        Map<String, Object> inputs = new LinkedHashMap<>();
        for (Var x : vars) {
            Parameter in = parameter(x.name(), x.type());
            in.setRequired(false);
            c.getInputs().add(in);
            Parameter taskIn = parameter(x.name(), x.type());
            task.getInputs().add(taskIn);
            DataFlow d = F.createDataFlow();
            d.setSource(in);
            d.setTarget(taskIn);
            c.getDataFlows().add(d);
            if (x.value() != null) {
                inputs.put(x.name(), x.value());
            }
        }
        Parameter out = parameter("result", type);
        task.getOutputs().add(out);
        Parameter result = parameter("result", type);
        c.getOutputs().add(result);
        DataFlow d = F.createDataFlow();
        d.setSource(out);
        d.setTarget(result);
        c.getDataFlows().add(d);
        byte[] jar = Archives.of(c);
        CompiledComposition compiled = CompositionArchive.read(jar).load(CompiledComposition.class.getClassLoader());
        InlineRunner.Result r = new InlineRunner().run(compiled, inputs, Map.of());
        assertEquals(InstanceState.COMPLETED, r.outcome().state(), java + ": " + r.outcome());
        return r.outputs().get("result");
    }

    private static Parameter parameter(String name, String type) {
        Parameter p = F.createParameter();
        p.setName(name);
        p.setType(type);
        return p;
    }

    @Test
    void whatIsNotTheExpressionLanguageIsRefusedWithTheReason() {
        assertEquals("functions with a prefix (fn:...) have no equivalent here; call a method on a variable instead",
                Juel.condition("${fn:contains(a, 'b')}", n -> "Object").refusal());
        assertEquals("'=' assigns; compare with == or eq", Juel.condition("${x = 3}", n -> "Object").refusal());
        assertEquals("it is not an expression (${...})", Juel.condition("Vacation Approval = \"Approved\"", n -> "Object").refusal());
        assertEquals("an expression opened with ${ is never closed", Juel.condition("${x == 'yes}", n -> "Object").refusal());
        assertEquals("'cannot' cannot follow what comes before it", Juel.condition("${x cannot}", n -> "Object").refusal());
        assertFalse(Juel.condition("${}", n -> "Object").ok());
    }
}
