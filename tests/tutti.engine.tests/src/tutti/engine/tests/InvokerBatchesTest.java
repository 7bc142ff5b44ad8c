package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.engine.core.EngineCore;
import tutti.engine.core.StartRequest;
import tutti.engine.core.InstanceResult;
import tutti.runtime.InstanceState;

/**
 * A Kernel hands executions to the Invokers in batches, and the Invoker that takes a batch runs
 * them one after another: an execution must still not wait for the whole run of a slow one ahead
 * of it while another Invoker has nothing to do.
 */
class InvokerBatchesTest {

    @TempDir
    Path dir;
    private EngineCore engine;

    @AfterEach
    void stop() {
        if (engine != null) {
            engine.close();
        }
    }

    /**
     * Two branches on the Invokers, handed over one after the other: mostly in one batch, the
     * first ahead. In one instance of each round the first waits (up to 3 s) until the second has
     * run; in the others it is quick, so its executions are handed over with others, not alone (a
     * task whose runs are slow always is). The Invoker on the waiting one is held there until the
     * other Invoker takes the rest of its batch, the telling branch; without that, the waiting
     * branch waits out its 3 s and gives false. (One waiting instance at a time: two could hold
     * both Invokers, each with its own telling branch behind it in its batch; tasks that wait for
     * each other can hold every Invoker, batches or not.)
     */
    @Test
    void anExecutionBehindASlowOneInItsBatchIsRunByAnotherInvoker() throws Exception {
        String latch = "((java.util.concurrent.CountDownLatch) System.getProperties().computeIfAbsent(&quot;tutti.test.&quot; + key,"
                + " k -&gt; new java.util.concurrent.CountDownLatch(1)))";
        engine = new EngineCore(new EngineCore.Config(1, 2, 10_000));
        engine.deployments().add(TestCompositions.compile(TestCompositions.parse("""
                    name="Siblings">
                  <inputs name="key" type="String"/>
                  <inputs name="block" type="boolean"/>
                  <outputs name="waited" type="boolean"/>
                  <tasks xsi:type="composition:JavaSnippetTask" name="waiter" runsOn="INVOKERS" code="waited = !block || %s.await(3, java.util.concurrent.TimeUnit.SECONDS);">
                    <inputs name="key" type="String"/>
                    <inputs name="block" type="boolean"/>
                    <outputs name="waited" type="boolean"/>
                  </tasks>
                  <tasks xsi:type="composition:JavaSnippetTask" name="teller" runsOn="INVOKERS" code="if (block) { %s.countDown(); }">
                    <inputs name="key" type="String"/>
                    <inputs name="block" type="boolean"/>
                  </tasks>
                  <dataFlows source="//@inputs.0" target="//@tasks.0/@inputs.0"/>
                  <dataFlows source="//@inputs.1" target="//@tasks.0/@inputs.1"/>
                  <dataFlows source="//@inputs.0" target="//@tasks.1/@inputs.0"/>
                  <dataFlows source="//@inputs.1" target="//@tasks.1/@inputs.1"/>
                  <dataFlows source="//@tasks.0/@outputs.0" target="//@outputs.0"/>
                """.formatted(latch, latch), dir)));
        try {
            for (int round = 0; round < 8; round++) {
                List<CompletableFuture<InstanceResult>> started = new ArrayList<>();
                for (int i = 0; i < 100; i++) {
                    started.add(engine.begin(StartRequest.one("Siblings", null, Map.of("key", round + "-" + i, "block",
                            i == 50)).resultOnly()).result());
                }
                int late = 0;
                for (CompletableFuture<InstanceResult> f : started) {
                    InstanceResult r = f.get(60, TimeUnit.SECONDS);
                    assertEquals(InstanceState.COMPLETED, r.outcome().state(), r.outcome().toString());
                    late += Boolean.TRUE.equals(r.outputs().get("waited")) ? 0 : 1;
                }
                assertEquals(0, late, "round " + round + ": instances whose telling branch waited behind the waiting one");
            }
        } finally {
            System.getProperties().keySet().removeIf(k -> k.toString().startsWith("tutti.test."));
        }
    }
}
