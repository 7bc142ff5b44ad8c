package tutti.ui.monitor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

import tutti.monitor.CsvExport;
import tutti.monitor.Monitor;
import tutti.monitor.Recording;

/**
 * The Monitor view's sessions on disk: recording the live samples to a file, showing one
 * recording (or two side by side, from their starts) in place of the live engines, and the
 * window's series as CSV. Files are read and written off the UI thread.
 */
public final class MonitorRecordings {

    private final MonitorView view;
    /** The recording being written, or null. */
    private Recording recording;

    MonitorRecordings(MonitorView view) {
        this.view = view;
    }

    /** The recording being written, or null. */
    Recording current() {
        return recording;
    }

    /** Writes the live samples to this file from now on. */
    public void record(Path file) {
        try {
            recording = Recording.create(file, System.currentTimeMillis());
            view.recordInto(recording);
            view.toolBar().recording(true);
        } catch (IOException x) {
            view.toolBar().recording(false);
            view.say("cannot record to " + file + ": " + x.getMessage());
        }
    }

    public void stopRecording() {
        view.recordInto(null);
        if (recording != null) {
            try {
                recording.close();
            } catch (IOException x) {
                view.say("the recording may be incomplete: " + x.getMessage());
            }
            recording = null;
        }
        if (view.toolBar() != null) {
            view.toolBar().recording(false);
        }
    }

    /** Shows a recorded session (read off the UI thread) instead of the live engines. */
    public void replay(Path file) {
        show(List.of(file));
    }

    /**
     * Shows two recorded sessions in the same charts, each counted from its own start, so that
     * runs recorded at different times line up (their engines are named "A: file", "B: file").
     */
    public void compare(Path a, Path b) {
        show(List.of(a, b));
    }

    /** Writes the window's series as CSV, off the UI thread. */
    public Job exportCsv(Path file) {
        Monitor shown = view.monitor();
        long from = view.windowStart();
        Job job = Job.create("Writing " + file.getFileName(), m -> {
            try (java.io.Writer out = java.nio.file.Files.newBufferedWriter(file)) {
                CsvExport.write(shown, from, out);
            } catch (IOException x) {
                view.say("cannot write " + file + ": " + x.getMessage());
            }
        });
        job.schedule();
        return job;
    }

    // ----- the tool bar's dialogs -----

    void startRecording() {
        Path file = SaveDialog.ask(shell(), "tutti-recording", "session.tutti-recording");
        if (file == null) {
            view.toolBar().recording(false);
            return;
        }
        record(file);
    }

    void openRecording() {
        FileDialog d = new FileDialog(shell(), SWT.OPEN);
        d.setFilterExtensions(new String[] { "*.tutti-recording", "*" });
        String file = d.open();
        if (file != null) {
            replay(Path.of(file));
        }
    }

    void compareRecordings() {
        FileDialog d = new FileDialog(shell(), SWT.OPEN | SWT.MULTI);
        d.setText("Choose two recordings (Ctrl+click the second)");
        d.setFilterExtensions(new String[] { "*.tutti-recording", "*" });
        if (d.open() == null) {
            return;
        }
        List<Path> files = Arrays.stream(d.getFileNames()).map(n -> Path.of(d.getFilterPath(), n)).toList();
        if (files.size() != 2) {
            MessageDialog.openInformation(shell(), "Compare recordings",
                    "Choose two recordings to compare (Ctrl+click selects the second one); you chose " + files.size() + ".");
            return;
        }
        compare(files.get(0), files.get(1));
    }

    void exportCsv() {
        Path file = SaveDialog.ask(shell(), "csv", "monitor.csv");
        if (file != null) {
            exportCsv(file);
        }
    }

    private void show(List<Path> files) {
        String names = String.join(" and ", files.stream().map(f -> f.getFileName().toString()).toList());
        Job.create("Reading " + names, m -> {
            try {
                Recording.Replay r = files.size() == 1 ? Recording.read(files.get(0), MonitorView.monitorModel())
                        : Recording.alongside(files, MonitorView.monitorModel());
                view.asyncOnUi(() -> {
                    stopRecording();
                    view.showRecorded(r, files);
                    view.say((files.size() == 1 ? "recording " : "recordings ") + names + " (" + r.samples() + " samples)"
                            + (files.size() > 1 ? ", each from its start" : ""));
                });
            } catch (IOException x) {
                view.say("cannot open the recording: " + x.getMessage());
            }
        }).schedule();
    }

    private Shell shell() {
        return view.getSite().getShell();
    }
}
