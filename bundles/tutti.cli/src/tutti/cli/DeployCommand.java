package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.client.DeployResult;
import tutti.client.EngineClient;
import tutti.compiler.CompositionCompiler;
import tutti.model.CompositionFiles;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/** {@code tutti deploy ARCHIVE|FILE --engine URL [--token T]}: a .tutti file is compiled first. */
final class DeployCommand implements Command {

    @Override
    public String name() {
        return "deploy";
    }

    @Override
    public String summary() {
        return "deploy an archive (or compile and deploy a .tutti file) to an engine";
    }

    @Override
    public String synopsis() {
        return "ARCHIVE.jar|FILE.tutti --engine URL [--token SECRET] [--trust SHA256-FINGERPRINT]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).startsWith("--")) {
            throw new UsageException("give the archive or composition first");
        }
        Path file = Path.of(args.get(0));
        Options o = Options.parse(name(), args.subList(1, args.size()), Set.of("engine", "token", "trust"));
        if (o.get("engine") == null) {
            throw new UsageException("--engine URL is required, e.g. --engine http://127.0.0.1:8686");
        }
        String token = o.token();
        if (token == null) {
            throw new UsageException("deploying runs code on the engine: give its token with --token or TUTTI_TOKEN");
        }
        EngineClient engine;
        try {
            engine = EngineClient.to(EngineClient.address(o.get("engine"))).token(token).trust(o.get("trust")).build();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (!Files.isRegularFile(file)) {
            throw new java.io.IOException(file + " does not exist");
        }
        byte[] archive = file.getFileName().toString().endsWith("." + CompositionFiles.EXTENSION)
                ? new CompositionCompiler().compile(CompositionFiles.load(file)).archive().toBytes()
                : Files.readAllBytes(file);
        DeployResult r = engine.deploy(archive);
        out.println((r.unchanged() ? "unchanged on " : "deployed to ") + engine.url() + ": " + r.name() + " " + r.version()
                + " (sha256 " + r.sha256() + ")");
        return 0;
    }
}
