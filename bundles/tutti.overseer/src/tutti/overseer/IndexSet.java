package tutti.overseer;

import java.util.BitSet;
import java.util.stream.IntStream;

/**
 * An immutable set of CPU (PU) or NUMA node indexes, written as Linux lists: {@code 0-3,8,10-11}.
 * The same notation as {@code /proc/<pid>/status}, {@code taskset -c} and the agent's options.
 */
public final class IndexSet {

    private static final IndexSet EMPTY = new IndexSet(new BitSet());

    private final BitSet bits;

    private IndexSet(BitSet bits) {
        this.bits = bits;
    }

    public static IndexSet empty() {
        return EMPTY;
    }

    public static IndexSet of(int... indexes) {
        BitSet b = new BitSet();
        for (int i : indexes) {
            if (i < 0) {
                throw new IllegalArgumentException("indexes are never negative, got " + i);
            }
            b.set(i);
        }
        return new IndexSet(b);
    }

    public static IndexSet range(int fromInclusive, int toInclusive) {
        BitSet b = new BitSet();
        b.set(fromInclusive, toInclusive + 1);
        return new IndexSet(b);
    }

    /** Parses {@code 0-3,8}; an empty string is the empty set. */
    public static IndexSet parse(String list) {
        BitSet b = new BitSet();
        String trimmed = list.trim();
        if (trimmed.isEmpty()) {
            return EMPTY;
        }
        for (String part : trimmed.split(",")) {
            String p = part.trim();
            int dash = p.indexOf('-');
            try {
                if (dash < 0) {
                    b.set(nonNegative(Integer.parseInt(p), list));
                } else {
                    int from = nonNegative(Integer.parseInt(p.substring(0, dash).trim()), list);
                    int to = nonNegative(Integer.parseInt(p.substring(dash + 1).trim()), list);
                    if (to < from) {
                        throw new IllegalArgumentException("'" + list + "' has a backwards range " + p);
                    }
                    b.set(from, to + 1);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + list + "' is not a list like 0-3,8 (at '" + p + "')", e);
            }
        }
        return new IndexSet(b);
    }

    /**
     * The largest CPU or node number a list may name: Linux builds for at most 8,192 CPUs, and a
     * set is a bitmap as long as its largest number, so a number such as 1564743161 must be
     * refused, not allocated.
     */
    public static final int MAX_INDEX = 65_535;

    private static int nonNegative(int i, String list) {
        if (i < 0) {
            throw new IllegalArgumentException("'" + list + "' has a negative index");
        }
        if (i > MAX_INDEX) {
            throw new IllegalArgumentException("'" + list + "' names " + i + ": no machine has that many CPUs or nodes (at most "
                    + MAX_INDEX + ")");
        }
        return i;
    }

    public boolean contains(int index) {
        return index >= 0 && bits.get(index);
    }

    public boolean containsAll(IndexSet other) {
        BitSet rest = (BitSet) other.bits.clone();
        rest.andNot(bits);
        return rest.isEmpty();
    }

    public boolean intersects(IndexSet other) {
        return bits.intersects(other.bits);
    }

    public IndexSet union(IndexSet other) {
        BitSet b = (BitSet) bits.clone();
        b.or(other.bits);
        return new IndexSet(b);
    }

    public IndexSet intersection(IndexSet other) {
        BitSet b = (BitSet) bits.clone();
        b.and(other.bits);
        return new IndexSet(b);
    }

    public IndexSet minus(IndexSet other) {
        BitSet b = (BitSet) bits.clone();
        b.andNot(other.bits);
        return new IndexSet(b);
    }

    public int size() {
        return bits.cardinality();
    }

    public boolean isEmpty() {
        return bits.isEmpty();
    }

    public int first() {
        return bits.nextSetBit(0);
    }

    public IntStream stream() {
        return bits.stream();
    }

    /** The list form, e.g. {@code 0-3,8}; empty for the empty set. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = bits.nextSetBit(0); i >= 0; i = bits.nextSetBit(i + 1)) {
            int end = bits.nextClearBit(i) - 1;
            if (s.length() > 0) {
                s.append(',');
            }
            s.append(i);
            if (end > i) {
                s.append('-').append(end);
            }
            i = end;
        }
        return s.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IndexSet other && bits.equals(other.bits);
    }

    @Override
    public int hashCode() {
        return bits.hashCode();
    }
}
