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
            byte[] bytes = Files.readAllBytes(file);
            total += bytes.length;
            boolean newest = s == segments.size() - 1;
            int pos = 0;
            while (pos < bytes.length) {
                int length = validAt(bytes, pos);
                if (length < 0) {
                    int next = nextValid(bytes, pos + 1);
                    if (next < 0 && newest) {
                        torn = bytes.length - pos;
                        truncate(file, pos);
                        say.accept("journal: cut off " + torn + " bytes of a record torn by a crash at the end of " + file);
                        break;
                    }
                    damaged.add(number);
                    say.accept("journal: " + file + " is damaged at byte " + pos + (next < 0 ? " (to its end)"
                            : " (" + (next - pos) + " bytes unreadable)") + "; it is kept in " + Segments.DAMAGED
                            + "/ for inspection");
                    if (next < 0) {
                        break;
                    }
                    pos = next;
                    continue;
                }
                RecordReader fields = new RecordReader(bytes, pos + RecordBuffer.HEADER, length);
                int type;
                long instance;
                int seq;
                try {
                    type = fields.getByte();
                    instance = fields.getVarLong();
                    seq = fields.getVarInt();
                } catch (IllegalStateException e) {
                    // Checksummed yet unreadable: written by something else. Damage, as above.
                    damaged.add(number);
                    say.accept("journal: " + file + " holds an unreadable record at byte " + pos + ": " + e.getMessage());
                    pos += RecordBuffer.HEADER + length;
                    continue;
                }
                visitor.record(type, instance, seq, fields, number);
                records++;
                pos += RecordBuffer.HEADER + length;
            }
        }
        return new Report(damaged.stream().distinct().toList(), torn, messages, total, records);
    }

    /** The body length of a good record at {@code pos}, or -1. */
    static int validAt(byte[] bytes, int pos) {
        if (pos + RecordBuffer.HEADER > bytes.length) {
            return -1;
        }
        int length = readInt(bytes, pos);
        // The smallest body is a type, an instance and a sequence: three bytes.
        if (length < 3 || length > bytes.length - pos - RecordBuffer.HEADER) {
            return -1;
        }
        CRC32C crc = new CRC32C();
        crc.update(bytes, pos + RecordBuffer.HEADER, length);
        return (int) crc.getValue() == readInt(bytes, pos + 4) ? length : -1;
    }

    private static int nextValid(byte[] bytes, int from) {
        for (int p = from; p + RecordBuffer.HEADER < bytes.length; p++) {
            if (validAt(bytes, p) >= 0) {
                return p;
            }
        }
        return -1;
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
     * were, into {@code into} (compaction carries the records of instances still running). The
     * segment is read a window at a time: read whole, every segment compacted was a 64 MB array,
     * and that garbage once a second set the collector's pace under load.
     *
     * @return bytes of the segment that were read
     */
    static long carry(Path segment, java.util.function.LongPredicate keep, RecordBuffer into) throws IOException {
        try (FileChannel channel = FileChannel.open(segment, StandardOpenOption.READ)) {
            Window w = new Window(channel);
            long pos = 0;
            while (pos < w.size) {
                int length = w.validAt(pos);
                if (length < 0) {
                    long next = w.nextValid(pos + 1);
                    if (next < 0) {
                        break;
                    }
                    pos = next;
                    continue;
                }
                int at = w.offset(pos) + RecordBuffer.HEADER;
                long instance = w.instanceAt(at + 1, at + length);
                if (instance >= 0 && keep.test(instance)) {
                    into.putFramed(w.bytes, at - RecordBuffer.HEADER, RecordBuffer.HEADER + length, instance);
                }
                pos += RecordBuffer.HEADER + length;
            }
            return w.size;
        }
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

        /** The instance of the record whose body's instance field starts at {@code at}; -1 when it is unreadable. */
        long instanceAt(int at, int end) {
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
    }
}
