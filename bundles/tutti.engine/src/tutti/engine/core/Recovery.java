package tutti.engine.core;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import tutti.engine.journal.Journal;
import tutti.engine.journal.JournalReader;
import tutti.engine.journal.RecordBuffer;
import tutti.engine.journal.RecordReader;
import tutti.runtime.CompiledComposition;
import tutti.runtime.Instance;
import tutti.runtime.InstanceOutcome;
import tutti.runtime.InstanceState;
import tutti.runtime.Navigator;

/**
 * Brings back, at start, every journaled instance that had not ended. Each instance's records are
 * replayed in its own order through the same navigation the Kernel ran: its inputs set, each
 * completion's outputs restored and its flows taken again, failures, timeouts and messages taken
 * again. What the instance was doing then goes on: Receives wait again, timers wait for the time
 * they had, and executions that had begun but not finished run again (at least once).
 * <p>
 * Instances whose records are damaged or missing are not guessed at: they end as failed, with
 * the reason, and the damaged segment is kept aside.
 */
public final class Recovery implements JournalReader.Visitor, Navigator {

    /** How a recovered instance goes on: timers {task, code, due} to set, executions {task, element} to run. */
    record Resume(List<long[]> timers, List<int[]> executions) {
    }

    /** What recovery did, for the engine's log and for tests. */
    public record Report(int recovered, int endedSince, List<InstanceResult> failed, List<String> messages, long millis,
            long journalBytes, int records) {
    }

    /** One instance being replayed. */
    private static final class State {
        final long id;
        InstanceRecord record;
        /** Records that came before their turn (a compaction carried earlier ones further on), by sequence. */
        TreeMap<Integer, byte[]> later;
        int next;
        boolean ended;
        String broken;
        /** Executions ready and not finished: task << 32 | element, how many. */
        Map<Long, Integer> ready;
        /** When journaled timers and timeouts are due: task << 32 | code, epoch millis. */
        Map<Long, Long> dues;
        /** Timeouts navigation set: {task, code, due as computed now}. */
        List<long[]> timeouts;

        State(long id) {
            this.id = id;
        }
    }

    private final EngineCore core;
    private final Map<Long, State> states = new HashMap<>();
    private State current;
    private long highestId;

    /** Told the result of every recovered instance as it ends. */
    private final Consumer<InstanceResult> ended;

    private Recovery(EngineCore core, Consumer<InstanceResult> ended) {
        this.core = core;
        this.ended = ended;
    }

    /**
     * Reads the journal in {@code dir}, brings its running instances back into {@code core}, and
     * opens the journal for what comes next (the core writes to it from now on).
     *
     * @param ended told the result of every instance that ends without a client waiting for it
     *              (recovered ones, and those recovery must fail)
     */
    public static Journal run(EngineCore core, Path dir, Journal.Settings settings, Consumer<String> log,
            Consumer<InstanceResult> ended, Consumer<Report> report) throws IOException {
        long t0 = System.nanoTime();
        Recovery r = new Recovery(core, ended);
        JournalReader.Report read = JournalReader.read(dir, r, log);
        Journal journal = Journal.open(dir, settings, log);
        List<InstanceResult> failed = new ArrayList<>();
        int recovered = 0;
        int endedSince = 0;
        RecordBuffer ends = new RecordBuffer(1 << 10);
        List<InstanceRecord> live = new ArrayList<>();
        List<Resume> resumes = new ArrayList<>();
        for (State s : r.states.values()) {
            if (s.ended || (s.later != null && hasEnd(s.later))) {
                // Ended: whatever came before its end (a record a failed write dropped, or what
                // compaction carried away) no longer matters.
                continue;
            }
            String why = r.whyNot(s, read);
            if (why != null) {
                ends.begin(KernelJournal.END, s.id, Integer.MAX_VALUE).putByte(InstanceState.FAILED.ordinal()).putString(why).end();
                String name = s.record == null ? "" : s.record.instance.composition().name();
                String version = s.record == null ? "" : s.record.instance.composition().version();
                failed.add(new InstanceResult(s.id, name, version, InstanceOutcome.failed(why, ""), Map.of(), 0));
                continue;
            }
            if (s.record.instance.lifecycle().state().isTerminal()) {
                endedSince++; // its last completion was on disk, its end not yet: the Kernel ends it now
            } else {
                recovered++;
            }
            s.record.seq = s.next;
            live.add(s.record);
            resumes.add(r.resume(s));
        }
        journal.append(ends);
        journal.sync();
        core.idsAbove(r.highestId);
        core.attach(journal);
        journal.markIds(core::lastId);
        for (int k = 0; k < live.size(); k++) {
            InstanceRecord rec = live.get(k);
            core.adopt(rec, resumes.get(k));
        }
        for (InstanceResult f : failed) {
            ended.accept(f);
            log.accept("journal: instance " + f.id() + " " + f.outcome().reason());
        }
        for (long segment : read.damagedSegments()) {
            Path aside = journal.setAside(segment, id -> core.isLive(id));
            log.accept("journal: damaged segment kept at " + aside);
        }
        journal.compactWhile(core::isLive, core::oldestLive, java.time.Duration.ofSeconds(1));
        long millis = (System.nanoTime() - t0) / 1_000_000;
        r.states.clear();
        report.accept(new Report(recovered, endedSince, failed, read.messages(), millis, read.bytesRead(), read.records()));
        return journal;
    }

