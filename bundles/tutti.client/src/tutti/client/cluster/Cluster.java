package tutti.client.cluster;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;

import tutti.client.Deployment;
import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.Health;

/**
 * The engines of a {@link ClusterFile}, asked together: each call goes to every member at once, so
 * a cluster of ten answers in the time of its slowest member. Blocks the calling thread (the
 * Studio calls it from Jobs).
 */
public final class Cluster {

    /** Where the members' tokens come from: their references in the file, or the Studio's secure storage. */
    @FunctionalInterface
    public interface Tokens {
        /** @throws IOException naming where the token was looked for, and how to give it */
        String of(ClusterFile.Member member) throws IOException;
    }

    private final ClusterFile file;
    private final Tokens tokens;
    /**
     * Each member's client (or why its token cannot be found), made once: a token is read from a
     * file or secure storage, and every client holds an HTTP client of its own.
     */
    private final java.util.Map<ClusterFile.Member, Access> access = new java.util.concurrent.ConcurrentHashMap<>();

    /** A member's client with its token, or the reason there is none. */
    private record Access(EngineClient client, String tokenProblem) {
    }

    /** Members' tokens found by their references ({@code env:NAME}, {@code file:PATH}). */
    public Cluster(ClusterFile file) {
        this(file, m -> TokenReference.resolve(file.tokenOf(m)));
    }

    public Cluster(ClusterFile file, Tokens tokens) {
        this.file = file;
        this.tokens = tokens;
    }

    public ClusterFile file() {
        return file;
    }

    /** Every member's health, deployments and machine, in the file's order. */
    public List<MemberStatus> status() {
        return each(this::status);
    }

    private MemberStatus status(int ordinal) {
        ClusterFile.Member m = file.members().get(ordinal);
        // Health, deployments and the machine need no token: a member whose token is missing is still seen.
        String tokenProblem = tokenProblem(m);
        EngineClient c = tokenProblem == null ? clientOrNull(m) : EngineClient.to(m.url()).trust(m.trust()).build();
        Health health;
        List<Deployment> deployments;
        try {
            health = c.health();
            deployments = c.deployments();
        } catch (EngineException e) {
            return new MemberStatus(m, ordinal, null, e.getMessage(), List.of(), null);
        }
        MemberStatus.Machine machine = null;
        try {
            machine = MemberStatus.Machine.of(c.topology());
        } catch (EngineException e) {
            // An engine without its native library cannot describe its machine; it still serves.
        }
        MemberStatus s = new MemberStatus(m, ordinal, health, null, deployments, machine);
        return new MemberStatus(m, ordinal, health, tokenProblem != null ? tokenProblem : rangeProblem(s), deployments, machine);
    }

    /** A member that numbers its instances outside its range would have them routed to another member. */
    private static String rangeProblem(MemberStatus s) {
        long expected = ClusterFile.firstInstanceId(s.ordinal());
        long said = s.firstInstanceId();
        if (said == expected) {
            return null;
        }
        return (said < 0 ? "it numbers its instances as a lone engine" : "it numbers its instances from " + said)
                + ", but as member " + s.ordinal() + " it must number them from " + expected + ": restart it with "
                + "--first-instance-id " + expected + " --public-url BALANCER (the balancer routes an instance by its id)";
    }

    /** Runs {@code call} for every member at once; the answers in the file's order. */
    <T> List<T> each(IntFunction<T> call) {
        int n = file.members().size();
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int ordinal = i;
                futures.add(pool.submit((Callable<T>) () -> call.apply(ordinal)));
            }
            List<T> answers = new ArrayList<>();
            for (Future<T> f : futures) {
                answers.add(f.get());
            }
            return answers;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("stopped waiting for the cluster's members", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("asking a member failed: " + e.getCause(), e.getCause());
        }
    }

    /**
     * Deploys an archive to every member, all or nothing: nothing goes out while a member is down
     * (unless {@code skipDown}) or holds the version with other content; when a member refuses it
     * midway, the members that took it as new give it up again.
     */
    public ClusterDeploy deploy(byte[] archive, boolean skipDown) throws IOException {
        return ClusterDeploy.run(this, tutti.runtime.CompositionArchive.read(archive), archive, skipDown);
    }

    /** Gives every member that is up each version another member holds and it lacks. */
    public ClusterSync sync() {
        return ClusterSync.run(this);
    }

    private Access access(ClusterFile.Member m) {
        return access.computeIfAbsent(m, x -> {
            try {
                return new Access(EngineClient.to(x.url()).token(tokens.of(x)).trust(x.trust()).build(), null);
            } catch (IOException | IllegalArgumentException e) {
                return new Access(null, "its token cannot be found: " + e.getMessage());
            }
        });
    }

    /** Why a member's token cannot be found, or null when it can. */
    String tokenProblem(ClusterFile.Member m) {
        return access(m).tokenProblem();
    }

    /** A client of a member, or null when its token cannot be found (the status says why). */
    EngineClient clientOrNull(ClusterFile.Member m) {
        return access(m).client();
    }
}
