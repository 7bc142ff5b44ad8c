/**
 * BPMN 2.0 import and export. Import reads files of any modeler and never refuses a well-formed
 * one: what Tutti cannot run yet becomes a task or flow carrying an import problem. Each construct
 * maps in one class ({@link tutti.bpmn.EventMapping}, {@link tutti.bpmn.ActivityMapping},
 * {@link tutti.bpmn.FlowMapping}, {@link tutti.bpmn.ProcessData}, {@link tutti.bpmn.VendorMapping},
 * expressions in {@link tutti.bpmn.Juel}); docs/guide/bpmn.md lists the mapping. Export writes
 * Tutti's own kinds in the {@code implementation} attribute ({@code tutti:java}, {@code tutti:http},
 * {@code tutti:loopback}, {@code tutti:reply}) and parameters and data flows in {@code tutti:}
 * extension elements, which other tools keep and ignore. Headless: JDK XML only.
 */
package tutti.bpmn;