    private static boolean hasEnd(TreeMap<Integer, byte[]> records) {
        for (byte[] b : records.values()) {
            if (b[0] == KernelJournal.END) {
                return true;
            }
        }
        return false;
    }

    /** Why an instance cannot go on, or null when it can. */
    private String whyNot(State s, JournalReader.Report read) {
        String where = read.damagedSegments().isEmpty() ? "" : " (the journal is damaged: see segment"
                + (read.damagedSegments().size() > 1 ? "s " : " ") + read.damagedSegments() + ")";
        if (s.broken != null) {
            return "cannot be recovered after a restart: " + s.broken;
        }
        if (s.record == null) {
            return "cannot be recovered after a restart: its first records are missing from the journal" + where;
        }
        if (s.later != null && !s.later.isEmpty()) {
            return "cannot be recovered after a restart: record " + s.next + " of its journal is missing" + where;
        }
        return null;
    }

    /** Sets the waits again and lists the executions to run again. */
    private Resume resume(State s) {
        List<long[]> timers = new ArrayList<>();
        List<int[]> executions = new ArrayList<>();
        if (s.timeouts != null) {
            for (long[] t : s.timeouts) {
                Long due = s.dues == null ? null : s.dues.get(key((int) t[0], (int) t[1]));
                timers.add(new long[] {t[0], t[1], due != null ? due : t[2]});
            }
        }
        if (s.ready != null) {
            for (Map.Entry<Long, Integer> e : s.ready.entrySet()) {
                int task = (int) (e.getKey() >> 32);
                int element = (int) (long) e.getKey();
                // A Receive runs again too, and so waits again (or takes what came while it could not).
                int count = e.getValue();
                Long due = s.dues == null ? null : s.dues.get(e.getKey());
                for (int n = 0; n < count; n++) {
                    if (due != null && n == 0) {
                        timers.add(new long[] {task, element, due}); // a Timer task waits for the time it had
                    } else {
                        executions.add(new int[] {task, element});
                    }
                }
            }
        }
        return new Resume(timers, executions);
    }

    private static long key(int task, int code) {
        return ((long) task << 32) | (code & 0xffffffffL);
    }

    // ----- reading -----

    @Override
    public void record(int type, long instance, int seq, RecordReader fields, long segment) {
        highestId = Math.max(highestId, instance);
        if (type == Journal.MARK) {
            return;
        }
        State s = states.computeIfAbsent(instance, State::new);
        if (s.ended || seq < s.next) {
            return; // ended, or a record read twice (carried just before a crash)
        }
        if (seq > s.next || (s.record == null && type != KernelJournal.START && s.broken == null)) {
            if (s.later == null) {
                s.later = new TreeMap<>();
            }
            s.later.put(seq, fields.rest(type));
            return;
        }
        apply(s, type, fields);
        while (!s.ended && s.later != null && !s.later.isEmpty() && s.later.firstKey() == s.next) {
            byte[] b = s.later.pollFirstEntry().getValue();
            RecordReader again = RecordReader.of(b);
            apply(s, again.getByte(), again);
        }
    }

