/**
 * The engine's journal: an append-only log of segments in which every record carries a checksum,
 * written by group commit, read back at start to recover the instances that had not ended, and
 * compacted as instances end. The engine core decides what to journal; this package only keeps it.
 */
package tutti.engine.journal;
