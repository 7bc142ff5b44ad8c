package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
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
}
