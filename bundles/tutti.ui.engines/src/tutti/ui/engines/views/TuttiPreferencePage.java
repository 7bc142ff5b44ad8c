package tutti.ui.engines.views;

import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/** The Tutti preference category; its pages hold the settings. */
public final class TuttiPreferencePage extends PreferencePage implements IWorkbenchPreferencePage {

    @Override
    public void init(IWorkbench workbench) {
        noDefaultAndApplyButton();
    }

    @Override
    protected Control createContents(Composite parent) {
        Label l = new Label(parent, SWT.WRAP);
        l.setText("Settings of Tutti Studio. Local engine: how the Studio starts its own engine. Remote engines are added "
                + "in the Engines view; their tokens are kept in Eclipse secure storage.");
        return l;
    }
}
