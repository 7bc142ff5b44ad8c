package tutti.engine.journal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.zip.CRC32C;

/**
 * Reads a journal directory back, oldest segment first, checking every record's checksum.
 * <ul>
 * <li>A record cut short at the end of the newest segment is what a crash in the middle of a write
 * leaves: it is cut off (the file truncated there) and said.</li>
 * <li>A bad record anywhere else is damage: reading goes on from the next good record, and the
 * segment is named so that it can be kept aside; the caller learns which instances it cannot
 * trust from the gaps in their records.</li>
 * </ul>
 */
public final class JournalReader {

    /** One good record: its type, instance, sequence and fields, and where it was read. */
    public interface Visitor {
        void record(int type, long instance, int seq, RecordReader fields, long segment);
    }

    /** What reading found beside the records. */
    public record Report(List<Long> damagedSegments, long tornBytes, List<String> messages, long bytesRead, int records) {
    }

    private JournalReader() {
    }

    /**
     * Reads every segment in {@code dir}; cuts a torn tail off the newest one.
     *
     * @param log told each thing worth saying (a torn tail, damage, foreign files)
     */
    public static Report read(Path dir, Visitor visitor, Consumer<String> log) throws IOException {
        List<Long> damaged = new ArrayList<>();
        List<String> messages = new ArrayList<>();
        Consumer<String> say = m -> {
            messages.add(m);
            log.accept(m);
        };
        for (Path foreign : Segments.foreign(dir)) {
            say.accept("journal: " + foreign + " is not a journal segment (NNNNNNNNNNNN.seg); left alone");
        }
        List<Path> segments = Segments.list(dir);
        long torn = 0;
        long total = 0;
        int records = 0;
        for (int s = 0; s < segments.size(); s++) {
            Path file = segments.get(s);
            long number = Segments.number(file);
            boolean newest = s == segments.size() - 1;
            Recovering walker = new Recovering(file, number, newest, visitor, damaged, say);
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                total += walk(channel, walker);
            }
            records += walker.count;
            if (walker.tornAt >= 0) {
                long size = Files.size(file);
                torn = size - walker.tornAt;
                truncate(file, walker.tornAt);
                say.accept("journal: cut off " + torn + " bytes of a record torn by a crash at the end of " + file);
            }
        }
        return new Report(damaged.stream().distinct().toList(), torn, messages, total, records);
    }

    /**
     * Recovery's walk through one segment: each good record to the visitor; a torn tail of the
     * newest segment remembered to be cut off; anything else unreadable is damage, said and noted.
     */
    private static final class Recovering implements Walker {
        private final Path file;
        private final long number;
        private final boolean newest;
        private final Visitor visitor;
        private final List<Long> damaged;
        private final Consumer<String> say;
        /** Where the torn tail begins; -1 when there is none. */
        long tornAt = -1;
        int count;

        Recovering(Path file, long number, boolean newest, Visitor visitor, List<Long> damaged, Consumer<String> say) {
            this.file = file;
            this.number = number;
            this.newest = newest;
            this.visitor = visitor;
            this.damaged = damaged;
            this.say = say;
        }

        @Override
        public void record(byte[] bytes, int at, int length, long pos) {
            RecordReader fields = new RecordReader(bytes, at + RecordBuffer.HEADER, length);
            int type;
            long instance;
            int seq;
            try {
                type = fields.getByte();
                instance = fields.getVarLong();
                seq = fields.getVarInt();
            } catch (IllegalStateException e) {
                // Checksummed yet unreadable: written by something else. Damage, as below.
                damaged.add(number);
                say.accept("journal: " + file + " holds an unreadable record at byte " + pos + ": " + e.getMessage());
                return;
            }
            visitor.record(type, instance, seq, fields, number);
            count++;
        }

        @Override
        public boolean unreadable(long pos, long next) {
            if (next < 0 && newest) {
                tornAt = pos;
                return false;
            }
            damaged.add(number);
            say.accept("journal: " + file + " is damaged at byte " + pos + (next < 0 ? " (to its end)"
                    : " (" + (next - pos) + " bytes unreadable)") + "; it is kept in " + Segments.DAMAGED + "/ for inspection");
            return true;
        }
    }

    private static int readInt(byte[] b, int at) {
        return (b[at] & 0xff) << 24 | (b[at + 1] & 0xff) << 16 | (b[at + 2] & 0xff) << 8 | (b[at + 3] & 0xff);
    }

    private static void truncate(Path file, long size) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            c.truncate(size);
            c.force(true);
        }
    }

    /**
     * Copies the good records of one segment whose instance {@code keep} accepts, framed as they
     * were, into {@code into} (compaction carries the records of instances still running).
     *
     * @return bytes of the segment that were read
     */
    static long carry(Path segment, java.util.function.LongPredicate keep, RecordBuffer into) throws IOException {
        try (FileChannel channel = FileChannel.open(segment, StandardOpenOption.READ)) {
            return walk(channel, new Walker() {
                @Override
                public void record(byte[] bytes, int at, int length, long pos) {
                    long instance = instanceAt(bytes, at + RecordBuffer.HEADER + 1, at + RecordBuffer.HEADER + length);
                    if (instance >= 0 && keep.test(instance)) {
                        into.putFramed(bytes, at, RecordBuffer.HEADER + length, instance);
                    }
                }

                @Override
                public boolean unreadable(long pos, long next) {
                    return true; // recovery said what is damaged; compaction carries the good records around it
                }
            });
        }
    }

    /** What {@link #walk} finds in a segment, in order. */
    private interface Walker {
        /** A good record at the file's byte {@code pos}: its frame is {@code bytes[at, at + HEADER + length)}, valid during the call. */
        void record(byte[] bytes, int at, int length, long pos) throws IOException;

        /**
         * The bytes from {@code pos} are no record: {@code next} is where the next good one begins,
         * -1 when none follows. Answers whether to go on from there.
         */
        boolean unreadable(long pos, long next) throws IOException;
    }

    /**
     * Walks a segment's records a window at a time, checking each one's checksum: read whole, a
     * segment was a 64 MB array, and compaction's, once a second, set the collector's pace under
     * load. Recovery and compaction walk alike, so they agree on what is a record and what is damage.
     *
     * @return the segment's size
     */
    private static long walk(FileChannel channel, Walker walker) throws IOException {
        Window w = new Window(channel);
        long pos = 0;
        while (pos < w.size) {
            int length = w.validAt(pos);
            if (length < 0) {
                long next = w.nextValid(pos + 1);
                if (!walker.unreadable(pos, next) || next < 0) {
                    break;
                }
                pos = next;
                continue;
            }
            walker.record(w.bytes, w.offset(pos), length, pos);
            pos += RecordBuffer.HEADER + length;
        }
        return w.size;
    }

    /** The instance of a record whose body's instance field starts at {@code at}; -1 when it is unreadable. */
    private static long instanceAt(byte[] bytes, int at, int end) {
        // Read here rather than through a RecordReader: compaction would make one per record.
        long v = 0;
        for (int shift = 0; shift < 64 && at < end; shift += 7) {
            int b = bytes[at++];
            v |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return v;
            }
        }
        return -1;
    }

    /** Part of a segment in memory: the bytes from {@code base}, read again further on as records need. */
    private static final class Window {
        private static final int SIZE = 1 << 18;
        final FileChannel channel;
        final long size;
        byte[] bytes = new byte[SIZE];
        final CRC32C crc = new CRC32C();
        long base;
        int length;

        Window(FileChannel channel) throws IOException {
            this.channel = channel;
            this.size = channel.size();
        }

        /** Where the file's byte {@code pos} is in {@link #bytes}; valid after {@link #has}. */
        int offset(long pos) {
            return (int) (pos - base);
        }

        /** Whether the file's bytes [pos, pos + n) are in the window, read in when they are not (false past the end). */
        boolean has(long pos, int n) throws IOException {
            if (pos + n > size) {
                return false;
            }
            if (pos >= base && pos + n <= base + length) {
                return true;
            }
            if (n > bytes.length) {
                bytes = new byte[Math.max(n, bytes.length * 2)];
            }
            base = pos;
            length = 0;
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(bytes, 0, (int) Math.min(bytes.length, size - pos));
            while (b.hasRemaining()) {
                int read = channel.read(b, pos + b.position());
                if (read < 0) {
                    break;
                }
            }
            length = b.position();
            return pos + n <= base + length;
        }

        /** The body length of a good record at {@code pos}, or -1. */
        int validAt(long pos) throws IOException {
            if (!has(pos, RecordBuffer.HEADER)) {
                return -1;
            }
            int len = readInt(bytes, offset(pos));
            if (len < 3 || len > size - pos - RecordBuffer.HEADER || !has(pos, RecordBuffer.HEADER + len)) {
                return -1;
            }
            int at = offset(pos);
            crc.reset();
            crc.update(bytes, at + RecordBuffer.HEADER, len);
            return (int) crc.getValue() == readInt(bytes, at + 4) ? len : -1;
        }

        long nextValid(long from) throws IOException {
            for (long p = from; p + RecordBuffer.HEADER < size; p++) {
                if (validAt(p) >= 0) {
                    return p;
                }
            }
            return -1;
        }
    }
}
