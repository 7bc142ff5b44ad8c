package tutti.engine.journal;

/**
 * A value the journal could not keep as data (an object of the composition's own class, say): its
 * class and text are kept so that recovery can name it when it refuses the instance.
 */
public record Unkept(String type, String text) {

    @Override
    public String toString() {
        return "(a " + type + " the journal cannot keep: instances that survive a restart hold strings, numbers, "
                + "booleans, lists and maps)";
    }
}
