package tutti.runtime;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDateTime;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * A composition archive: a jar with the generated classes, the generated source, the model and a
 * manifest naming the composition, its version, its class, the compiler and the SHA-256 of the
 * content. Written byte for byte the same for the same input; read back with the hash checked.
 */
public final class CompositionArchive {

    public static final String MANIFEST = "META-INF/MANIFEST.MF";
    public static final String MODEL = "composition.tutti";

    /** Zip entries carry no time of their own: the same input gives the same bytes. */
    private static final LocalDateTime FIXED_TIME = LocalDateTime.of(1980, 1, 1, 0, 0);

    private final String name;
    private final String version;
    private final String className;
    private final String compilerVersion;
    private final String contentHash;
    private final Map<String, byte[]> entries;

    private CompositionArchive(String name, String version, String className, String compilerVersion,
            String contentHash, Map<String, byte[]> entries) {
        this.name = name;
        this.version = version;
        this.className = className;
        this.compilerVersion = compilerVersion;
        this.contentHash = contentHash;
        this.entries = entries;
    }

    public static CompositionArchive of(String name, String version, String className, String compilerVersion,
            Map<String, byte[]> entries) {
        Map<String, byte[]> sorted = new TreeMap<>(entries);
        return new CompositionArchive(name, version, className, compilerVersion, hash(sorted), sorted);
    }

    public String name() {
        return name;
    }

    public String version() {
        return version;
    }

    public String className() {
        return className;
    }

    public String compilerVersion() {
        return compilerVersion;
    }

    /** SHA-256 over every entry's name and bytes except the manifest, hex. */
    public String contentHash() {
        return contentHash;
    }

    public Map<String, byte[]> entries() {
        return entries;
    }

    public byte[] toBytes() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            put(zip, MANIFEST, manifest().getBytes(StandardCharsets.UTF_8));
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                put(zip, e.getKey(), e.getValue());
            }
        } catch (IOException e) {
            throw new IllegalStateException("writing an archive in memory failed", e);
        }
        return bytes.toByteArray();
    }

    private String manifest() {
        return "Manifest-Version: 1.0\r\n"
                + "Tutti-Composition: " + name + "\r\n"
                + "Tutti-Composition-Version: " + version + "\r\n"
                + "Tutti-Composition-Class: " + className + "\r\n"
                + "Tutti-Compiler-Version: " + compilerVersion + "\r\n"
                + "Tutti-Content-SHA-256: " + contentHash + "\r\n\r\n";
    }

    private static void put(ZipOutputStream zip, String path, byte[] data) throws IOException {
        ZipEntry entry = new ZipEntry(path);
        entry.setTimeLocal(FIXED_TIME);
        zip.putNextEntry(entry);
        zip.write(data);
        zip.closeEntry();
    }

    /** Reads an archive; a file that is no archive, lacks its manifest or fails its hash is refused with why. */
    public static CompositionArchive read(byte[] jar) throws IOException {
        Map<String, byte[]> entries = new TreeMap<>();
        byte[] manifest = null;
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(jar))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                if (e.isDirectory()) {
                    continue;
                }
                byte[] data = zip.readAllBytes();
                if (e.getName().equals(MANIFEST)) {
                    manifest = data;
                } else {
                    entries.put(e.getName(), data);
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException("not a composition archive (unreadable as a jar: " + e.getMessage() + ")", e);
        }
        if (manifest == null) {
            throw new IOException("not a composition archive: it has no " + MANIFEST
                    + " (make archives with tutti compile)");
        }
        Map<String, String> m = new LinkedHashMap<>();
        for (String line : new String(manifest, StandardCharsets.UTF_8).split("\r?\n")) {
            int colon = line.indexOf(": ");
            if (colon > 0) {
                m.put(line.substring(0, colon), line.substring(colon + 2));
            }
        }
        for (String key : new String[] {"Tutti-Composition", "Tutti-Composition-Version", "Tutti-Composition-Class",
                "Tutti-Compiler-Version", "Tutti-Content-SHA-256"}) {
            if (!m.containsKey(key)) {
                throw new IOException("not a composition archive: its manifest lacks " + key + " (make archives with tutti compile)");
            }
        }
        String actual = hash(entries);
        if (!actual.equals(m.get("Tutti-Content-SHA-256"))) {
            throw new IOException("the archive of " + m.get("Tutti-Composition") + " is corrupt: its content hash is "
                    + actual + ", its manifest says " + m.get("Tutti-Content-SHA-256"));
        }
        return new CompositionArchive(m.get("Tutti-Composition"), m.get("Tutti-Composition-Version"),
                m.get("Tutti-Composition-Class"), m.get("Tutti-Compiler-Version"), actual, entries);
    }

    /**
     * Loads the archive's classes in a class loader of their own (child of {@code parent}, which
     * must see tutti.runtime) and creates the composition.
     */
    public CompiledComposition load(ClassLoader parent) throws IOException {
        ArchiveClassLoader loader = new ArchiveClassLoader(entries, parent, name + " " + version);
        try {
            Class<?> type = loader.loadClass(className);
            return (CompiledComposition) type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
            throw new IOException("the classes of " + name + " " + version + " do not load: " + e
                    + " (recompile it with this version of Tutti)", e);
        }
    }

    private static String hash(Map<String, byte[]> sortedEntries) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Map.Entry<String, byte[]> e : sortedEntries.entrySet()) {
                sha.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(e.getValue());
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    private static final class ArchiveClassLoader extends ClassLoader {
        private final Map<String, byte[]> entries;

        ArchiveClassLoader(Map<String, byte[]> entries, ClassLoader parent, String name) {
            super("composition " + name, parent);
            this.entries = entries;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = entries.get(name.replace('.', '/') + ".class");
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
