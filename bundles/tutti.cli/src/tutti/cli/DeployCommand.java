package tutti.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import tutti.client.DeployResult;
import tutti.client.EngineClient;
import tutti.client.cluster.Cluster;
import tutti.client.cluster.ClusterDeploy;
import tutti.client.cluster.ClusterFile;
import tutti.compiler.CompositionCompiler;
import tutti.model.CompositionFiles;
import tutti.cluster.launch.Options;
import tutti.cluster.launch.UsageException;

/**
 * {@code tutti deploy ARCHIVE|FILE --engine URL [--token T]}, or to every member of a cluster with
 * {@code --cluster FILE}: a .tutti file is compiled first.
 */
final class DeployCommand implements Command {

    @Override
    public String name() {
        return "deploy";
    }

    @Override
    public String summary() {
        return "deploy an archive (or compile and deploy a .tutti file) to an engine, or to every engine of a cluster";
    }

    @Override
    public String synopsis() {
        return "ARCHIVE.jar|FILE.tutti --engine URL [--token SECRET] [--trust SHA256-FINGERPRINT] | --cluster FILE [--skip-down]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).startsWith("--")) {
            throw new UsageException("give the archive or composition first");
        }
        Path file = Path.of(args.get(0));
        Options o = Options.parse(name(), args.subList(1, args.size()), Set.of("engine", "token", "trust", "cluster"),
                Set.of("skip-down"));
        if (o.get("cluster") != null) {
            if (o.get("engine") != null || o.get("token") != null || o.get("trust") != null) {
                throw new UsageException("--cluster names every engine, its token and its pin: leave out --engine, --token and --trust");
            }
            ClusterDeploy r = new Cluster(ClusterFile.read(Path.of(o.get("cluster")))).deploy(archive(file), o.flag("skip-down"));
            for (ClusterDeploy.Outcome x : r.outcomes()) {
                out.println("  " + x.member().name() + " (" + x.member().url() + "): " + x.kind().name().toLowerCase(java.util.Locale.ROOT)
                        .replace('_', ' ') + (x.detail().isEmpty() ? "" : ": " + x.detail()));
            }
            (r.ok() ? out : err).println(r.summary());
            return r.ok() ? 0 : 1;
        } else if (o.flag("skip-down")) {
            throw new UsageException("--skip-down is for --cluster");
        }
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
        DeployResult r = engine.deploy(archive(file));
        out.println((r.unchanged() ? "unchanged on " : "deployed to ") + engine.url() + ": " + r.name() + " " + r.version()
                + " (sha256 " + r.sha256() + ")");
        return 0;
    }

    private static byte[] archive(Path file) throws Exception {
        if (!Files.isRegularFile(file)) {
            throw new java.io.IOException(file + " does not exist");
        }
        return file.getFileName().toString().endsWith("." + CompositionFiles.EXTENSION)
                ? new CompositionCompiler().compile(CompositionFiles.load(file)).archive().toBytes()
                : Files.readAllBytes(file);
    }
}
