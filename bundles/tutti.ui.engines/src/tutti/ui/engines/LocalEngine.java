package tutti.ui.engines;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;

import tutti.cluster.ChildJvm;
import tutti.cluster.launch.EngineLauncher;
import tutti.cluster.launch.EngineMain;
import tutti.cluster.launch.UsageException;

/**
 * The Studio's own engine: {@code tutti engine} in a child JVM started from the Studio's bundles,
 * on a loopback port, with this workspace's token in its environment and its data directory in the
 * workspace metadata. It ends when the Studio closes its standard input (also when the Studio is
 * killed), so it never outlives the Studio. Its output goes to whatever {@link #output} is set.
 */
public final class LocalEngine extends EngineTarget {

    public static final String ID = "local";
    /** Lines of output kept to explain an engine that ended. */
    private static final int KEPT_LINES = 20;

    private final EngineSecrets secrets;
    private final Supplier<EngineLauncher.Settings> settings;
    private final Runnable changed;
    private final ArrayDeque<String> lastLines = new ArrayDeque<>();
    private volatile Consumer<String> output = line -> { };
    private volatile Process process;
    private volatile URI url;
    private volatile boolean stopping;
    private CompletableFuture<URI> started = CompletableFuture.failedFuture(new IllegalStateException("not started"));

    /** Makes the local engine once its owner knows how to tell of changes. */
    interface Factory {
        LocalEngine create(EngineSecrets secrets, Runnable changed);
    }

    /** @param changed told whenever the status changes (from any thread) */
    LocalEngine(EngineSecrets secrets, Supplier<EngineLauncher.Settings> settings, Runnable changed) {
        super(ID, "Local engine", EngineStatus.of(EngineState.STOPPED, "not started"));
        this.secrets = secrets;
        this.settings = settings;
        this.changed = changed;
    }

    @Override
    public URI url() {
        return url;
    }

    @Override
    public String token() {
        return secrets.localToken();
    }

    /** Where the engine's output goes (the Console); lines arrive on a reader thread. */
    public void output(Consumer<String> sink) {
        this.output = sink == null ? line -> { } : sink;
    }

    public boolean running() {
        Process p = process;
        return p != null && p.isAlive();
    }

    /** The engine's process id, or -1 when it is not running. */
    public long pid() {
        Process p = process;
        return p != null && p.isAlive() ? p.pid() : -1;
    }

    @Override
    boolean pollable() {
        return running() && url != null;
    }

    /**
     * Starts the engine unless it runs; completes with its address once it listens (exceptionally,
     * with what it printed, when it ends before). Returns at once: the JVM starts in the background.
     */
    public synchronized CompletableFuture<URI> start() {
        if (running()) {
            return started;
        }
        List<String> command;
        try {
            command = EngineLauncher.command(settings.get());
        } catch (IOException | UsageException | IllegalArgumentException e) {
            String why = "cannot start: " + e.getMessage() + " (see Preferences > Tutti > Local engine)";
            set(EngineStatus.of(EngineState.STOPPED, why));
            return started = CompletableFuture.failedFuture(new IllegalStateException(why, e));
        }
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true);
        // The token goes in the environment: a command line shows in ps.
        b.environment().put(EngineLauncher.TOKEN_VARIABLE, token());
        Process p;
        try {
            p = b.start();
        } catch (IOException e) {
            String why = "cannot start " + command.get(0) + ": " + e.getMessage();
            set(EngineStatus.of(EngineState.STOPPED, why));
            return started = CompletableFuture.failedFuture(new IllegalStateException(why, e));
        }
        tutti.ui.StartupTimeline.mark("local engine's JVM spawned");
        process = p;
        url = null;
        stopping = false;
        synchronized (lastLines) {
            lastLines.clear();
        }
        CompletableFuture<URI> listening = new CompletableFuture<>();
        started = listening;
        set(EngineStatus.of(EngineState.STARTING, "starting (pid " + p.pid() + ")"));
        int main = command.indexOf(EngineMain.class.getName());
        output.accept("Starting the local engine (pid " + p.pid() + "): tutti engine " + String.join(" ", command.subList(main + 1,
                command.size())));
        Thread reader = new Thread(() -> read(p, listening), "tutti-local-engine-output");
        reader.setDaemon(true);
        reader.start();
        return listening;
    }

    private void read(Process p, CompletableFuture<URI> listening) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                keep(line);
                output.accept(line);
                URI address = EngineLauncher.listeningAddress(line);
                if (address != null && !listening.isDone()) {
                    url = address;
                    tutti.ui.StartupTimeline.mark("local engine listening");
                    listening.complete(address);
                    changed.run();
                }
            }
        } catch (IOException e) {
            // the process ended; its exit says how
        }
        try {
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String how = p.isAlive() ? "closed its output" : ChildJvm.exit(p);
        String why = stopping ? "stopped" : "the engine (pid " + p.pid() + ") " + how + lastWords();
        output.accept(stopping ? "The local engine stopped." : "The local engine " + how + ".");
        if (!listening.isDone()) {
            listening.completeExceptionally(new IllegalStateException("the local engine ended before it listened: " + how
                    + lastWords()));
        }
        if (process == p) {
            url = null;
            set(EngineStatus.of(EngineState.STOPPED, why));
        }
    }

    private void keep(String line) {
        synchronized (lastLines) {
            lastLines.addLast(line);
            while (lastLines.size() > KEPT_LINES) {
                lastLines.removeFirst();
            }
        }
    }

    /** The last line the engine printed before it ended, when it said why (e.g. a port in use). */
    private String lastWords() {
        synchronized (lastLines) {
            for (var it = lastLines.descendingIterator(); it.hasNext();) {
                String l = it.next();
                if (l.startsWith("tutti engine: ") || l.contains("Exception") || l.contains("Error")) {
                    return ": " + l;
                }
            }
        }
        return "";
    }

    /**
     * Stops the engine: its input closes (it then stops by itself), after 5 s a SIGTERM, after 5 s
     * more a SIGKILL. Blocks until it has ended; call it from a Job.
     */
    public void stop() throws InterruptedException {
        Process p = process;
        if (p == null || !p.isAlive()) {
            return;
        }
        stopping = true;
        set(status().with(EngineState.STOPPING, "its input closed; it stops by itself"));
        try {
            p.getOutputStream().close();
        } catch (IOException e) {
            // closing is all that was wanted
        }
        if (!p.waitFor(5, TimeUnit.SECONDS)) {
            p.destroy();
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                p.waitFor(5, TimeUnit.SECONDS);
            }
        }
    }

    /** Stops the engine without waiting (the Studio is closing): its input closes, the JVM ends by itself. */
    void stopNow() {
        Process p = process;
        if (p != null && p.isAlive()) {
            stopping = true;
            try {
                p.getOutputStream().close();
            } catch (IOException e) {
                p.destroy();
            }
        }
    }

    void set(EngineStatus s) {
        status(s);
        changed.run();
    }
}
