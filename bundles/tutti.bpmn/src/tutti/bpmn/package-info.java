/**
 * BPMN 2.0 import and export for the subset Tutti runs. Mapping rule for service tasks: the
 * {@code implementation} attribute names the kind ({@code tutti:java}, {@code tutti:http},
 * {@code tutti:loopback}); script tasks with {@code scriptFormat="java"} are snippets; receive
 * tasks and intermediate message catch events wait for messages; send tasks with
 * {@code implementation="tutti:reply"} reply; call activities call compositions. Parameters and
 * data flows travel in {@code tutti:} extension elements, which other tools keep and ignore.
 * Converging parallel gateways become ALL joins, converging exclusive gateways ANY joins; diverging
 * gateways become conditional flows; an event-based gateway becomes one Receive of the first of its
 * messages (its timer a timeout flow); embedded subprocesses are flattened, their error and
 * escalation boundary events becoming failure flows and plain flows. Headless: JDK XML only.
 */
package tutti.bpmn;
