package tutti.bench.benchmarks;

import java.io.PrintStream;
import java.net.URI;

import tutti.client.EngineClient;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;

/** The engine a benchmark drives: one given by its address and token, else a local one started for the run. */
public final class BenchEngine implements AutoCloseable {

    private final EngineServer local;
    private final URI uri;
    private final String token;
    /** A local engine's journal directory, deleted at the end; null otherwise. */
    private final java.nio.file.Path data;

    private BenchEngine(EngineServer local, URI uri, String token, java.nio.file.Path data) {
        this.local = local;
        this.uri = uri;
        this.token = token;
        this.data = data;
    }

    /**
     * The engine at {@code engine} (which needs {@code token}), or where {@code engine} is null a
     * local one on loopback, started now and stopped by {@link #close()}; says which on {@code out}.
     */
    public static BenchEngine open(URI engine, String token, PrintStream out) throws Exception {
        return open(engine, token, tutti.engine.Durability.NONE, out);
    }

    /**
     * As {@link #open(URI, String, PrintStream)}; a local engine keeps instances as {@code durability}
     * says (a journal goes in a temporary directory, deleted when the run ends).
     */
    public static BenchEngine open(URI engine, String token, tutti.engine.Durability durability, PrintStream out)
            throws Exception {
        if (engine == null) {
            java.nio.file.Path data = durability.journaled() ? java.nio.file.Files.createTempDirectory("tutti-bench-") : null;
            EngineServer local = EngineServer.start(EngineOptions.loopback(0).withDataDir(data).withDurability(durability));
            out.println("started a local engine at " + local.uri() + " (" + local.core().config().kernelThreads() + " kernel, "
                    + local.core().config().invokerThreads() + " invoker threads; durability " + durability.describe()
                    + "; calls to the Kernel: --inline " + local.core().config().inline() + ")");
            return new BenchEngine(local, local.uri(), local.token(), data);
        }
        if (token == null) {
            throw new IllegalArgumentException("--engine needs --token (or TUTTI_TOKEN): benchmarks start instances, which runs code");
        }
        BenchEngine given = new BenchEngine(null, engine, token, null);
        // Figures from an engine someone else started say which kind it was: one JVM or a front of replicas.
        tutti.client.Health h = given.client().health();
        out.println("engine at " + given.uri + ": " + h.mode() + (h.mode().equals("replicated") ? " (" + h.replicasUp() + " of "
                + h.replicas() + " replicas up)" : "") + ", Tutti " + h.version() + ", durability " + h.durability()
                + (given.client().config().get("inline") instanceof java.util.Map<?, ?> inline ? ", inline " + inline : ""));
        return given;
    }

    /**
     * Makes sure the composition is deployed: a sample missing from the engine is deployed; false
     * (and said on {@code err}, prefixed by {@code command}) for any other composition that is missing.
     */
    public boolean ensureDeployed(String composition, String command, PrintStream out, PrintStream err) throws Exception {
        EngineClient engine = client();
        if (engine.deployments().stream().anyMatch(d -> d.name().equals(composition))) {
            return true;
        }
        if (!tutti.model.Samples.NAMES.contains(composition)) {
            err.println("tutti " + command + ": " + composition + " is not deployed at " + engine.url() + "; deploy it first");
            return false;
        }
        engine.deploy(new tutti.compiler.CompositionCompiler().compile(tutti.model.Samples.load(composition)).archive().toBytes());
        out.println("deployed the " + composition + " sample");
        return true;
    }

    public URI uri() {
        return uri;
    }

    public String token() {
        return token;
    }

    public EngineClient client() {
        return EngineClient.to(uri).token(token).build();
    }

    /** Whether the engine runs in this JVM (started for the run). */
    public boolean local() {
        return local != null;
    }

    /** {@code journal} or {@code none}: what the engine does with what it accepts, which its figures depend on. */
    public String durability() throws Exception {
        return local != null ? local.options().durability().mode() : client().health().durability();
    }

    @Override
    public void close() throws Exception {
        if (local != null) {
            local.close();
        }
        if (data != null) {
            try (var files = java.nio.file.Files.walk(data)) {
                for (java.nio.file.Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    java.nio.file.Files.deleteIfExists(f);
                }
            }
        }
    }
}
