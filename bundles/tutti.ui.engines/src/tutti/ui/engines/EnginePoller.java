package tutti.ui.engines;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
import tutti.client.MetricsStream;
import tutti.client.ReplicaInfo;
import tutti.client.TokenRefusedException;
import tutti.client.UntrustedCertificateException;

/**
 * Keeps every engine's state current, in the background, never on the UI thread. An engine that
 * answers and takes our token is followed through its live stream (a sample every 2 s, which
 * also gives the instances in flight): when the engine goes away the stream ends at once, so the
 * view says Unreachable within moments, and the engine is asked for its health, deployments and
 * replicas only every 10 s. Without a token (the stream needs one) health is asked each second.
 * While an engine does not answer it is asked again after 1 s, doubling to 30 s; while it refuses
 * the token or its certificate, every 30 s (waiting cannot fix those; an edit asks at once).
 */
public final class EnginePoller implements AutoCloseable {

    static final Duration UP_PERIOD = Duration.ofSeconds(1);
    /** How often an engine followed by its live stream is asked for the rest. */
    static final Duration STREAMED_PERIOD = Duration.ofSeconds(10);
    static final Duration LONGEST_BACKOFF = Duration.ofSeconds(30);
    /**
     * Samples a second on the live stream: the view shows instances in flight every 2 s; that the
     * engine went away shows the moment its stream ends, whatever the rate.
     */
    static final double STREAM_HERTZ = 0.5;
    /** Health checks without a stream between two full refreshes (deployments, replicas). */
    private static final int FULL_EVERY = 10;

