package tutti.ui.engines.views;

import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.core.resources.IContainer;

/** {@code tutti.ui.engines.experiment}: a workspace folder an experiment wrote its results into. */
public final class ExperimentFolderTester extends PropertyTester {

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        return receiver instanceof IContainer c && c.getFile(org.eclipse.core.runtime.Path.fromPortableString("results.csv")).exists();
    }
}
