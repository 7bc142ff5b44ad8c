package tutti.engine.core;

import java.util.function.Function;

/**
 * For one stage thread: what a lookup gave for the key asked for last, kept at hand, because a
 * Kernel's and an Invoker's work comes in runs of one composition and nearly every call is for
 * the same key as the one before. Keys are compared by identity; an equal key that is another
 * object is only looked up again.
 */
final class Recent<K, V> {

    private final Function<K, V> lookup;
    private K key;
    private V value;

    Recent(Function<K, V> lookup) {
        this.lookup = lookup;
    }

    V of(K k) {
        if (k != key) {
            value = lookup.apply(k);
            key = k;
        }
        return value;
    }
}
