package tutti.engine.core;

import java.util.Map;
import java.util.concurrent.CompletableFuture;

import tutti.runtime.Instance;

/** What a Kernel keeps per instance, touched by its thread only. */
final class InstanceRecord {
    final Instance instance;
    /** Hears the instance's result, on the Kernel thread that ends it. */
    final java.util.function.Consumer<InstanceResult> whenEnded;
    final long startNanos;
    /**
     * The Receive executions waiting: message name, then its {task, element}, for each name
     * (a Receive of several names shares one array among them), exactly as long as that; null
     * when none waits. An instance waits for one or two names at a time: a scan of this beats
     * a map, and a waiting instance holds about 50 bytes here where a HashMap took some 180.
     */
    private Object[] waits;
    /**
     * Whether its Kernel has taken it (its start or its recovery): the core's table of live
     * instances, which the Kernel looks instances up in, has it from its acceptance on.
     */
    boolean navigated;
    /**
     * Messages that came before a Receive waited for them, in order: name, then payload, for
     * each; null while none is kept. One or two at a time: a scan of this beats a map of queues,
     * which cost four objects per instance whose message overtook its Receive.
     */
    private Object[] mailbox;
    /** The Kernel that navigates the instance. */
    final Kernel kernel;
    /** The next record's number in the instance's journal. */
    int seq;
    /** Which of its Kernel's journal batches holds its start (counted from 1); 0 for none (not journaled, or recovered). */
    long startBatch;
    /** Which of its Kernel's held batches its records wait in (counted from 1); 0 when it was never held. */
    long heldIn;
    /** The inputs as the client sent them, until the journal has them. */
    Map<String, Object> inputs;
    /** Completed once the instance is accepted for good: on disk when there is a journal. */
    final CompletableFuture<Void> accepted;
    /** Whether its result carries its outputs: a batch only counts outcomes, and making their map took a seventh of the Kernel's samples (PatternSequential). */
    boolean resultOutputs = true;

    /** Keeps a message no Receive waits for yet. */
    void mail(String name, Object payload) {
        int end = mailbox == null ? 0 : mailbox.length;
        mailbox = end == 0 ? new Object[2] : java.util.Arrays.copyOf(mailbox, end + 2);
        mailbox[end] = name;
        mailbox[end + 1] = payload;
    }

    private int mailIndex(String name) {
        for (int i = 0; mailbox != null && i < mailbox.length; i += 2) {
            if (mailbox[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a message of that name is kept. */
    boolean hasMail(String name) {
        return mailIndex(name) >= 0;
    }

    /** The first message of that name kept, as it came (null included); null also when none is. */
    Object unmail(String name) {
        int at = mailIndex(name);
        if (at < 0) {
            return null;
        }
        Object payload = mailbox[at + 1];
        if (mailbox.length == 2) {
            mailbox = null;
        } else {
            Object[] kept = new Object[mailbox.length - 2];
            System.arraycopy(mailbox, 0, kept, 0, at);
            System.arraycopy(mailbox, at + 2, kept, at, mailbox.length - at - 2);
            mailbox = kept;
        }
        return payload;
    }

    /** A Receive execution waits for the first of these names. */
    void await(String[] names, int task, int element) {
        int[] waiter = {task, element};
        for (String name : names) {
            int at = indexOf(name);
            if (at >= 0) {
                waits[at + 1] = waiter; // as a map would: the later Receive of a name is the one that waits
                continue;
            }
            int end = waits == null ? 0 : waits.length;
            waits = end == 0 ? new Object[2] : java.util.Arrays.copyOf(waits, end + 2);
            waits[end] = name;
            waits[end + 1] = waiter;
        }
    }

    private int indexOf(String name) {
        if (waits != null) {
            for (int i = 0; i < waits.length; i += 2) {
                if (waits[i].equals(name)) {
                    return i;
                }
            }
        }
        return -1;
    }

    boolean waitsFor(String name) {
        return indexOf(name) >= 0;
    }

    /** The waiter of a message name, no longer waiting for any of its Receive's other names; null when none waits. */
    int[] take(String name) {
        int at = indexOf(name);
        if (at < 0) {
            return null;
        }
        int[] waiter = (int[]) waits[at + 1];
        int kept = 0;
        for (int i = 0; i < waits.length; i += 2) {
            if (waits[i + 1] != waiter) {
                waits[kept] = waits[i];
                waits[kept + 1] = waits[i + 1];
                kept += 2;
            }
        }
        waits = kept == 0 ? null : java.util.Arrays.copyOf(waits, kept);
        return waiter;
    }

    /** The message names its Receives wait for, sorted. */
    java.util.List<String> waitedFor() {
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int i = 0; waits != null && i < waits.length; i += 2) {
            names.add((String) waits[i]);
        }
        names.sort(null);
        return names;
    }

    InstanceRecord(Instance instance, java.util.function.Consumer<InstanceResult> whenEnded, long startNanos, Kernel kernel,
            Map<String, Object> inputs, CompletableFuture<Void> accepted) {
        this.instance = instance;
        this.whenEnded = whenEnded;
        this.startNanos = startNanos;
        this.kernel = kernel;
        this.inputs = inputs;
        this.accepted = accepted;
        instance.attach(this); // whoever has the instance finds its record and Kernel without a lookup
    }

    /** The record of an instance the engine accepted. */
    static InstanceRecord of(Instance instance) {
        return (InstanceRecord) instance.attachment();
    }
}
