package tutti.bench.experiment;

import java.util.List;
import java.util.Optional;

/** The experiments there are, by name. */
public final class Experiments {

    private Experiments() {
    }

    public static List<Experiment> all() {
        return List.of(new PoolSizeSweep(), new ReplicaSweep(), new CloneToSaturation(), new CacheBinding(), new ThreadPolicies(),
                new ClientsThroughput(), new NumaMicroBenchmark(), new AdaptivePlacementExperiment());
    }

    public static Optional<Experiment> named(String name) {
        return all().stream().filter(e -> e.name().equals(name)).findFirst();
    }
}
