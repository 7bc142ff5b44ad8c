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
     * were, into {@code into} (compaction carries the records of instances still running).
     *
     * @return bytes of the segment that were read
     */
    static long carry(Path segment, java.util.function.LongPredicate keep, RecordBuffer into) throws IOException {
        byte[] bytes = Files.readAllBytes(segment);
        int pos = 0;
        while (pos < bytes.length) {
            int length = validAt(bytes, pos);
            if (length < 0) {
                int next = nextValid(bytes, pos + 1);
                if (next < 0) {
                    break;
                }
                pos = next;
                continue;
            }
            RecordReader fields = new RecordReader(bytes, pos + RecordBuffer.HEADER, length);
            try {
                fields.getByte();
                if (keep.test(fields.getVarLong())) {
                    into.putFramed(bytes, pos, RecordBuffer.HEADER + length);
                }
            } catch (IllegalStateException e) {
                // unreadable: nothing to carry
            }
            pos += RecordBuffer.HEADER + length;
        }
        return bytes.length;
    }
}
