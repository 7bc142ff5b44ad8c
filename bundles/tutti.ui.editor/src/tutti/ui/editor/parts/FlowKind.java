package tutti.ui.editor.parts;

import org.eclipse.gef.requests.CreationFactory;

/** What a connection tool draws; the palette's connection entries create these markers, the policy the flow. */
public enum FlowKind implements CreationFactory {
    CONTROL,
    /** A control flow taken when its source fails. */
    FAILURE,
    /** A control flow taken when its source has not finished in time. */
    TIMEOUT,
    /** A control flow taken when its source has not finished in time, while the source goes on. */
    REMINDER,
    DATA;

    @Override
    public Object getNewObject() {
        return this;
    }

    @Override
    public Object getObjectType() {
        return this;
    }
}
