package tutti.ui.editor.parts;

/** A figure flows start or end at: it redraws its connections when a flow touching it comes or goes. */
interface FlowEnd {

    void refreshFlows();
}
