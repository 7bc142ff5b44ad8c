package tutti.ui.editor.parts;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;

/** Calls back when a model element really changes; parts attach it while they are active. */
final class ModelObserver extends AdapterImpl {

    private final java.util.function.Consumer<Notification> onChange;
    private EObject observed;

    ModelObserver(java.util.function.Consumer<Notification> onChange) {
        this.onChange = onChange;
    }

    @Override
    public void notifyChanged(Notification n) {
        if (!n.isTouch()) {
            onChange.accept(n);
        }
    }

    void attach(EObject element) {
        observed = element;
        element.eAdapters().add(this);
    }

    void detach() {
        if (observed != null) {
            observed.eAdapters().remove(this);
            observed = null;
        }
    }

    /** What the Properties view edits for a part's model element, or null for other adapters. */
    static Object propertySource(Class<?> key, Object model) {
        return key == org.eclipse.ui.views.properties.IPropertySource.class && model instanceof EObject e
                ? new tutti.ui.editor.properties.ModelPropertySource(e) : null;
    }
}
