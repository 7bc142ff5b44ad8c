package tutti.ui.tests;

import java.io.ByteArrayInputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;

import tutti.model.CompositionFiles;
import tutti.model.composition.Composition;

/** Files of the tests' own workspace projects, written over what an earlier test or run left. */
final class TestFiles {

    private TestFiles() {
    }

    /** The composition saved as {@code <its name>.tutti} in the project, created and opened if need be. */
    static IFile write(String project, Composition c) throws Exception {
        return write(project, c.getName() + ".tutti", CompositionFiles.toBytes(c));
    }

    static IFile write(String projectName, String name, byte[] bytes) throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(projectName);
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        IFile file = project.getFile(name);
        if (file.exists()) {
            file.setContents(new ByteArrayInputStream(bytes), true, false, null);
        } else {
            file.create(new ByteArrayInputStream(bytes), true, null);
        }
        return file;
    }
}
