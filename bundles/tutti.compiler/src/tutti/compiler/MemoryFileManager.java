package tutti.compiler;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.Map;
import java.util.TreeMap;

import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/** Keeps the compiled classes in memory instead of writing class files. */
final class MemoryFileManager extends ForwardingJavaFileManager<JavaFileManager> {

    private final Map<String, ByteArrayOutputStream> classes = new TreeMap<>();

    MemoryFileManager(JavaFileManager delegate) {
        super(delegate);
    }

    /** Compiled classes by binary name, in name order. */
    Map<String, byte[]> classes() {
        Map<String, byte[]> out = new TreeMap<>();
        classes.forEach((name, bytes) -> out.put(name, bytes.toByteArray()));
        return out;
    }

    @Override
    public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
            FileObject sibling) {
        return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind) {
            @Override
            public OutputStream openOutputStream() {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                classes.put(className, out);
                return out;
            }
        };
    }
}
