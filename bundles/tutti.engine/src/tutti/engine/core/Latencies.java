package tutti.engine.core;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * The latency of every ended instance since the engine started, in microseconds. Each Kernel
 * thread records into its own recorder, so recording is a few uncontended instructions (one
 * histogram shared by all Kernels cost several contended atomic operations per instance); a
 * reader gathers the recorders' new values into the total.
 */
final class Latencies {

    /** One Kernel thread's recorder: only that thread may {@link #record}. */
    final class Recorder {
        private final SingleWriterRecorder recorder = new SingleWriterRecorder(DIGITS);
        /** The histogram last taken from the recorder, handed back to it for reuse. */
        private Histogram spare;

        void record(long micros) {
            recorder.recordValue(Math.max(1, micros));
        }

        /** The thread records no more: what it recorded goes to the total, and the recorder away. */
        void finish() {
            synchronized (Latencies.this) {
                gather(this);
                recorders.remove(this);
            }
        }
    }

    private static final int DIGITS = 3;

    private final List<Recorder> recorders = new CopyOnWriteArrayList<>();
    /** Guarded by this. */
    private final Histogram total = new Histogram(DIGITS);

    /** A recorder for the calling Kernel thread. */
    Recorder recorder() {
        Recorder r = new Recorder();
        recorders.add(r);
        return r;
    }

    /** Every latency so far, copied. */
    synchronized Histogram copy() {
        for (Recorder r : recorders) {
            gather(r);
        }
        return total.copy();
    }

    private void gather(Recorder r) {
        r.spare = r.recorder.getIntervalHistogram(r.spare);
        total.add(r.spare);
    }
}
