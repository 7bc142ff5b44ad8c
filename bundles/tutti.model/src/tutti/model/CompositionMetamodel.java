package tutti.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/**
 * The composition metamodel, read once from the {@code composition.ecore} inside this bundle. It
 * loads from the bundle's class loader, so it works the same in OSGi and on a plain classpath.
 */
public final class CompositionMetamodel {

    public static final String NS_URI = "http://tutti.dev/composition/0.1";
    private static final String ECORE_RESOURCE = "/model/composition.ecore";

    private static final CompositionMetamodel INSTANCE = new CompositionMetamodel();

    private final EPackage ePackage;

    private CompositionMetamodel() {
        EcorePackage.eINSTANCE.eClass(); // registers Ecore itself when running outside OSGi
        Resource resource = new EcoreResourceFactoryImpl().createResource(URI.createURI("tutti:" + ECORE_RESOURCE));
        try (InputStream in = CompositionMetamodel.class.getResourceAsStream(ECORE_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(ECORE_RESOURCE + " is missing from the tutti.model bundle");
            }
            resource.load(in, null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the composition metamodel", e);
        }
        ePackage = (EPackage) resource.getContents().get(0);
        if (!NS_URI.equals(ePackage.getNsURI())) {
            throw new IllegalStateException("composition.ecore has namespace " + ePackage.getNsURI()
                    + ", expected " + NS_URI);
        }
    }

    public static CompositionMetamodel get() {
        return INSTANCE;
    }

    public EPackage ePackage() {
        return ePackage;
    }

    public EClass eClass(String name) {
        if (ePackage.getEClassifier(name) instanceof EClass c) {
            return c;
        }
        throw new IllegalArgumentException("the composition metamodel has no class " + name);
    }

    public EEnum taskKinds() {
        return (EEnum) ePackage.getEClassifier("TaskKind");
    }

    public EObject create(String className) {
        EClass c = eClass(className);
        return ePackage.getEFactoryInstance().create(c);
    }

    public static EAttribute attribute(EObject object, String name) {
        if (object.eClass().getEStructuralFeature(name) instanceof EAttribute a) {
            return a;
        }
        throw new IllegalArgumentException(object.eClass().getName() + " has no attribute " + name);
    }

    public static EReference reference(EObject object, String name) {
        if (object.eClass().getEStructuralFeature(name) instanceof EReference r) {
            return r;
        }
        throw new IllegalArgumentException(object.eClass().getName() + " has no reference " + name);
    }
}
