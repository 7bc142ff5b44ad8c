package tutti.client;

import java.net.URI;

/**
 * The engine answered 409: this name and version are deployed with other content. A deployed
 * version never changes; deploy the composition as a new version, or delete the old one first.
 */
public final class DeploymentConflictException extends EngineException {

    private static final long serialVersionUID = 1L;

    private final String name;
    private final String version;
    private final String deployedSha256;
    private final String offeredSha256;

    DeploymentConflictException(URI engine, String message, String name, String version, String deployedSha256,
            String offeredSha256) {
        super(engine, message, null);
        this.name = name;
        this.version = version;
        this.deployedSha256 = deployedSha256;
        this.offeredSha256 = offeredSha256;
    }

    public String name() {
        return name;
    }

    public String version() {
        return version;
    }

    public String deployedSha256() {
        return deployedSha256;
    }

    public String offeredSha256() {
        return offeredSha256;
    }
}
