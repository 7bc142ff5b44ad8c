package tutti.compiler;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;

import org.eclipse.jdt.internal.compiler.tool.EclipseCompiler;

import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;
import tutti.model.validation.CompositionValidator;
import tutti.model.validation.Problem;
import tutti.runtime.CompositionArchive;
import tutti.runtime.Instance;

/**
 * Compiles a composition: validation, Java generation, compilation in memory with ecj, and a
 * deterministic archive. Errors in the user's snippets, conditions and expressions are reported
 * against the task and the line inside them.
 */
public final class CompositionCompiler {

    public static final String VERSION = tutti.runtime.Version.NUMBER;

    /** The runtime types generated code may use, by binary name. */
    static final List<String> RUNTIME_TYPES = List.of(
            "tutti.runtime.CompiledComposition", "tutti.runtime.CompiledComposition$ParameterInfo",
            "tutti.runtime.CompiledComposition$TaskInfo", "tutti.runtime.FlowGraph", "tutti.runtime.HttpBodies", "tutti.runtime.Instance",
            "tutti.runtime.InstanceLifecycle", "tutti.runtime.InstanceOutcome", "tutti.runtime.InstanceState",
            "tutti.runtime.Invocations", "tutti.runtime.Navigator", "tutti.runtime.Payloads", "tutti.runtime.Retry",
            "tutti.runtime.TaskError", "tutti.runtime.TaskFailure", "tutti.runtime.Timers",
            "tutti.runtime.TaskFailure$SnippetLines", "tutti.runtime.TaskKind", "tutti.runtime.RunsOn", "tutti.runtime.Values",
            "tutti.runtime.El");

    private static final List<String> OPTIONS = List.of("--release", "21", "-g", "-nowarn", "-encoding", "UTF-8",
            "-proc:none");

    /** The generated source, for {@code tutti compile --source} and for readers of the archive. */
    public record Result(CompositionArchive archive, String source) {
    }

    public Result compile(Composition composition) throws CompileException {
        List<Problem> problems = CompositionValidator.validate(composition).stream()
                .filter(p -> p.severity() == Problem.Severity.ERROR).toList();
        if (!problems.isEmpty()) {
            throw new CompileException("composition " + composition.getName() + " has " + problems.size() + " problem"
                    + (problems.size() == 1 ? "" : "s"), problems);
        }
        JavaGenerator.Generated generated = JavaGenerator.generate(composition, VERSION);
        Map<String, byte[]> classes = javac(generated);
        Map<String, byte[]> entries = new LinkedHashMap<>();
        classes.forEach((name, bytes) -> entries.put(name.replace('.', '/') + ".class", bytes));
        entries.put(generated.qualifiedName().replace('.', '/') + ".java", generated.source().getBytes(StandardCharsets.UTF_8));
        entries.put(CompositionArchive.MODEL, CompositionFiles.toBytes(composition));
        CompositionArchive archive = CompositionArchive.of(composition.getName(), composition.getVersion(),
                generated.qualifiedName(), VERSION, entries);
        return new Result(archive, generated.source());
    }

    private Map<String, byte[]> javac(JavaGenerator.Generated generated) throws CompileException {
        JavaCompiler ecj = new EclipseCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StandardJavaFileManager standard = ecj.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
        // ecj reads sources from files only; the classes stay in memory.
        Path dir = null;
        try (MemoryFileManager files = new MemoryFileManager(standard)) {
            dir = Files.createTempDirectory("tutti-compile");
            Path file = dir.resolve(generated.className() + ".java");
            Files.writeString(file, generated.source());
            Path classpath = RuntimeClasspath.directory();
            standard.setLocation(StandardLocation.CLASS_PATH, List.of(classpath.toFile()));
            Iterable<? extends JavaFileObject> sources = standard.getJavaFileObjects(file.toFile());
            // ecj also prints what it reports as diagnostics; users get those, named by task, once.
            java.io.Writer quiet = java.io.Writer.nullWriter();
            boolean ok = ecj.getTask(quiet, files, diagnostics, OPTIONS, null, sources).call();
            List<CompileProblem> problems = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    problems.add(locate(generated, (int) d.getLineNumber(), d.getMessage(Locale.ROOT)));
                }
            }
            if (!ok || !problems.isEmpty()) {
                throw new CompileException("composition does not compile", problems.isEmpty()
                        ? List.of(new CompileProblem("generated code", "the compiler failed without a message")) : problems);
            }
            return files.classes();
        } catch (IOException e) {
            throw new IllegalStateException("compiling failed: " + e.getMessage(), e);
        } finally {
            deleteQuietly(dir);
        }
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory is harmless
        }
    }

    private static CompileProblem locate(JavaGenerator.Generated generated, int line, String message) {
        for (SourceWriter.UserCode u : generated.userCode()) {
            if (line >= u.first() && line <= u.last()) {
                String where = u.origin().startsWith("code of") ? u.origin() + ", line " + (line - u.first() + 1) : u.origin();
                return new CompileProblem(where, message);
            }
        }
        // Not the user's code: a compiler bug, or a type name in a parameter that Java does not know.
        return new CompileProblem("generated code line " + line + " (check the parameter types)", message);
    }
}
