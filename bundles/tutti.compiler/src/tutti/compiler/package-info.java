/**
 * The composition compiler: model to Java source, compiled in memory by ecj, packed into a
 * deterministic composition archive. Headless; depends on tutti.model, tutti.runtime and ecj only.
 */
package tutti.compiler;
