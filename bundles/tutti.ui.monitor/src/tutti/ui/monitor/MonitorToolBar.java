package tutti.ui.monitor;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.resource.ImageDescriptor;

import tutti.ui.Actions;

/**
 * The Monitor view's tool bar: pause, the window, clear, the counted events, the statistics
 * table, and the recordings. Its buttons only ask the view or its recordings; what they show
 * (checked, their text) follows what the view says it now does.
 */
final class MonitorToolBar {

    private final Action pause;
    private final Action windows;
    private final Action table;
    private final Action record;

    MonitorToolBar(MonitorView view, MonitorRecordings recordings, IToolBarManager bar) {
        pause = new Action("Pause", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                view.pause(isChecked());
            }
        };
        pause.setToolTipText("Pause the charts (the stream goes on; Resume shows everything)");
        pause.setImageDescriptor(ImageDescriptor.createFromURL(MonitorToolBar.class.getResource("/icons/pause.png")));
        windows = new Action("Window: " + MonitorView.WINDOW_NAMES[0], IAction.AS_DROP_DOWN_MENU) {
        };
        windows.setMenuCreator(new WindowMenu(view));
        windows.setToolTipText("How much of the past the charts show");
        table = new Action("Statistics", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                view.showStatistics(isChecked());
            }
        };
        table.setToolTipText("Show the last, minimum, maximum and mean of every series over the window");
        record = new Action("Record\u2026", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                if (isChecked()) {
                    recordings.startRecording();
                } else {
                    recordings.stopRecording();
                }
            }
        };
        record.setToolTipText("Write every sample to a file, to open it again later (Open recording\u2026)");
        bar.add(pause);
        bar.add(windows);
        bar.add(Actions.of("Clear", "Forget what the charts show and start again from the engines' next samples", view::clear));
        bar.add(Actions.of("Events\u2026", "Choose the counter events the engine's pools count (PUT /config)", view::chooseEvents));
        bar.add(table);
        bar.add(record);
        bar.add(Actions.of("Open recording\u2026", "Show a recorded session instead of the live engine", recordings::openRecording));
        bar.add(Actions.of("Compare recordings\u2026", "Show two recorded sessions side by side, aligned from their starts "
                + "(e.g. one JVM against replicas)", recordings::compareRecordings));
        bar.add(Actions.of("Export CSV\u2026", "Write every series of the window as CSV (time, engine, replica, series, value)",
                recordings::exportCsv));
    }

    void paused(boolean on) {
        pause.setChecked(on);
        pause.setText(on ? "Resume" : "Pause");
    }

    void window(int index) {
        windows.setText("Window: " + MonitorView.WINDOW_NAMES[index]);
    }

    void statisticsShown(boolean on) {
        table.setChecked(on);
    }

    void recording(boolean on) {
        record.setChecked(on);
        record.setText(on ? "Stop recording" : "Record\u2026");
    }

    /** The windows to choose from, the one shown checked. */
    private static final class WindowMenu extends Actions.DropDown {

        private final MonitorView view;

        WindowMenu(MonitorView view) {
            this.view = view;
        }

        @Override
        protected void fill(IMenuManager menu) {
            for (int i = 0; i < MonitorView.WINDOWS.length; i++) {
                int index = i;
                Action a = new Action(MonitorView.WINDOW_NAMES[i], IAction.AS_RADIO_BUTTON) {
                    @Override
                    public void run() {
                        view.window(MonitorView.WINDOWS[index]);
                    }
                };
                a.setChecked(view.window() == MonitorView.WINDOWS[i]);
                menu.add(a);
            }
        }
    }
}
