package tutti.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.engine.journal.Journal;
import tutti.engine.journal.JournalReader;
import tutti.engine.journal.RecordBuffer;
import tutti.engine.journal.RecordReader;
import tutti.engine.journal.Unkept;

/** The journal's files: records and values read back as written; torn tails, damage, compaction. */
class JournalTest {

    @TempDir
    Path dir;

    private static final Journal.Settings SMALL = new Journal.Settings(Duration.ofMillis(1), 4096);

    /** One record per instance 1..n: type 1, sequence 0, the instance's number as a string. */
    private static void write(Journal j, long from, long to) throws Exception {
        RecordBuffer b = new RecordBuffer(256);
        for (long i = from; i <= to; i++) {
            b.begin(1, i, 0).putString("instance " + i).end();
        }
        j.append(b);
        j.sync();
    }

    private record Read(int type, long instance, int seq, String text) {
    }

    private List<Read> readAll(List<String> messages) throws Exception {
        List<Read> out = new ArrayList<>();
        JournalReader.read(dir, (type, instance, seq, fields, segment) -> {
            if (type != Journal.MARK) {
                out.add(new Read(type, instance, seq, fields.getString()));
            }
        }, messages::add);
        return out;
    }

    @Test
    void valuesComeBackAsTheyWereWritten() {
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("list", List.of(1, 2L, -3.5, "four", List.of()));
        nested.put("none", null);
        nested.put("yes", true);
        nested.put("char", 'c');
        nested.put("unicode", "gr\u00fc\u00df \ud83d\ude00");
        Object[] values = {Integer.MIN_VALUE, Long.MAX_VALUE, 1.5f, (short) -7, (byte) 3, nested, new StringBuilder("kept as text")};
        RecordBuffer b = new RecordBuffer(16);
        b.begin(2, 1L << 40, 300).putValue(values).end();
        byte[] body = java.util.Arrays.copyOfRange(bytes(b), 8, b.size());
        RecordReader r = RecordReader.of(body);
        assertEquals(2, r.getByte());
        assertEquals(1L << 40, r.getVarLong());
        assertEquals(300, r.getVarInt());
        Object[] back = r.getValues();
        assertArrayEquals(new Object[] {Integer.MIN_VALUE, Long.MAX_VALUE, 1.5f, (short) -7, (byte) 3, nested,
            new Unkept("java.lang.StringBuilder", "kept as text")}, back);
        assertTrue(String.valueOf(back[6]).contains("cannot keep"), "an object that is not data is named, not kept");
    }

    private static byte[] bytes(RecordBuffer b) {
        return b.copy();
    }

    @Test
    void aRecordWhoseValueFailedIsDroppedAndTheNextOneIsWhole() throws Exception {
        java.util.List<Object> cycle = new java.util.ArrayList<>();
        cycle.add(cycle);
        RecordBuffer b = new RecordBuffer(64);
        try {
            b.begin(2, 1, 0).putValue(cycle);
            throw new AssertionError("a list that holds itself cannot be written");
        } catch (StackOverflowError expected) {
            // the Kernel fails that instance and goes on
        }
        b.begin(1, 2, 0).putString("instance 2").end();
        try (Journal j = Journal.open(dir, Journal.Settings.defaults(), m -> { })) {
            j.append(b);
            j.sync();
        }
        List<String> messages = new ArrayList<>();
        assertEquals(List.of(new Read(1, 2, 0, "instance 2")), readAll(messages));
        assertEquals(List.of(), messages);
    }

    @Test
    void recordsAreReadBackInOrderAcrossSegments() throws Exception {
        try (Journal j = Journal.open(dir, SMALL, m -> { })) {
            for (int k = 0; k < 20; k++) {
                write(j, k * 50L + 1, k * 50L + 50);
            }
            assertTrue(j.segments() > 3, "4 KB segments roll: " + j.segments());
        }
        List<String> messages = new ArrayList<>();
        List<Read> read = readAll(messages);
        assertEquals(1000, read.size());
        for (int i = 0; i < 1000; i++) {
            assertEquals(i + 1, read.get(i).instance());
            assertEquals("instance " + (i + 1), read.get(i).text());
        }
        assertEquals(List.of(), messages);
    }

