package tutti.engine.core;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Where a core counts the ids it gives its instances: in memory, or in a file mapped into memory.
 * A replica that takes instances on a shared port counts in a file its front gave it: the front
 * does not see those instances start, and reads the file once the process ended (even by
 * {@code kill -9}: the count is in the kernel's page cache, not in the process) to tell an id that
 * was given out, and failed with the process, from one that never was.
 */
public abstract sealed class IdCounter permits IdCounter.InMemory, IdCounter.Mapped {

    /** The next id. */
    abstract long next();

    /** The last id given (or set). */
    abstract long last();

    abstract void set(long last);

    /** Never gives an id at or below {@code highest} again. */
    abstract void atLeast(long highest);

    static IdCounter inMemory() {
        return new InMemory();
    }

    /** A counter in {@code file} (created, 8 bytes), which {@link #read} reads from another process. */
    public static IdCounter mapped(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
                StandardOpenOption.CREATE)) {
            // The mapping outlives the channel.
            return new Mapped(channel.map(FileChannel.MapMode.READ_WRITE, 0, Long.BYTES));
        }
    }

    /** The last id a counter in {@code file} gave, as its process left it. */
    public static long read(Path file) throws IOException {
        byte[] bytes = java.nio.file.Files.readAllBytes(file);
        if (bytes.length < Long.BYTES) {
            throw new IOException(file + " holds no id count (" + bytes.length + " bytes)");
        }
        return ByteBuffer.wrap(bytes).order(ByteOrder.nativeOrder()).getLong(0);
    }

    static final class InMemory extends IdCounter {
        private final AtomicLong ids = new AtomicLong();

        @Override
        long next() {
            return ids.incrementAndGet();
        }

        @Override
        long last() {
            return ids.get();
        }

        @Override
        void set(long last) {
            ids.set(last);
        }

        @Override
        void atLeast(long highest) {
            ids.accumulateAndGet(highest, Math::max);
        }
    }

    static final class Mapped extends IdCounter {
        private static final VarHandle LONG = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.nativeOrder());
        private final MappedByteBuffer buffer;

        Mapped(MappedByteBuffer buffer) {
            this.buffer = buffer;
        }

        @Override
        long next() {
            return (long) LONG.getAndAdd(buffer, 0, 1L) + 1;
        }

        @Override
        long last() {
            return (long) LONG.getVolatile(buffer, 0);
        }

        @Override
        void set(long last) {
            LONG.setVolatile(buffer, 0, last);
        }

        @Override
        void atLeast(long highest) {
            long now = last();
            while (now < highest && !LONG.compareAndSet(buffer, 0, now, highest)) {
                now = last();
            }
        }
    }
}
