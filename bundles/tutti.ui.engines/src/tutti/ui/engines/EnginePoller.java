package tutti.ui.engines;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import tutti.client.Deployment;
import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.Health;
import tutti.client.ReplicaInfo;
import tutti.client.TokenRefusedException;
import tutti.client.UntrustedCertificateException;

/**
 * Asks every engine how it is, in the background: {@code /health} each second while it answers
 * (deployments and replicas every tenth time or at once after a change, the token every thirtieth
 * time, or at once after an edit), backing off from 1 s to
 * 30 s while it does not, and every 30 s while it refuses the token or its certificate (waiting
 * cannot fix those; editing the engine asks again at once). Never on the UI thread.
 */
public final class EnginePoller implements AutoCloseable {

    static final Duration UP_PERIOD = Duration.ofSeconds(1);
    static final Duration LONGEST_BACKOFF = Duration.ofSeconds(30);
    /**
     * Health checks between two full refreshes (deployments, replicas): they change rarely, and
     * the Studio refreshes at once after what it changes itself (deploy, delete).
     */
    private static final int FULL_EVERY = 10;
    /** Full refreshes between two token checks (the dearest call: it opens the live stream). */
    private static final int TOKEN_EVERY = 3;

    private final EngineRegistry registry;
    private final ScheduledExecutorService threads;
    private final Map<String, ScheduledFuture<?>> next = new ConcurrentHashMap<>();
    private final Map<String, Long> backoffMillis = new ConcurrentHashMap<>();
    private final Map<String, Integer> sinceFull = new ConcurrentHashMap<>();
    private final Map<String, Integer> sinceToken = new ConcurrentHashMap<>();
    private volatile boolean closed;

    EnginePoller(EngineRegistry registry) {
        this.registry = registry;
        AtomicInteger n = new AtomicInteger();
        this.threads = Executors.newScheduledThreadPool(2, r -> {
            Thread t = new Thread(r, "tutti-engine-poll-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        registry.addListener(e -> {
            if (e == null) {
                registry.all().forEach(this::ensureScheduled);
            } else if (e.pollable()) {
                ensureScheduled(e);
            }
        });
        registry.all().forEach(x -> refresh(x));
    }

    /** Asks the engine now (deployments and replicas too), e.g. after a deployment or an edit. */
    public void refresh(EngineTarget e) {
        if (closed) {
            return;
        }
        sinceFull.put(e.id(), FULL_EVERY);
        sinceToken.put(e.id(), TOKEN_EVERY);
        backoffMillis.remove(e.id());
        schedule(e, 0);
    }

    private void ensureScheduled(EngineTarget e) {
        ScheduledFuture<?> f = next.get(e.id());
        if (f == null || f.isDone()) {
            refresh(e);
        }
    }

    /**
     * Replaces the engine's next poll. Atomic per engine: a poll due at once may run, and schedule
     * its successor, before this call returns; the map must then keep that successor, not this one.
     */
    private void schedule(EngineTarget e, long delayMillis) {
        next.compute(e.id(), (id, before) -> {
            if (before != null) {
                before.cancel(false);
            }
            return threads.schedule(() -> poll(e), delayMillis, TimeUnit.MILLISECONDS);
        });
    }

    private void poll(EngineTarget e) {
        if (closed || registry.find(e.id()) != e) {
            return;
        }
        if (!e.pollable()) {
            // A stopped local engine or a disconnected remote one: its owner says when to look again.
            if (e instanceof LocalEngine l && l.running()) {
                schedule(e, 250);
            }
            return;
        }
        EngineClient client;
        try {
            client = e.client(Duration.ofSeconds(3));
        } catch (IllegalStateException | IllegalArgumentException ex) {
            registry.status(e, EngineStatus.of(EngineState.UNREACHABLE, ex.getMessage()));
            schedule(e, LONGEST_BACKOFF.toMillis());
            return;
        }
        try {
            Health health = client.health();
            int count = sinceFull.merge(e.id(), 1, Integer::sum);
            EngineStatus before = e.status();
            List<Deployment> deployments = before.deployments();
            List<ReplicaInfo> replicas = before.replicas();
            boolean full = count >= FULL_EVERY || before.health() == null || before.state() == EngineState.UNAUTHORIZED;
            if (full) {
                // Health needs no token: whether the engine takes ours is asked on its own, now and then.
                int fulls = sinceToken.merge(e.id(), 1, Integer::sum);
                if (client.hasToken() && (fulls >= TOKEN_EVERY || before.health() == null
                        || before.state() == EngineState.UNAUTHORIZED)) {
                    client.checkToken();
                    sinceToken.put(e.id(), 0);
                }
                deployments = client.deployments();
                replicas = client.replicas();
                sinceFull.put(e.id(), 0);
            }
            EngineState state = health.up() ? EngineState.UP : EngineState.DEGRADED;
            String detail = health.up() ? null : health.status().equals("down") ? "no replica is up"
                    : (health.replicas() - health.replicasUp()) + " of " + health.replicas() + " replicas down";
            if (detail == null && !client.hasToken()) {
                detail = "no token: deploying and running will be refused (Edit... to give it)";
            }
            EngineStatus now = new EngineStatus(state, detail, health, deployments, replicas, java.time.Instant.now());
            backoffMillis.remove(e.id());
            if (!sameView(before, now)) {
                registry.status(e, now);
            } else {
                e.status(now);
            }
            schedule(e, UP_PERIOD.toMillis());
        } catch (TokenRefusedException ex) {
            registry.status(e, e.status().with(EngineState.UNAUTHORIZED, ex.getMessage()));
            schedule(e, LONGEST_BACKOFF.toMillis());
        } catch (UntrustedCertificateException ex) {
            registry.status(e, e.status().with(EngineState.UNTRUSTED, ex.getMessage()));
            schedule(e, LONGEST_BACKOFF.toMillis());
        } catch (EngineException ex) {
            if (e instanceof LocalEngine l && !l.running()) {
                return; // it ended meanwhile; its own status says how
            }
            long wait = backoffMillis.merge(e.id(), 1000L, (a, b) -> Math.min(LONGEST_BACKOFF.toMillis(), a * 2));
            registry.status(e, e.status().with(EngineState.UNREACHABLE, ex.getMessage() + " (next try in "
                    + (wait / 1000) + " s)"));
            schedule(e, wait);
        } catch (RuntimeException ex) {
            registry.status(e, e.status().with(EngineState.UNREACHABLE, "unexpected answer: " + ex));
            schedule(e, LONGEST_BACKOFF.toMillis());
        }
    }

    /** Whether the view would show the same: then listeners are spared a redraw each second. */
    private static boolean sameView(EngineStatus a, EngineStatus b) {
        return a.state() == b.state() && java.util.Objects.equals(a.detail(), b.detail()) && a.deployments().equals(b.deployments())
                && a.replicaSummary().equals(b.replicaSummary()) && a.instancesInFlight() == b.instancesInFlight()
                && a.replicas().size() == b.replicas().size();
    }

    @Override
    public void close() {
        closed = true;
        threads.shutdownNow();
    }
}
