package tutti.bench.load;

import java.time.Duration;
import java.util.function.Consumer;

import tutti.client.EngineBusyException;
import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.EngineTimeoutException;
import tutti.client.InstanceView;

/** A target that starts an instance on an engine over its HTTP API and waits for its end. */
public final class EngineTarget implements ClosedLoop.Target {

    private final EngineClient client;
    private final LoadPlan plan;

    public EngineTarget(EngineClient client, LoadPlan plan) {
        this.client = client;
        this.plan = plan;
    }

    @Override
    public ClosedLoop.Outcome send(Duration timeout, Consumer<String> errorOut) {
        try {
            InstanceView v = client.run(plan.composition(), plan.version(), plan.inputs(), timeout);
            return "completed".equals(v.state()) ? ClosedLoop.Outcome.COMPLETED : ClosedLoop.Outcome.FAILED;
        } catch (EngineTimeoutException e) {
            return ClosedLoop.Outcome.TIMED_OUT;
        } catch (EngineBusyException e) {
            return ClosedLoop.Outcome.REFUSED;
        } catch (EngineException e) {
            errorOut.accept(e.getMessage());
            return ClosedLoop.Outcome.ERROR;
        }
    }
}