    private void apply(State s, int type, RecordReader f) {
        s.next++;
        if (type == KernelJournal.END) {
            s.ended = true;
            s.record = null;
            s.later = null;
            s.ready = null;
            s.dues = null;
            s.timeouts = null;
            return;
        }
        if (s.broken != null) {
            return;
        }
        current = s;
        InstanceRecord r = s.record;
        try {
            switch (type) {
                case KernelJournal.START -> start(s, f);
                case KernelJournal.DONE, KernelJournal.TAKEN -> {
                    int task = f.getVarInt();
                    int element = f.getVarInt();
                    Object[] outputs = f.getValues();
                    if (type == KernelJournal.TAKEN) {
                        r.unmail(f.getString()); // the Receive took it
                    }
                    if (outputs != null) {
                        r.instance.restoreOutputs(task, element, outputs);
                    }
                    finished(s, task, element);
                    if (s.dues != null) {
                        s.dues.remove(key(task, element));
                    }
                    r.instance.completed(task, element, this);
                }
                case KernelJournal.FAIL -> {
                    int task = f.getVarInt();
                    int element = f.getVarInt();
                    String reason = f.getString();
                    String code = f.getString();
                    if (r.instance.taskFailed(task, element, reason, code, this) < 0) {
                        finished(s, task, element);
                    }
                }
                case KernelJournal.TIMEOUT -> {
                    int task = f.getVarInt();
                    r.instance.timedOut(task, f.getVarInt(), this);
                }
                case KernelJournal.MAIL -> {
                    String name = f.getString();
                    r.mail(name, f.getValue());
                }
                case KernelJournal.TIMER -> {
                    int task = f.getVarInt();
                    int code = (int) f.getSigned();
                    if (s.dues == null) {
                        s.dues = new HashMap<>();
                    }
                    s.dues.put(key(task, code), f.getSigned());
                }
                default -> s.broken = "its journal holds a record of unknown type " + type
                        + " (written by a newer engine?)";
            }
        } catch (RuntimeException e) {
            s.broken = "replaying record " + (s.next - 1) + " failed: " + e.getMessage();
        } finally {
            current = null;
        }
    }

    private void start(State s, RecordReader f) {
        String name = f.getString();
        String version = f.getString();
        @SuppressWarnings("unchecked")
        Map<String, Object> inputs = (Map<String, Object>) f.getValue();
        CompiledComposition c = core.deployments().find(name, version);
        if (c == null || !c.version().equals(version)) {
            s.broken = "composition " + name + " " + version + " is no longer deployed (deploy it again and restart to "
                    + "recover its instances)";
            return;
        }
        Instance i = c.newInstance(s.id);
        i.setInputs(inputs);
        s.record = new InstanceRecord(i, ended, System.nanoTime(), core.kernelForNew(s.id), null,
                EngineCore.ACCEPTED);
        i.lifecycle().moveTo(InstanceState.RUNNING);
        i.start(this);
    }

    private static void finished(State s, int task, int element) {
        if (s.ready != null) {
            s.ready.computeIfPresent(key(task, element), (k, n) -> n > 1 ? n - 1 : null);
        }
    }

    // ----- Navigator: while replaying, executions are only counted -----

    @Override
    public void ready(Instance instance, int task, int element) {
        State s = current;
        if (s.ready == null) {
            s.ready = new HashMap<>();
        }
        s.ready.merge(key(task, element), 1, Integer::sum);
    }

    @Override
    public void timeout(Instance instance, int task, int generation, long dueEpochMillis) {
        State s = current;
        if (s.timeouts == null) {
            s.timeouts = new ArrayList<>();
        }
        s.timeouts.add(new long[] {task, -1 - generation, dueEpochMillis});
    }

    @Override
    public void finished(Instance instance) {
        Kernel.finish(instance);
    }
}
