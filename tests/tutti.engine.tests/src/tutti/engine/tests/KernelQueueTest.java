package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

import tutti.engine.core.KernelQueue;

/** A Kernel's queue: many adders, one taker that parks when there is nothing; nothing lost, each adder's order kept. */
class KernelQueueTest {

    private static final int ADDERS = 4;

    /** Adds {@code each} numbered elements from each adder, pausing every {@code pauseEvery} so that the taker parks. */
    private static void addAndTakeAll(int each, int pauseEvery) throws Exception {
        KernelQueue<long[]> queue = new KernelQueue<>();
        List<Thread> adders = new ArrayList<>();
        for (int a = 0; a < ADDERS; a++) {
            int adder = a;
            Thread t = new Thread(() -> {
                for (int i = 0; i < each; i++) {
                    queue.add(new long[] {adder, i});
                    if (pauseEvery > 0 && i % pauseEvery == 0) {
                        java.util.concurrent.locks.LockSupport.parkNanos(200_000);
                    }
                }
            });
            adders.add(t);
        }
        AtomicReference<String> wrong = new AtomicReference<>();
        long[] next = new long[ADDERS];
        Thread taker = new Thread(() -> {
            try {
                for (int n = 0; n < ADDERS * each; n++) {
                    long[] e = queue.take();
                    if (e[1] != next[(int) e[0]]++) {
                        wrong.compareAndSet(null, "adder " + e[0] + " sent " + e[1] + " where " + (next[(int) e[0]] - 1) + " was due");
                    }
                }
            } catch (InterruptedException e) {
                wrong.set("interrupted");
            }
        });
        taker.start();
        adders.forEach(Thread::start);
        for (Thread t : adders) {
            t.join();
        }
        taker.join(60_000);
        assertTrue(!taker.isAlive(), "the taker got every element (a lost wake-up would leave it parked)");
        assertNull(wrong.get(), wrong.get());
        for (long n : next) {
            assertEquals(each, n);
        }
        assertTrue(queue.isEmpty());
        assertEquals(0, queue.size());
    }

    @Test
    void manyAddersOneTakerNothingLostOrderKeptPerAdder() throws Exception {
        addAndTakeAll(250_000, 0);
    }

    @Test
    void aTakerThatParksIsWokenByTheNextAdd() throws Exception {
        addAndTakeAll(2_000, 10);
    }

    @Test
    void pollWaitsItsTimeAndAnInterruptedTakerStops() throws Exception {
        KernelQueue<String> queue = new KernelQueue<>();
        long start = System.nanoTime();
        assertNull(queue.poll(50, TimeUnit.MILLISECONDS));
        assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(50));
        queue.add("a");
        queue.add("b");
        assertEquals(2, queue.size());
        assertEquals("a", queue.poll(1, TimeUnit.SECONDS));
        assertEquals("b", queue.take());
        Thread.currentThread().interrupt();
        assertThrows(InterruptedException.class, queue::take);
    }
}
