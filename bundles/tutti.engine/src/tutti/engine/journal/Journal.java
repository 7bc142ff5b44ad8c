package tutti.engine.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.LongPredicate;

/**
 * The writing side of a journal: records appended by any thread are written to the newest segment
 * and made durable together (group commit: one {@code fsync} per commit interval at most, however
 * many records came), after which the listeners hear how far the journal is durable. Records may
 * come encoded ({@link RecordBuffer}) or as {@link Records} that the writer encodes on its own
 * thread, which spares the thread that made them (a Kernel) the work. Segments are
 * sealed at a size, and a compactor carries the records of instances still running out of the
 * oldest one so that it can be deleted.
 */
public final class Journal implements AutoCloseable {

    /**
     * @param commitInterval how long the writer gathers records before one {@code fsync}
     * @param segmentBytes   the size at which a segment is sealed and a new one begun
     * @param hold           how long a Kernel keeps back the records of an instance nobody was
     *                       told of yet (a batch's, a sub-composition's): one that ends sooner is
     *                       never written; zero writes every instance's records at once
     */
    public record Settings(Duration commitInterval, long segmentBytes, Duration hold) {
        public static final Duration DEFAULT_COMMIT = Duration.ofMillis(2);
        public static final long DEFAULT_SEGMENT = 64L << 20;
        public static final Duration DEFAULT_HOLD = Duration.ofMillis(50);

        public Settings {
            if (commitInterval.isNegative() || commitInterval.compareTo(Duration.ofSeconds(1)) > 0) {
                throw new IllegalArgumentException("the commit interval is " + commitInterval.toMillis()
                        + " ms: give 0 to 1000 ms (a few ms gathers many records into one fsync)");
            }
            if (segmentBytes < 4096) {
                throw new IllegalArgumentException("journal segments of " + segmentBytes + " bytes are too small: give 4096 or more");
            }
            if (hold.isNegative() || hold.compareTo(Duration.ofSeconds(10)) > 0) {
                throw new IllegalArgumentException("the hold is " + hold.toMillis()
                        + " ms: give 0 to 10000 ms (longer than most instances live, so that they are never written)");
            }
        }

        public Settings(Duration commitInterval, long segmentBytes) {
            this(commitInterval, segmentBytes, DEFAULT_HOLD);
        }

        public static Settings defaults() {
            return new Settings(DEFAULT_COMMIT, DEFAULT_SEGMENT);
        }
    }

    /** Hears the writer's progress, on the writer's thread: keep it short. */
    public interface Listener {
        /** Everything appended up to {@code position} is on disk. */
        void durable(long position);

        /** A write or fsync failed: what was appended since the last durable position is not on disk. */
        void failed(IOException e);
    }

    /**
     * The type of a record that only says how far instance ids have gone (its instance field): one
     * opens every segment, so that ids are never given twice even once compaction has removed
     * every record of the instances that had them.
     */
    public static final int MARK = 10;

    /** Records the writer encodes when it comes to them, in the order they were appended. */
    public interface Records {
        /** On the writer's thread: appends the records, framed, to {@code into}; they are no longer the appender's. */
        void writeTo(RecordBuffer into);
    }

    /** Records appended encoded: a copy, since the appender goes on with its buffer. */
    private record Copied(byte[] bytes, long highest) implements Records {
        @Override
        public void writeTo(RecordBuffer into) {
            into.putFramed(bytes, 0, bytes.length, highest);
        }
    }

    /**
     * A sealed segment: its number and size, and the highest instance it has records of
     * (Long.MAX_VALUE when not known: a segment found on disk).
     */
    private record Sealed(long number, long size, long highest) {
    }