    @Test
    void aTornLastRecordIsCutOffAndSaid() throws Exception {
        try (Journal j = Journal.open(dir, Journal.Settings.defaults(), m -> { })) {
            write(j, 1, 10);
        }
        Path last = newest();
        long good = Files.size(last);
        RecordBuffer b = new RecordBuffer(64);
        b.begin(1, 11, 0).putString("instance 11").end();
        byte[] whole = java.util.Arrays.copyOf(bytes(b), b.size());
        Files.write(last, java.util.Arrays.copyOf(whole, whole.length - 5), java.nio.file.StandardOpenOption.APPEND);
        List<String> messages = new ArrayList<>();
        assertEquals(10, readAll(messages).size());
        assertEquals(good, Files.size(last), "the torn record is cut off the file");
        assertTrue(messages.stream().anyMatch(m -> m.contains("cut off " + (whole.length - 5) + " bytes")), messages.toString());
        messages.clear();
        assertEquals(10, readAll(messages).size());
        assertEquals(List.of(), messages, "once cut, the journal reads clean");
    }

    @Test
    void aDamagedRecordInTheMiddleCostsOnlyItself() throws Exception {
        try (Journal j = Journal.open(dir, Journal.Settings.defaults(), m -> { })) {
            write(j, 1, 100);
        }
        Path seg = newest();
        byte[] bytes = Files.readAllBytes(seg);
        int at = indexOf(bytes, "instance 50".getBytes());
        bytes[at + 3] ^= 0x40;
        Files.write(seg, bytes);
        List<String> messages = new ArrayList<>();
        List<Read> read = readAll(messages);
        assertEquals(99, read.size(), "the records after the damage are read");
        assertTrue(read.stream().noneMatch(r -> r.instance() == 50));
        assertTrue(read.stream().anyMatch(r -> r.instance() == 100));
        assertTrue(messages.stream().anyMatch(m -> m.contains("is damaged at byte") && m.contains(seg.getFileName().toString())),
                messages.toString());
        assertEquals(bytes.length, Files.size(seg), "a damaged segment is not cut");
    }

    @Test
    void compactionCarriesLiveRecordsAndDeletesSpentSegments() throws Exception {
        java.util.Set<Long> live = java.util.concurrent.ConcurrentHashMap.newKeySet();
        try (Journal j = Journal.open(dir, SMALL, m -> { })) {
            for (int k = 0; k < 40; k++) {
                write(j, k * 50L + 1, k * 50L + 50);
            }
            live.add(7L);
            live.add(1234L);
            int before = j.segments();
            while (j.compactOldest(live::contains, () -> Long.MIN_VALUE, false)) {
                // until only what is live is left behind the head
            }
            assertTrue(j.segments() < before / 4, before + " segments before, " + j.segments() + " after");
            assertTrue(j.compactions() > 0);
        }
        List<Read> read = readAll(new ArrayList<>());
        assertTrue(read.stream().anyMatch(r -> r.instance() == 7), "carried");
        assertTrue(read.stream().anyMatch(r -> r.instance() == 1234), "carried");
        assertTrue(read.size() < 1000, "spent records are gone: " + read.size());
    }

    @Test
    void aSegmentOfInstancesOlderThanEveryRunningOneIsDeletedUnread() throws Exception {
        List<Long> asked = java.util.Collections.synchronizedList(new ArrayList<>());
        java.util.function.LongPredicate live = id -> {
            asked.add(id);
            return id == 1234;
        };
        try (Journal j = Journal.open(dir, SMALL, m -> { })) {
            for (int k = 0; k < 40; k++) {
                write(j, k * 50L + 1, k * 50L + 50);
            }
            int before = j.segments();
            while (j.compactOldest(live, () -> 1234, false)) {
                // until the segment of instance 1234, which is read
            }
            assertTrue(j.segments() < before / 2, before + " segments before, " + j.segments() + " after");
            assertFalse(asked.isEmpty(), "the segment holding a running instance is read");
            assertTrue(asked.stream().allMatch(id -> id > 1100), "segments of older instances only are not read: " + asked);
        }
        assertTrue(readAll(new ArrayList<>()).stream().anyMatch(r -> r.instance() == 1234), "carried");
        // Segments found on disk say nothing of their instances: they are read.
        asked.clear();
        try (Journal j = Journal.open(dir, SMALL, m -> { })) {
            j.compactOldest(live, () -> Long.MAX_VALUE, false);
            assertFalse(asked.isEmpty(), "a segment from before is read");
        }
    }

