package tutti.modelgen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenJDKLevel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

/**
 * Runs EMF's generator for {@code model/composition.ecore} of the tutti.model bundle, writing the
 * genmodel beside it and the Java code into {@code src-gen}.
 * <ul>
 * <li>{@code GenerateModel BUNDLE_DIR}: writes {@code BUNDLE_DIR/src-gen} anew.</li>
 * <li>{@code GenerateModel --check BUNDLE_DIR WORK_DIR}: generates into WORK_DIR and fails when the
 * result differs from the checked-in {@code src-gen}, so stale generated code cannot land.</li>
 * </ul>
 */
public final class GenerateModel {

    private static final String BUNDLE = "tutti.model";

    private GenerateModel() {
    }

    public static void main(String[] args) throws IOException {
        boolean check = args.length == 3 && args[0].equals("--check");
        if (!check && args.length != 1) {
            System.err.println("usage: GenerateModel BUNDLE_DIR | --check BUNDLE_DIR WORK_DIR");
            System.exit(2);
        }
        Path bundle = Path.of(check ? args[1] : args[0]).toAbsolutePath().normalize();
        Path root = check ? Path.of(args[2]).toAbsolutePath().normalize() : bundle;
        if (check) {
            deleteTree(root);
            Files.createDirectories(root.resolve("model"));
            Files.copy(bundle.resolve("model/composition.ecore"), root.resolve("model/composition.ecore"),
                    StandardCopyOption.REPLACE_EXISTING);
            // EMF writes MANIFEST.MF and build.properties only where none exist; give it ours.
            Files.createDirectories(root.resolve("META-INF"));
            Files.copy(bundle.resolve("META-INF/MANIFEST.MF"), root.resolve("META-INF/MANIFEST.MF"),
                    StandardCopyOption.REPLACE_EXISTING);
            Files.copy(bundle.resolve("build.properties"), root.resolve("build.properties"),
                    StandardCopyOption.REPLACE_EXISTING);
        } else {
            deleteTree(root.resolve("src-gen"));
            Files.deleteIfExists(root.resolve("plugin.xml"));
            Files.deleteIfExists(root.resolve("plugin.properties"));
        }
        generate(root);
        if (check) {
            List<String> differences = compare(bundle.resolve("src-gen"), root.resolve("src-gen"));
            for (String f : List.of("model/composition.genmodel", "plugin.xml", "plugin.properties")) {
                if (!Files.exists(bundle.resolve(f)) || Files.mismatch(bundle.resolve(f), root.resolve(f)) != -1) {
                    differences.add("differs: " + f);
                }
            }
            if (!differences.isEmpty()) {
                System.err.println("The generated model code is stale: run ./tutti generate-model and commit the result.");
                differences.forEach(d -> System.err.println("  " + d));
                System.exit(1);
            }
            System.out.println("generated model check: 1 passed, 0 failed (src-gen matches composition.genmodel)");
        }
    }

    private static void generate(Path root) {
        EcorePackage.eINSTANCE.eClass();
        GenModelPackage.eINSTANCE.eClass();
        // Outside a workbench, platform:/resource/tutti.model/ must be told where the bundle is.
        EcorePlugin.getPlatformResourceMap().put(BUNDLE, URI.createFileURI(root + "/"));
        ResourceSet set = new ResourceSetImpl();
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", new EcoreResourceFactoryImpl());
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("genmodel", new XMIResourceFactoryImpl());
        Resource ecore = set.getResource(URI.createPlatformResourceURI(BUNDLE + "/model/composition.ecore", true), true);
        EPackage ePackage = (EPackage) ecore.getContents().get(0);
        // The genmodel is made from the ecore each time (EMF's importer would do the same in a
        // workbench), so that the two can never disagree; it is saved beside the ecore.
        GenModel genModel = GenModelFactory.eINSTANCE.createGenModel();
        Resource resource = set.createResource(URI.createPlatformResourceURI(BUNDLE + "/model/composition.genmodel", true));
        resource.getContents().add(genModel);
        genModel.initialize(List.of(ePackage));
        genModel.getForeignModel().add("composition.ecore");
        genModel.setModelName("Composition");
        genModel.setModelPluginID(BUNDLE);
        genModel.setModelDirectory("/" + BUNDLE + "/src-gen");
        genModel.setImporterID("org.eclipse.emf.importer.ecore");
        genModel.setComplianceLevel(GenJDKLevel.JDK210_LITERAL);
        genModel.setCopyrightText("Generated from composition.ecore by ./tutti generate-model; do not edit.");
        genModel.setRootExtendsClass("org.eclipse.emf.ecore.impl.MinimalEObjectImpl$Container");
        genModel.setOperationReflection(true);
        genModel.setImportOrganizing(true);
        genModel.setUpdateClasspath(false);
        genModel.setBundleManifest(true);
        genModel.setCodeFormatting(false);
        GenPackage genPackage = genModel.getGenPackages().get(0);
        genPackage.setPrefix("Composition");
        genPackage.setBasePackage("tutti.model");
        try {
            resource.save(Map.of(XMLResource.OPTION_ENCODING, "UTF-8", XMLResource.OPTION_LINE_WIDTH, 100));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write composition.genmodel", e);
        }
        genModel.setCanGenerate(true);
        // In a workbench an extension point registers EMF's generator adapters; here we must.
        GeneratorAdapterFactory.Descriptor.Registry.INSTANCE.addDescriptor(GenModelPackage.eNS_URI,
                GenModelGeneratorAdapterFactory.DESCRIPTOR);
        Generator generator = new Generator();
        generator.setInput(genModel);
        Diagnostic result = generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE,
                new BasicMonitor.Printing(System.out));
        if (result.getSeverity() >= Diagnostic.WARNING) {
            throw new IllegalStateException("EMF's generator reported problems: " + describe(result));
        }
    }

    private static String describe(Diagnostic d) {
        StringBuilder b = new StringBuilder(d.getMessage());
        if (d.getException() != null) {
            b.append(" (").append(d.getException()).append(')');
        }
        for (Diagnostic c : d.getChildren()) {
            b.append("; ").append(describe(c));
        }
        return b.toString();
    }

    private static List<String> compare(Path expected, Path actual) throws IOException {
        List<String> differences = new ArrayList<>();
        List<Path> expectedFiles = files(expected);
        List<Path> actualFiles = files(actual);
        for (Path f : actualFiles) {
            if (!expectedFiles.contains(f)) {
                differences.add("missing from src-gen: " + f);
            } else if (Files.mismatch(expected.resolve(f), actual.resolve(f)) != -1) {
                differences.add("differs: " + f);
            }
        }
        for (Path f : expectedFiles) {
            if (!actualFiles.contains(f)) {
                differences.add("no longer generated: " + f);
            }
        }
        return differences;
    }

    private static List<Path> files(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(dir::relativize).sorted().toList();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
