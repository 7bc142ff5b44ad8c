package tutti.ui.engines;

/** What Deploy remembers of the user's answers. */
public final class DeployPreferences {

    /** Save a dirty composition before deploying without asking. */
    public static final String ALWAYS_SAVE = "deploy.alwaysSave";

    private DeployPreferences() {
    }
}
