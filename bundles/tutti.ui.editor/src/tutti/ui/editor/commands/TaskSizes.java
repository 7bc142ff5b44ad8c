package tutti.ui.editor.commands;

/** The size a task gets when none is given; the figure reads well at it at 100% zoom. */
public final class TaskSizes {

    public static final int WIDTH = 150;
    public static final int HEIGHT = 60;

    private TaskSizes() {
    }
}