    @Test
    void aSegmentFoundMostlyRunningIsNotReadAgainAtOnceButIsOnceItsInstancesEnd() throws Exception {
        java.util.Set<Long> live = java.util.concurrent.ConcurrentHashMap.newKeySet();
        try (Journal j = Journal.open(dir, SMALL, m -> { })) {
            for (int k = 0; k < 4; k++) {
                write(j, k * 200L + 1, k * 200L + 200);
            }
            for (long id = 1; id <= 800; id++) {
                live.add(id);
            }
            int before = j.segments();
            java.util.concurrent.atomic.AtomicInteger looks = new java.util.concurrent.atomic.AtomicInteger();
            java.util.function.LongPredicate counting = id -> {
                looks.incrementAndGet();
                return live.contains(id);
            };
            assertFalse(j.compactOldest(counting, () -> Long.MIN_VALUE, false), "all of it runs: nothing to compact");
            int firstLook = looks.get();
            assertTrue(firstLook > 0);
            assertFalse(j.compactOldest(counting, () -> Long.MIN_VALUE, false));
            assertEquals(firstLook, looks.get(), "read a moment ago: not read again yet");
            live.clear();
            Thread.sleep(1100);
            assertTrue(j.compactOldest(counting, () -> Long.MIN_VALUE, false), "a second later it is read again, and it is spent");
            assertTrue(j.segments() < before, before + " segments before, " + j.segments() + " after");
        }
    }

    @Test
    void aDamagedSegmentIsSetAsideWithItsLiveRecordsCarried() throws Exception {
        try (Journal j = Journal.open(dir, Journal.Settings.defaults(), m -> { })) {
            write(j, 1, 10);
        }
        Path damaged = newest();
        try (Journal j = Journal.open(dir, Journal.Settings.defaults(), m -> { })) {
            Path aside = j.setAside(tutti.engine.tests.JournalTest.number(damaged), id -> id == 3);
            assertTrue(Files.exists(aside) && aside.getParent().getFileName().toString().equals("damaged"), aside.toString());
            assertTrue(Files.notExists(damaged));
        }
        List<Read> read = readAll(new ArrayList<>());
        assertEquals(1, read.size());
        assertEquals(3, read.get(0).instance());
    }

    @Test
    void compactionReadsASegmentInPartsAndCarriesRecordsLargerThanAPartAndPastDamage() throws Exception {
        // Records of many sizes, one far larger than the part the compactor reads at a time.
        java.util.Map<Long, String> texts = new java.util.HashMap<>();
        try (Journal j = Journal.open(dir, new Journal.Settings(Duration.ofMillis(1), 64L << 20), m -> { })) {
            RecordBuffer b = new RecordBuffer(1 << 20);
            for (long i = 1; i <= 3000; i++) {
                String text = "instance " + i + " " + (i == 1500 ? "y".repeat(600_000) : "x".repeat((int) (i * 37 % 700)));
                texts.put(i, text);
                b.begin(1, i, 0).putString(text).end();
            }
            j.append(b);
            j.sync();
        }
        Path segment = newest();
        byte[] bytes = Files.readAllBytes(segment);
        bytes[indexOf(bytes, "instance 2001 ".getBytes(java.nio.charset.StandardCharsets.US_ASCII)) + 3] ^= 0x55;
        Files.write(segment, bytes);
        java.util.function.LongPredicate live = id -> id % 7 == 0 || id == 1500 || id == 2001;
        try (Journal j = Journal.open(dir, Journal.Settings.defaults(), m -> { })) {
            j.setAside(number(segment), live);
        }
        List<Read> read = readAll(new ArrayList<>());
        List<Long> expected = new ArrayList<>();
        for (long i = 1; i <= 3000; i++) {
            if ((i % 7 == 0 || i == 1500) && i != 2001) {
                expected.add(i);
            }
        }
        assertEquals(expected, read.stream().map(Read::instance).toList(), "the live records, in order, the damaged one left out");
        for (Read r : read) {
            assertEquals(texts.get(r.instance()), r.text());
        }
    }

    static long number(Path segment) {
        return Long.parseLong(segment.getFileName().toString().replace(".seg", ""));
    }

    private Path newest() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".seg")).filter(p -> {
                try {
                    return Files.size(p) > 0;
                } catch (java.io.IOException e) {
                    return false;
                }
            }).sorted().reduce((a, b) -> b).orElseThrow();
        }
    }

    private static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int k = 0; k < needle.length; k++) {
                if (hay[i + k] != needle[k]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }
}
