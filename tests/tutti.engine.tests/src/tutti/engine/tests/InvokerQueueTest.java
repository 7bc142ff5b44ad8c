package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import tutti.engine.core.InvokerQueue;

/** The Invokers' queue: several adders, several takers that spin one at a time or park; every element taken once. */
class InvokerQueueTest {

    private static void addAndTakeAll(int adders, int takers, int each, int pauseEvery) throws Exception {
        InvokerQueue<Integer> queue = new InvokerQueue<>();
        int total = adders * each;
        AtomicIntegerArray seen = new AtomicIntegerArray(total);
        AtomicLong left = new AtomicLong(total);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < takers; t++) {
            Thread taker = new Thread(() -> {
                try {
                    while (true) {
                        int e = queue.take();
                        if (e < 0) {
                            return;
                        }
                        seen.incrementAndGet(e);
                        left.decrementAndGet();
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            threads.add(taker);
            taker.start();
        }
        List<Thread> adding = new ArrayList<>();
        for (int a = 0; a < adders; a++) {
            int adder = a;
            Thread t = new Thread(() -> {
                for (int i = 0; i < each; i++) {
                    queue.add(adder * each + i);
                    if (pauseEvery > 0 && i % pauseEvery == 0) {
                        java.util.concurrent.locks.LockSupport.parkNanos(300_000); // the takers go idle and park
                    }
                }
            });
            adding.add(t);
            t.start();
        }
        for (Thread t : adding) {
            t.join();
        }
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (left.get() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        assertEquals(0, left.get(), "every element was taken (a lost wake-up would leave some)");
        for (int t = 0; t < takers; t++) {
            queue.add(-1);
        }
        for (Thread t : threads) {
            t.join(10_000);
            assertTrue(!t.isAlive(), "each taker took its stop");
        }
        for (int i = 0; i < total; i++) {
            assertEquals(1, seen.get(i), "element " + i + " taken once");
        }
        assertEquals(0, queue.size());
    }

    @Test
    void busyAddersAndTakersLoseNothingAndTakeNothingTwice() throws Exception {
        addAndTakeAll(3, 3, 200_000, 0);
    }

    @Test
    void parkedTakersAreWokenByTheAddsThatFollow() throws Exception {
        addAndTakeAll(2, 4, 3_000, 5);
    }

    /**
     * Each element's work waits for the others' (a barrier of all takers and the adder), so every
     * burst needs every taker awake: adds made while one taker spun, which wake nobody, must still
     * reach the parked ones.
     */
    @Test
    void aBurstAddedWhileOneSpinsReachesEveryIdleTaker() throws Exception {
        int takers = 4;
        int rounds = 300;
        InvokerQueue<Integer> queue = new InvokerQueue<>();
        CyclicBarrier barrier = new CyclicBarrier(takers + 1);
        AtomicLong done = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < takers; t++) {
            Thread taker = new Thread(() -> {
                try {
                    while (queue.take() >= 0) {
                        barrier.await(10, TimeUnit.SECONDS);
                        done.incrementAndGet();
                    }
                } catch (Exception e) {
                    Thread.currentThread().interrupt();
                }
            });
            threads.add(taker);
            taker.start();
        }
        for (int r = 0; r < rounds; r++) {
            // Takers back from the last round: one spins for a while, the others park; the burst
            // comes at varied moments of that spin.
            long until = System.nanoTime() + (r % 30) * 1_000L;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            for (int t = 0; t < takers; t++) {
                queue.add(r);
            }
            try {
                barrier.await(10, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                throw new AssertionError("round " + r + ": not every taker woke for the burst of " + takers, e);
            }
        }
        for (int t = 0; t < takers; t++) {
            queue.add(-1);
        }
        for (Thread t : threads) {
            t.join(10_000);
            assertTrue(!t.isAlive(), "each taker took its stop");
        }
        assertEquals((long) takers * rounds, done.get());
    }

    /** A taker that takes one element and holds it until {@code release}; what it took, and on which thread. */
    private static Thread holder(InvokerQueue<Integer> queue, List<String> log, java.util.concurrent.CountDownLatch release) {
        Thread t = new Thread(() -> {
            try {
                while (true) {
                    int e = queue.take();
                    if (e < 0) {
                        return;
                    }
                    synchronized (log) {
                        log.add(Thread.currentThread().getName() + ":" + e);
                        log.notifyAll();
                    }
                    if (e == 1) {
                        release.await(); // the first element's work blocks
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        t.setDaemon(true);
        return t;
    }

    /** A queue with one taker allowed at work, its two takers ("a" and "b"), and the first element held by {@code taker}. */
    private record Held(InvokerQueue<Integer> queue, List<String> log, java.util.concurrent.CountDownLatch release, String taker) {
    }

    private static Held firstHeld(long stallNanos) throws InterruptedException {
        InvokerQueue<Integer> queue = new InvokerQueue<>(e -> 1, 1, stallNanos);
        queue.maxAtWork(1);
        List<String> log = new ArrayList<>();
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        for (String name : List.of("a", "b")) {
            Thread t = holder(queue, log, release);
            t.setName(name);
            t.start();
        }
        Thread.sleep(100); // both idle: one spins, then both park
        queue.add(1);
        awaitLog(log, 1);
        return new Held(queue, log, release, log.get(0).split(":")[0]);
    }

    private static void awaitLog(List<String> log, int size) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        synchronized (log) {
            while (log.size() < size && System.currentTimeMillis() < deadline) {
                log.wait(100);
            }
        }
    }

    /**
     * With one taker allowed at work, a second one leaves the work to the first while that one's
     * element does not look blocked (it has held it for less than the stall time): the first takes
     * it once it is done.
     */
    @Test
    void aTakerOverTheLimitLeavesTheWorkToTheOneAtWork() throws Exception {
        Held h = firstHeld(60_000_000_000L);
        InvokerQueue<Integer> queue = h.queue();
        List<String> log = h.log();
        String first = h.taker();
        queue.add(2);
        Thread.sleep(300);
        assertEquals(1, queue.size(), "the second element waits for the taker at work: " + log);
        h.release().countDown();
        awaitLog(log, 2);
        assertEquals(List.of(first + ":1", first + ":2"), log, "the one at work took it once done");
        queue.add(-1);
        queue.add(-1);
    }

    /** One taker allowed at work, and its element blocks: once it has for the stall time, another takes what waits. */
    @Test
    void workWaitingBehindABlockedTakerGoesToAnother() throws Exception {
        Held h = firstHeld(1_000_000);
        InvokerQueue<Integer> queue = h.queue();
        List<String> log = h.log();
        String blocked = h.taker();
        queue.add(2);
        // No add follows to re-decide: as a Kernel does while what it handed over waits, the adder
        // asks the queue again at intervals (the add may have come before the taker looked blocked).
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (queue.size() > 0 && System.nanoTime() < deadline) {
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
            queue.nudge();
        }
        awaitLog(log, 2);
        try {
            assertEquals(2, log.size(), "the second element was taken while the first blocked: " + log);
            assertTrue(!log.get(1).startsWith(blocked + ":"), "by the other taker: " + log);
        } finally {
            h.release().countDown();
            queue.add(-1);
            queue.add(-1);
        }
    }
}
