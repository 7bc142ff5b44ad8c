package tutti.cli;

import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;

import tutti.compiler.CompositionCompiler;
import tutti.model.CompositionFiles;

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
        return "ARCHIVE.jar|FILE.tutti --engine URL [--token SECRET]";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).startsWith("--")) {
            throw new UsageException("give the archive or composition first");
        }
        Path file = Path.of(args.get(0));
        Options o = Options.parse(name(), args.subList(1, args.size()), Set.of("engine", "token"));
        if (o.get("engine") == null) {
            throw new UsageException("--engine URL is required, e.g. --engine http://127.0.0.1:8686");
        }
        String token = o.get("token") != null ? o.get("token") : System.getenv(EngineCommand.TOKEN_VARIABLE);
        if (token == null) {
            throw new UsageException("deploying runs code on the engine: give its token with --token or TUTTI_TOKEN");
        }
        if (!Files.isRegularFile(file)) {
            throw new java.io.IOException(file + " does not exist");
        }
        byte[] archive = file.getFileName().toString().endsWith("." + CompositionFiles.EXTENSION)
                ? new CompositionCompiler().compile(CompositionFiles.load(file)).archive().toBytes()
                : Files.readAllBytes(file);
        URI engine = URI.create(o.get("engine"));
        HttpResponse<String> r;
        try {
            r = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build().send(
                    HttpRequest.newBuilder(engine.resolve("/deployments")).header("Authorization", "Bearer " + token)
                            .timeout(Duration.ofMinutes(2)).POST(HttpRequest.BodyPublishers.ofByteArray(archive)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (java.net.ConnectException e) {
            throw new java.io.IOException("no engine answers at " + engine + " (is it running? start one with tutti engine)", e);
        }
        if (r.statusCode() != 201) {
            err.println("tutti deploy: the engine answered " + r.statusCode() + ": " + r.body().strip());
            return 1;
        }
        out.println("deployed to " + engine + ": " + r.body().strip());
        return 0;
    }
}
