/**
 * Types that generated composition code and the engine share: the life cycle of a process
 * instance and how it ends, and the JSON writer the engine and the overseer use for their
 * answers. This bundle has no dependencies at all, so generated classes can be compiled and
 * loaded against it anywhere (engine, studio, inline runner, plain classpath).
 */
package tutti.runtime;
