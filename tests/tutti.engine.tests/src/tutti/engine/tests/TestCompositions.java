package tutti.engine.tests;

import java.nio.file.Files;
import java.nio.file.Path;

import tutti.compiler.CompositionCompiler;
import tutti.model.composition.Composition;
import tutti.runtime.CompiledComposition;

/** Compositions written in a test as the editor saves them, compiled and loaded as an engine deploys them. */
final class TestCompositions {

    private TestCompositions() {
    }

    static CompiledComposition compile(Composition c) throws Exception {
        return new CompositionCompiler().compile(c).archive().load(CompiledComposition.class.getClassLoader());
    }

    /** A composition from its file's text: {@code xmi} goes on from the root element's attributes ({@code name="X">}). */
    static Composition parse(String xmi, Path dir) throws Exception {
        Path file = dir.resolve("c" + System.nanoTime() + ".tutti");
        Files.writeString(file, """
                <?xml version="1.0" encoding="UTF-8"?>
                <composition:Composition xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:composition="http://tutti.dev/composition/0.1"
                """ + xmi + "</composition:Composition>\n");
        return tutti.model.CompositionFiles.load(file);
    }
}