    private final Path dir;
    private final Settings settings;
    private final Consumer<String> log;
    private final Object lock = new Object();
    /** What was appended and not yet taken by the writer. Guarded by lock. */
    private java.util.ArrayList<Records> pending = new java.util.ArrayList<>();
    /** The writer's: the list it took last, emptied, to swap with {@link #pending} next time. */
    private java.util.ArrayList<Records> taken = new java.util.ArrayList<>();
    /** The writer's: encoded records to write, kept when a write failed to be written again. */
    private final RecordBuffer writing = new RecordBuffer(1 << 16);
    /** Appends since the journal was opened: a position is the number of appends up to it. Guarded by lock. */
    private long appended;
    private volatile long durable;
    private volatile IOException failure;
    private final Object durability = new Object();
    private FileChannel channel;
    private long segment;
    private long segmentSize;
    /** The highest instance the segment being written has records of. */
    private long segmentHighest = -1;
    private final ArrayDeque<Sealed> sealed = new ArrayDeque<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private volatile boolean closed;
    private final Thread writer;
    private volatile Thread compactor;
    private volatile long bytesWritten;
    private volatile long compactions;
    private static final long FIRST_LOOK_INTERVAL = java.util.concurrent.TimeUnit.SECONDS.toNanos(1);
    private static final long MAX_LOOK_INTERVAL = java.util.concurrent.TimeUnit.SECONDS.toNanos(64);
    /** The oldest segment as last read by compaction (found mostly running), and when to read it again. */
    private long mostlyLive = -1;
    private long lookAgain;
    private long lookInterval = FIRST_LOOK_INTERVAL;
    private volatile java.util.function.LongSupplier ids;
    /**
     * Ids given ahead of time: the writer keeps a mark this far above the ids given, so an instance
     * none of whose records is written (it ended while held) needs nothing on disk before its result.
     */
    static final long ID_RESERVE = 1 << 16;
    /** The writer's: the highest id a mark it wrote reserves; and how far such marks are on disk. */
    private long idsReserved = -1;
    private volatile long idsDurable = -1;

    private Journal(Path dir, Settings settings, Consumer<String> log) throws IOException {
        this.dir = dir;
        this.settings = settings;
        this.log = log;
        Segments.createPrivate(dir);
        for (Path existing : Segments.list(dir)) {
            sealed.add(new Sealed(Segments.number(existing), Files.size(existing), Long.MAX_VALUE));
        }
        segment = sealed.isEmpty() ? 1 : sealed.getLast().number() + 1;
        channel = Segments.create(Segments.path(dir, segment));
        syncDirectory();
        writer = new Thread(this::writeLoop, "journal-writer");
        writer.setDaemon(true);
        writer.start();
    }

    /**
     * Opens a journal for writing after it has been read ({@link JournalReader}): new records go to
     * a new segment, the existing ones stay until compaction finds them spent.
     */
    public static Journal open(Path dir, Settings settings, Consumer<String> log) throws IOException {
        return new Journal(dir, settings, log);
    }

    public Path directory() {
        return dir;
    }

    public Settings settings() {
        return settings;
    }

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    /**
     * Appends the buffer's records (and leaves the buffer as it was); they are durable once
     * {@link #durable()} reaches the position answered.
     */
    public long append(RecordBuffer records) {
        return records.isEmpty() ? appended() : append(new Copied(records.copy(), records.highest()));
    }