    private final EngineRegistry registry;
    private final ScheduledExecutorService threads;
    private final Map<String, ScheduledFuture<?>> next = new ConcurrentHashMap<>();
    private final Map<String, Long> backoffMillis = new ConcurrentHashMap<>();
    private final Map<String, Integer> sinceFull = new ConcurrentHashMap<>();
    /** The status the listeners were last told of by the poller or the stream, per engine. */
    private final Map<String, EngineStatus> announced = new ConcurrentHashMap<>();
    private final Map<String, Follower> followers = new ConcurrentHashMap<>();
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
                followers.keySet().removeIf(id -> {
                    if (registry.find(id) == null) {
                        followers.get(id).stream.close();
                        return true;
                    }
                    return false;
                });
            } else if (e.pollable()) {
                ensureScheduled(e);
            }
        });
        registry.all().forEach(this::refresh);
    }

    /** Asks the engine now (deployments and replicas too), e.g. after a deployment or an edit. */
    public void refresh(EngineTarget e) {
        if (closed) {
            return;
        }
        sinceFull.put(e.id(), FULL_EVERY);
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
            unfollow(e);
            return;
        }
        if (!e.pollable()) {
            unfollow(e);
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
            tell(e, s -> EngineStatus.of(EngineState.UNREACHABLE, ex.getMessage()));
            schedule(e, LONGEST_BACKOFF.toMillis());
            return;
        }
        try {
            Health health = client.health();
            Follower following = followers.get(e.id());
            boolean streamed = following != null && following.client == client && following.stream.isOpen();
            int count = sinceFull.merge(e.id(), 1, Integer::sum);
            EngineStatus before = e.status();
            List<Deployment> deployments = before.deployments();
            List<ReplicaInfo> replicas = before.replicas();
            // A plan applied changes the mode or the number of replicas: the old list must not stay.
            boolean reshaped = before.health() == null || !before.health().mode().equals(health.mode())
                    || "replicated".equals(health.mode()) && health.replicas() != before.replicas().size();
            if (streamed || reshaped || count >= FULL_EVERY || before.state() == EngineState.UNAUTHORIZED) {
                deployments = client.deployments();
                // A lone engine lists only itself: asked once, then only fronts of replicas are asked again.
                if (replicas.isEmpty() || "replicated".equals(health.mode())) {
                    replicas = client.replicas();
                }
                sinceFull.put(e.id(), 0);
            }
            if (client.hasToken() && !streamed) {
                // The stream needs the token: opening it is also how a refused token shows (health needs none).
                client.checkToken();
                follow(e, client);
                streamed = true;
            }
            EngineState state = health.up() ? EngineState.UP : EngineState.DEGRADED;
            String detail = health.up() ? null : health.status().equals("down") ? "no replica is up"
                    : (health.replicas() - health.replicasUp()) + " of " + health.replicas() + " replicas down";
            if (detail == null && !client.hasToken()) {
                detail = "no token: deploying and running will be refused (Edit... to give it)";
            }
            EngineStatus now;
            // The stream's listener writes the in-flight figures meanwhile: one read-modify-write at a
            // time, else one of the two puts back what the other replaced (the lone engine's replica
            // list shown under a front of two).
            synchronized (e) {
                EngineStatus latest = e.status();
                now = new EngineStatus(state, detail, health, deployments, replicas, Instant.now(),
                        streamed ? latest.streamedInFlight() : -1, streamed ? latest.replicasInFlight() : null);
                e.status(now);
            }
            backoffMillis.remove(e.id());
            announce(e, before, now);
            schedule(e, (streamed ? STREAMED_PERIOD : UP_PERIOD).toMillis());
        } catch (TokenRefusedException ex) {
            unfollow(e);
            tell(e, s -> s.with(EngineState.UNAUTHORIZED, ex.getMessage()));
            schedule(e, LONGEST_BACKOFF.toMillis());
        } catch (UntrustedCertificateException ex) {
            unfollow(e);
            tell(e, s -> s.with(EngineState.UNTRUSTED, ex.getMessage()));
            schedule(e, LONGEST_BACKOFF.toMillis());
        } catch (EngineException ex) {
            unreachable(e, ex.getMessage());
        } catch (RuntimeException ex) {
            unfollow(e);
            tell(e, s -> s.with(EngineState.UNREACHABLE, "unexpected answer: " + ex));
            schedule(e, LONGEST_BACKOFF.toMillis());
        }
    }

    private void unreachable(EngineTarget e, String why) {
        unfollow(e);
        if (e instanceof LocalEngine l && !l.running()) {
            return; // it ended; its own status says how
        }
        long wait = backoffMillis.merge(e.id(), 1000L, (a, b) -> Math.min(LONGEST_BACKOFF.toMillis(), a * 2));
        tell(e, s -> s.with(EngineState.UNREACHABLE, why + " (next try in " + (wait / 1000) + " s)"));
        schedule(e, wait);
    }

    /** An engine followed through its live stream, with the last in-flight count of each replica. */
    private final class Follower implements MetricsStream.Listener {
        final EngineTarget engine;
        final EngineClient client;
        final Map<Object, Long> inFlight = new ConcurrentHashMap<>();
        volatile MetricsStream stream;
        /** The replicas the stream named when the list was last asked again because of them. */
        volatile java.util.Set<Integer> askedFor = java.util.Set.of();

        Follower(EngineTarget engine, EngineClient client) {
            this.engine = engine;
            this.client = client;
        }

        @Override
        public void sample(Map<String, Object> sample) {
            if (!(sample.get("instancesInFlight") instanceof Number n)) {
                return;
            }
            inFlight.put(Objects.requireNonNullElse(sample.get("replica"), "engine"), n.longValue());
            long sum = inFlight.values().stream().mapToLong(Long::longValue).sum();
            // Each replica's row follows the same stream as its engine's, not the slower list of replicas.
            Map<Integer, Long> byReplica = new java.util.HashMap<>();
            inFlight.forEach((k, v) -> {
                if (k instanceof Number replica) {
                    byReplica.put(replica.intValue(), v);
                }
            });
            EngineStatus s;
            boolean changed = false;
            synchronized (engine) {
                s = engine.status();
                if (s.state().serving() && (s.streamedInFlight() != sum || !s.replicasInFlight().equals(byReplica))) {
                    engine.status(s.withInFlight(sum, byReplica));
                    changed = true;
                }
            }
            if (changed) {
                announce(engine, s, engine.status());
            }
            // Replicas started or gone (a plan applied) show in the stream first: the list is asked
            // then, not at the next full refresh up to 10 s later. Once per change of the set.
            java.util.Set<Integer> streamed = byReplica.keySet();
            java.util.Set<Integer> listed = new java.util.HashSet<>();
            s.replicas().forEach(r -> listed.add(r.id()));
            if (!streamed.isEmpty() && !streamed.equals(listed) && !streamed.equals(askedFor)) {
                askedFor = java.util.Set.copyOf(streamed);
                refresh(engine);
            }
        }

        @Override
        public void state(boolean connected, EngineException error, boolean retrying) {
            if (connected || followers.get(engine.id()) != this) {
                return;
            }
            // The stream ends the moment the engine does; asking its health at once says why in
            // the words the poller uses (refused, unknown host, ...) and starts the back-off.
            unfollow(engine);
            if (!closed) {
                schedule(engine, 0);
            }
        }
    }

    private void follow(EngineTarget e, EngineClient client) {
        unfollow(e);
        Follower f = new Follower(e, client);
        followers.put(e.id(), f);
        MetricsStream stream = client.stream(STREAM_HERTZ, f);
        f.stream = stream;
        if (followers.get(e.id()) != f) {
            stream.close(); // it failed and was dropped before it was attached
        }
    }

    private void unfollow(EngineTarget e) {
        Follower f = followers.remove(e.id());
        if (f != null && f.stream != null) {
            f.stream.close();
        }
    }

    /**
     * Writes the status a failure leaves, in one read-modify-write with the stream's (as a poll
     * does), and tells the listeners as a poll does.
     */
    private void tell(EngineTarget e, java.util.function.UnaryOperator<EngineStatus> change) {
        EngineStatus before;
        EngineStatus now;
        synchronized (e) {
            before = e.status();
            now = change.apply(before);
            e.status(now);
        }
        announce(e, before, now);
    }

    /**
     * Tells the listeners of a status written, unless the view would show the same as before the
     * write and as when they were last told: a status written in between without telling them
     * (by a read-modify-write that raced this one) is then not left on screen.
     */
    private void announce(EngineTarget e, EngineStatus before, EngineStatus now) {
        EngineStatus told = announced.put(e.id(), now);
        if (!sameView(before, now) || told == null || !sameView(told, now)) {
            registry.changed(e);
        }
    }

    /** Whether the view would show the same: then listeners are spared a redraw. */
    private static boolean sameView(EngineStatus a, EngineStatus b) {
        // The mode decides whether replicas are rows of their own.
        String modeA = a.health() == null ? null : a.health().mode();
        String modeB = b.health() == null ? null : b.health().mode();
        return a.state() == b.state() && Objects.equals(modeA, modeB) && Objects.equals(a.detail(), b.detail())
                && a.deployments().equals(b.deployments())
                && a.replicaSummary().equals(b.replicaSummary()) && a.instancesInFlight() == b.instancesInFlight()
                && a.replicasInFlight().equals(b.replicasInFlight()) && a.replicas().equals(b.replicas());
    }

    @Override
    public void close() {
        closed = true;
        followers.values().forEach(f -> {
            if (f.stream != null) {
                f.stream.close();
            }
        });
        followers.clear();
        threads.shutdownNow();
    }
}
