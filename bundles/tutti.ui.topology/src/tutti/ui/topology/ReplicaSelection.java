package tutti.ui.topology;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;

import tutti.ui.engines.views.ReplicaNode;

/** What the Topology view offers the workbench: the replica clicked on the machine, as the Engines view lists it. */
final class ReplicaSelection implements ISelectionProvider {

    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
    private ISelection selection = StructuredSelection.EMPTY;

    void set(ReplicaNode replica) {
        ISelection next = replica == null ? StructuredSelection.EMPTY : new StructuredSelection(replica);
        if (next.equals(selection)) {
            return;
        }
        setSelection(next);
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.add(listener);
    }

    @Override
    public ISelection getSelection() {
        return selection;
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.remove(listener);
    }

    @Override
    public void setSelection(ISelection next) {
        selection = next;
        SelectionChangedEvent event = new SelectionChangedEvent(this, next);
        for (ISelectionChangedListener l : listeners) {
            l.selectionChanged(event);
        }
    }
}
