package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.compiler.CompositionCompiler;
import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;
import tutti.runtime.CompositionArchive;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** {@code tutti compile FILE [-o ARCHIVE] [--source]}: a composition archive ready to deploy. */
final class CompileCommand implements Command {

    @Override
    public String name() {
        return "compile";
    }

    @Override
    public String summary() {
        return "compile a composition (.tutti) into an archive to deploy; --source prints the generated Java";
    }

    @Override
    public String synopsis() {
        return "FILE.tutti [-o|--output ARCHIVE.jar] [--source]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).startsWith("--")) {
            throw new UsageException("give the composition file first");
        }
        Path file = Path.of(args.get(0));
        List<String> rest = args.subList(1, args.size()).stream().map(a -> a.equals("-o") ? "--output" : a).toList();
        Options o = Options.parse(name(), rest, Set.of("output"), Set.of("source"));
        Composition composition = CompositionFiles.load(file);
        CompositionCompiler.Result result = new CompositionCompiler().compile(composition);
        if (o.flag("source")) {
            out.print(result.source());
        }
        CompositionArchive archive = result.archive();
        Path target = o.get("output") != null ? Path.of(o.get("output"))
                : file.resolveSibling(archive.name() + "-" + archive.version() + ".jar");
        Files.write(target, archive.toBytes());
        (o.flag("source") ? err : out).println("compiled " + archive.name() + " " + archive.version() + " to " + target
                + " (sha-256 " + archive.contentHash().substring(0, 16) + "...)");
        return 0;
    }
}
