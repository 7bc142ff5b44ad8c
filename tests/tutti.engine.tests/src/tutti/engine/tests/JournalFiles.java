package tutti.engine.tests;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds and damages records in a journal's segments, as a disk fault would. */
final class JournalFiles {

    private JournalFiles() {
    }

    /** Flips a byte in the body of the START record (type 1) of an instance; answers the segment it was in. */
    static Path damageStart(Path journal, long instance) throws Exception {
        for (Path seg : RecoveryTest.segments(journal)) {
            byte[] b = Files.readAllBytes(seg);
            int pos = 0;
            while (pos + 8 < b.length) {
                int length = (b[pos] & 0xff) << 24 | (b[pos + 1] & 0xff) << 16 | (b[pos + 2] & 0xff) << 8 | (b[pos + 3] & 0xff);
                int body = pos + 8;
                long id = 0;
                int at = body + 1;
                for (int shift = 0;; shift += 7) {
                    int x = b[at++] & 0xff;
                    id |= (long) (x & 0x7f) << shift;
                    if ((x & 0x80) == 0) {
                        break;
                    }
                }
                if (b[body] == 1 && id == instance) {
                    b[body + length - 1] ^= 0x5a;
                    Files.write(seg, b);
                    return seg;
                }
                pos = body + length;
            }
        }
        throw new AssertionError("no START record of instance " + instance + " in " + journal);
    }
}