    /**
     * Appends records the writer encodes on its thread; durable once {@link #durable()} reaches the
     * position answered. The caller must not touch them again (they say when they are free).
     */
    public long append(Records records) {
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("the journal is closed");
            }
            boolean wake = pending.isEmpty();
            pending.add(records);
            appended++;
            if (wake) {
                lock.notifyAll();
            }
            return appended;
        }
    }

    /** The position of everything appended so far. */
    public long appended() {
        synchronized (lock) {
            return appended;
        }
    }

    /** How far the journal is on disk, as a position {@link #append} answers. */
    public long durable() {
        return durable;
    }

    /** The last write's failure while the journal cannot write, else null. */
    public IOException failure() {
        return failure;
    }

    /** Bytes written to segments since the journal was opened (carried records included). */
    public long bytesWritten() {
        return bytesWritten;
    }

    public long compactions() {
        return compactions;
    }

    /** Waits until everything appended so far is on disk. */
    public void sync() throws IOException {
        long target;
        synchronized (lock) {
            target = appended;
        }
        synchronized (durability) {
            while (durable < target) {
                if (failure != null) {
                    throw failure;
                }
                if (closed && !writer.isAlive()) {
                    throw new IOException("the journal closed before it was written");
                }
                try {
                    durability.wait(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while waiting for the journal");
                }
            }
        }
    }

    /** How long the writer waits before it tries again to write what it could not. */
    private static final long RETRY_MILLIS = 200;

    private void writeLoop() {
        long intervalNanos = settings.commitInterval().toNanos();
        long lastStart = System.nanoTime() - intervalNanos;
        while (true) {
            long target;
            synchronized (lock) {
                // What could not be written (writing) is tried again, with what came since.
                while (pending.isEmpty() && writing.isEmpty() && !closed) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (pending.isEmpty() && writing.isEmpty()) {
                    return; // closed, and everything is written
                }
                if (failure != null) {
                    if (closed) {
                        return; // nothing more can be done: what is not on disk was never acknowledged
                    }
                    try {
                        lock.wait(RETRY_MILLIS);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            // Gather what else comes within the interval into the same fsync.
            long wait = lastStart + intervalNanos - System.nanoTime();
            if (wait > 0 && !closed) {
                LockSupport.parkNanos(wait);
            }
            lastStart = System.nanoTime();
            java.util.ArrayList<Records> batch;
            synchronized (lock) {
                batch = pending;
                pending = taken;
                target = appended;
            }
            // Encoded here, outside the lock: appenders go on meanwhile. After a failed write,
            // what it could not write is still in front of these.
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).writeTo(writing);
            }
            batch.clear();
            taken = batch;
            long reserving = reserveIds();
            try {
                write(writing);
                writing.clear();
                if (failure != null) {
                    log.accept("journal: writing again to " + Segments.path(dir, segment));
                }
                failure = null;
                idsDurable = Math.max(idsDurable, reserving);
                durable = target;
                for (Listener l : listeners) {
                    l.durable(target);
                }
            } catch (IOException e) {
                if (failure == null) {
                    log.accept("journal: cannot write " + Segments.path(dir, segment) + ": " + e.getMessage()
                            + "; requests that change instances are refused (507) until it can");
                }
                failure = e;
                for (Listener l : listeners) {
                    l.failed(e);
                }
            } finally {
                synchronized (durability) {
                    durability.notifyAll();
                }
            }
        }
    }

    /**
     * Marks ids reserved far enough ahead of those given (every instance that ended before this
     * write has its id given by now); the reservation this write makes durable, or what was already.
     */
    private long reserveIds() {
        java.util.function.LongSupplier given = ids;
        if (given != null) {
            long last = given.getAsLong();
            if (last > idsReserved - ID_RESERVE / 2) {
                idsReserved = last + ID_RESERVE;
                writing.begin(MARK, idsReserved, 0).end();
            }
        }
        return idsReserved;
    }

    /**
     * Ids up to this one are on disk as given (a mark reserves them): a restart never gives them
     * again. -1 before the engine gave its ids to {@link #markIds}.
     */
    public long idsDurable() {
        return idsDurable;
    }

    private void write(RecordBuffer records) throws IOException {
        if (segmentSize > 0 && segmentSize + records.size() > settings.segmentBytes()) {
            roll();
        }
        ByteBuffer b = ByteBuffer.wrap(records.array(), 0, records.size());
        try {
            while (b.hasRemaining()) {
                channel.write(b);
            }
            channel.force(false);
        } catch (IOException e) {
            // Nothing half-written stays: the segment ends where its last whole write did, and the
            // records are written again, whole, once the disk takes them.
            try {
                channel.truncate(segmentSize);
                channel.position(segmentSize);
            } catch (IOException ignored) {
                // The reader cuts a torn tail off anyway.
            }
            throw e;
        }
        segmentSize += records.size();
        segmentHighest = Math.max(segmentHighest, records.highest());
        bytesWritten += records.size();
    }

    private void roll() throws IOException {
        // The next segment first: when it cannot be made, the journal goes on as it was.
        FileChannel next = Segments.create(Segments.path(dir, segment + 1));
        channel.force(true);
        channel.close();
        synchronized (sealed) {
            sealed.add(new Sealed(segment, segmentSize, segmentHighest));
        }
        segment++;
        segmentSize = 0;
        segmentHighest = -1;
        channel = next;
        syncDirectory();
        java.util.function.LongSupplier highest = ids;
        if (highest != null) {
            // The reservation too: the segment that holds its mark may be compacted away first.
            RecordBuffer mark = mark(Math.max(highest.getAsLong(), idsReserved));
            ByteBuffer b = ByteBuffer.wrap(mark.array(), 0, mark.size());
            while (b.hasRemaining()) {
                channel.write(b);
            }
            segmentSize += mark.size();
        }
    }

    private static RecordBuffer mark(long highestId) {
        RecordBuffer b = new RecordBuffer(32);
        b.begin(MARK, highestId, 0).end();
        return b;
    }

    /** Marks how far ids have gone now and at the start of every later segment. */
    public void markIds(java.util.function.LongSupplier highestId) {
        this.ids = highestId;
        append(mark(highestId.getAsLong()));
    }

    private void syncDirectory() throws IOException {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        }
    }

    /**
     * Starts compacting: every {@code period} the oldest sealed segment is read; when at most half
     * of it belongs to instances {@code live} still holds (or many segments are sealed), those
     * records are appended anew and the segment is deleted. A segment whose instances are all
     * older than {@code oldestLive} (the lowest id running, Long.MAX_VALUE when none is) holds
     * nothing running and is deleted without being read.
     */
    public void compactWhile(LongPredicate live, java.util.function.LongSupplier oldestLive, Duration period) {
        Thread t = new Thread(() -> {
            while (!closed) {
                LockSupport.parkNanos(period.toNanos());
                try {
                    while (!closed && compactOldest(live, oldestLive, false)) {
                        // one more: the next oldest may be spent too
                    }
                } catch (IOException e) {
                    // Closing the journal closes the files under a compaction in progress: nothing to tell then.
                    if (!closed) {
                        log.accept("journal: compaction stopped for now: "
                                + (e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName()));
                    }
                }
            }
        }, "journal-compactor");
        t.setDaemon(true);
        compactor = t;
        t.start();
    }

    /**
     * Carries the live records of the oldest sealed segment forward and deletes it, when that is
     * worth it or {@code always}; true when a segment went. One whose instances are all below
     * {@code oldestLive} is deleted unread: ids are given in order, so under load that is every
     * segment but the newest few, where reading each one whole cost a tenth of a core.
     */
    public boolean compactOldest(LongPredicate live, java.util.function.LongSupplier oldestLive, boolean always)
            throws IOException {
        Sealed oldest;
        int count;
        synchronized (sealed) {
            oldest = sealed.peekFirst();
            count = sealed.size();
        }
        if (oldest == null) {
            return false;
        }
        // Asked after the segment was sealed: an instance with records in it was running by then, so
        // if it still runs, the look sees it.
        if (oldest.highest() < oldestLive.getAsLong()) {
            delete(oldest);
            return true;
        }
        long now = System.nanoTime();
        if (!always && count <= 8 && oldest.number() == mostlyLive && now < lookAgain) {
            return false; // read lately and found mostly running: not read again yet
        }
        Path file = Segments.path(dir, oldest.number());
        RecordBuffer carried = new RecordBuffer(1 << 12);
        long size = JournalReader.carry(file, live, carried);
        if (!always && carried.size() > size / 2 && count <= 8) {
            // Mostly instances still running: wait until more have ended. Instances that wait for
            // hours would otherwise have the same segment read, checked and dropped every second;
            // each look at it that finds it so waits twice as long, up to a minute.
            lookInterval = oldest.number() == mostlyLive ? Math.min(2 * lookInterval, MAX_LOOK_INTERVAL) : FIRST_LOOK_INTERVAL;
            mostlyLive = oldest.number();
            lookAgain = now + lookInterval;
            return false;
        }
        carry(carried);
        delete(oldest);
        return true;
    }

    private void delete(Sealed segment) throws IOException {
        Files.deleteIfExists(Segments.path(dir, segment.number()));
        syncDirectory();
        synchronized (sealed) {
            sealed.remove(segment);
        }
        compactions++;
    }

    /**
     * Moves a damaged segment aside (into {@code damaged/}) once the good records of instances
     * {@code live} holds are carried into the journal, so that nothing running depends on it.
     */
    public Path setAside(long number, LongPredicate live) throws IOException {
        Path file = Segments.path(dir, number);
        RecordBuffer carried = new RecordBuffer(1 << 12);
        JournalReader.carry(file, live, carried);
        carry(carried);
        Path aside = dir.resolve(Segments.DAMAGED);
        Files.createDirectories(aside);
        Path target = aside.resolve(file.getFileName());
        Files.move(file, target, StandardCopyOption.REPLACE_EXISTING);
        syncDirectory();
        synchronized (sealed) {
            sealed.removeIf(s -> s.number() == number);
        }
        return target;
    }

    private void carry(RecordBuffer records) throws IOException {
        if (!records.isEmpty()) {
            append(records);
        }
        sync();
    }

    /** Segments on disk now, the one being written included. */
    public int segments() {
        synchronized (sealed) {
            return sealed.size() + 1;
        }
    }

    /** Writes what was appended, then stops. */
    @Override
    public void close() throws IOException {
        synchronized (lock) {
            closed = true;
            lock.notifyAll();
        }
        Thread c = compactor;
        if (c != null) {
            c.interrupt();
        }
        try {
            writer.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (durability) {
            durability.notifyAll();
        }
        channel.close();
    }
}
