package tutti.overseer;

/**
 * One pool thread's counts: live threads are read when the snapshot is taken, ended threads keep
 * the counts they had when they finished.
 */
public record ThreadCounters(String pool, String threadName, int tid, boolean alive, CounterReading reading) {
}
