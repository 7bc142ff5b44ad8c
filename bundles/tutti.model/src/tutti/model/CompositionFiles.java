package tutti.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

import tutti.model.composition.Composition;
import tutti.model.composition.CompositionPackage;

/** Reads and writes {@code .tutti} files (XMI). Errors name the file and say what is wrong. */
public final class CompositionFiles {

    public static final String EXTENSION = "tutti";

    private static final Map<String, Object> SAVE_OPTIONS = Map.of(
            XMLResource.OPTION_ENCODING, "UTF-8",
            XMLResource.OPTION_LINE_WIDTH, 100);

    private CompositionFiles() {
    }

    /** A resource set that knows the composition package, in OSGi and on a plain classpath alike. */
    public static ResourceSet newResourceSet() {
        ResourceSet set = new ResourceSetImpl();
        set.getPackageRegistry().put(CompositionPackage.eNS_URI, CompositionPackage.eINSTANCE);
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new XMIResourceFactoryImpl());
        return set;
    }

    public static void save(Composition composition, Path file) throws ModelException {
        Resource resource = composition.eResource();
        if (resource == null) {
            resource = newResourceSet().createResource(uri(file));
            resource.getContents().add(composition);
        } else {
            resource.setURI(uri(file));
        }
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            resource.save(SAVE_OPTIONS);
        } catch (IOException e) {
            throw new ModelException("cannot write composition file " + file + ": " + e.getMessage(), e);
        }
    }

    /** The composition as the bytes of a .tutti file, without touching the disk or its resource. */
    public static byte[] toBytes(Composition composition) {
        Resource resource = newResourceSet().createResource(URI.createURI("memory:/composition.tutti"));
        resource.getContents().add(org.eclipse.emf.ecore.util.EcoreUtil.copy(composition));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try {
            resource.save(out, SAVE_OPTIONS);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("saving a composition in memory failed", e);
        }
        return out.toByteArray();
    }

    public static Composition load(Path file) throws ModelException {
        if (!Files.isRegularFile(file)) {
            throw new ModelException("composition file " + file + " does not exist");
        }
        Resource resource = newResourceSet().createResource(uri(file));
        try {
            resource.load(Map.of());
        } catch (IOException | RuntimeException e) {
            throw new ModelException("composition file " + file + " is not a valid Tutti composition: "
                    + rootMessage(e) + " (open it in a text editor, or recreate it in the Studio)", e);
        }
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Composition c)) {
            throw new ModelException("composition file " + file + " holds no composition (its root element must be "
                    + "composition:Composition in namespace " + CompositionPackage.eNS_URI + ")");
        }
        return c;
    }

    private static URI uri(Path file) {
        return URI.createFileURI(file.toAbsolutePath().toString());
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
    }
}
