package tutti.test.support;

import java.io.IOException;

import tutti.compiler.CompileException;
import tutti.compiler.CompositionCompiler;
import tutti.model.composition.Composition;
import tutti.runtime.CompiledComposition;

/** A composition compiled as the Studio and {@code tutti compile} compile it. */
public final class Archives {

    private Archives() {
    }

    /** The deployable archive's bytes. */
    public static byte[] of(Composition c) throws CompileException {
        return new CompositionCompiler().compile(c).archive().toBytes();
    }

    /** The compiled classes, loaded beside this runtime (for running inline, without an engine). */
    public static CompiledComposition loaded(Composition c) throws CompileException, IOException {
        return new CompositionCompiler().compile(c).archive().load(CompiledComposition.class.getClassLoader());
    }
}
