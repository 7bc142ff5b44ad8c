package tutti.ui.engines.views;

import tutti.client.Deployment;
import tutti.ui.engines.EngineTarget;

/** A deployment as a row under its engine in the Engines view. */
public record DeploymentNode(EngineTarget engine, Deployment deployment) {
}
