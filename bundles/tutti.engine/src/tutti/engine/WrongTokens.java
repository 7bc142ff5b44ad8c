package tutti.engine;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Slows down an address that keeps sending wrong tokens, so that guessing one is hopeless even
 * where a token is short: each address may send {@link #BURST} wrong tokens at once (or as many
 * as the engine's options say), then one per {@link #INTERVAL_MS}. An address over that is told to wait (429 with Retry-After), and
 * while it waits its token is not even looked at, right or wrong, so that waiting out the
 * refusals is the only way on. A client that simply forgot the token is not counted.
 *
 * <p>The rule is the generic cell rate algorithm: per address one instant, the time at which its
 * allowance is whole again. Memory is bounded: at most {@link #MAX_ADDRESSES} addresses are
 * remembered; when that many are, those whose allowance is whole again are forgotten.
 */
public final class WrongTokens {

    /** Wrong tokens an address may send in a row before it must wait, unless the options say otherwise. */
    public static final int BURST = 10;

    /** After the burst, one more wrong token per this many milliseconds. */
    public static final long INTERVAL_MS = 1000;

    static final int MAX_ADDRESSES = 65_536;

    private final int burst;
    private final Map<String, AtomicLong> wholeAgain = new ConcurrentHashMap<>();
    private final AtomicLong lastForgot = new AtomicLong(Long.MIN_VALUE / 2);

    /** @param burst wrong tokens an address may send in a row; 0 slows no one */
    public WrongTokens(int burst) {
        this.burst = burst;
    }

    /** Milliseconds the address must wait before a token from it is looked at again; 0 when it may try now. */
    public long waitMillis(String address, long nowMillis) {
        AtomicLong at = wholeAgain.get(address);
        // After a burst of wrong tokens at once the allowance is whole again that many intervals
        // later: the address waits until one interval of it has come back.
        return at == null ? 0 : Math.max(0, at.get() - nowMillis - (burst - 1) * INTERVAL_MS);
    }

    /** Whether no address is remembered for wrong tokens now (none has to wait). */
    public boolean none() {
        return wholeAgain.isEmpty();
    }

    /** Counts a wrong token from the address. */
    public void wrong(String address, long nowMillis) {
        if (burst == 0) {
            return;
        }
        AtomicLong at = wholeAgain.get(address);
        if (at == null) {
            if (wholeAgain.size() >= MAX_ADDRESSES && !forgetWhole(nowMillis)) {
                return; // more addresses guessing at once than any engine meets: the newest are not remembered
            }
            at = wholeAgain.computeIfAbsent(address, a -> new AtomicLong(nowMillis));
        }
        at.getAndUpdate(t -> Math.max(t, nowMillis) + INTERVAL_MS);
    }

    /** How many addresses are remembered (for tests: it stays bounded). */
    int remembered() {
        return wholeAgain.size();
    }

    /** Forgets the addresses whose allowance is whole again (at most once a second); whether there is room now. */
    private boolean forgetWhole(long nowMillis) {
        long last = lastForgot.get();
        if (nowMillis - last >= 1000 && lastForgot.compareAndSet(last, nowMillis)) {
            wholeAgain.values().removeIf(t -> t.get() <= nowMillis);
        }
        return wholeAgain.size() < MAX_ADDRESSES;
    }
}
