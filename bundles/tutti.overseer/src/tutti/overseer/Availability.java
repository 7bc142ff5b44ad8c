package tutti.overseer;

/**
 * Whether the native library is usable in this process.
 *
 * @param available        true when the library loaded
 * @param detail           the native library versions when available, else why it is not
 */
public record Availability(boolean available, String detail) {
}
