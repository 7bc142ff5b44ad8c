// A stand-in for tutti.overseer.internal.OverseerNative, run by test_agent_jvm.sh as a single-file
// program: it starts pool-like threads and prints what the agent counted for them.
package tutti.overseer.internal;

import java.util.concurrent.CountDownLatch;

public class OverseerNative {

    static native String agentCounters();

    public static void main(String[] args) throws Exception {
        System.load(args[0]); // the same file as -agentpath: one library, shared state
        CountDownLatch worked = new CountDownLatch(3);
        CountDownLatch end = new CountDownLatch(1);
        for (String name : new String[] {"kernel-0", "kernel-1", "invoker-0"}) {
            Thread t = new Thread(() -> {
                try {
                    for (int i = 0; i < 20; i++) {
                        Thread.sleep(1);
                    }
                    worked.countDown();
                    end.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, name);
            t.setDaemon(true);
            t.start();
        }
        worked.await();
        System.out.print(agentCounters());
        System.out.println("ready");
        Thread.sleep(20_000);
    }
}
