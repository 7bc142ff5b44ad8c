package tutti.ui.engines.deploy;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IFile;

/**
 * The outcome of one Deploy: refused before any upload (problems, with how many), or one outcome
 * per engine; {@link #summary()} is the sentence the notification shows.
 */
public record DeployReport(IFile file, String name, String version, List<DeployJob.Outcome> outcomes, Duration took,
        String refusal, int problems) {

    static DeployReport of(IFile file, String name, String version, List<DeployJob.Outcome> outcomes, Duration took) {
        return new DeployReport(file, name, version, List.copyOf(outcomes), took, null, 0);
    }

    static DeployReport refused(IFile file, String why, int problems) {
        return new DeployReport(file, null, null, List.of(), Duration.ZERO, why, problems);
    }

    public boolean ok() {
        return refusal == null && outcomes.stream().allMatch(o -> o.error() == null);
    }

    public List<DeployJob.Outcome> conflicts() {
        return outcomes.stream().filter(DeployJob.Outcome::conflict).toList();
    }

    /** E.g. "Benchmark 1.0.0 deployed to Local engine in 0.4 s"; one line per engine when there are several. */
    public String summary() {
        if (refusal != null) {
            return refusal;
        }
        StringBuilder s = new StringBuilder();
        for (DeployJob.Outcome o : outcomes) {
            if (!s.isEmpty()) {
                s.append('\n');
            }
            if (o.error() != null) {
                s.append(name).append(' ').append(version).append(" was not deployed to ").append(o.engine().name()).append(": ")
                        .append(o.error().getMessage());
            } else if (o.result().unchanged()) {
                s.append(name).append(' ').append(version).append(" is unchanged on ").append(o.engine().name())
                        .append(" (same content: nothing uploaded)");
            } else {
                s.append(name).append(' ').append(version).append(" deployed to ").append(o.engine().name()).append(" in ")
                        .append(String.format(Locale.ROOT, "%.1f s", o.took().toMillis() / 1000.0));
            }
        }
        return s.toString();
    }
}
