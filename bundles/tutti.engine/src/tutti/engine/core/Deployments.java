package tutti.engine.core;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

import tutti.runtime.CompiledComposition;

/**
 * The compositions an engine can run, by name and version. Several versions run side by side: new
 * instances take the newest, running ones keep the version they started with.
 */
public final class Deployments {

    private final Map<String, NavigableMap<Version, CompiledComposition>> byName = new ConcurrentHashMap<>();

    /** Adds a version, or replaces it: archives, their hashes and files are the {@code DeploymentRegistry}'s. */
    public void add(CompiledComposition c) {
        byName.computeIfAbsent(c.name(), n -> new ConcurrentSkipListMap<>()).put(Version.parse(c.version()), c);
    }

    public boolean remove(String name, String version) {
        NavigableMap<Version, CompiledComposition> versions = byName.get(name);
        return versions != null && versions.remove(Version.parse(version)) != null;
    }

    /** The newest version, or the one asked for; null when there is none. */
    public CompiledComposition find(String name, String version) {
        NavigableMap<Version, CompiledComposition> versions = byName.get(name);
        if (versions == null || versions.isEmpty()) {
            return null;
        }
        return version == null ? versions.lastEntry().getValue() : versions.get(Version.parse(version));
    }

    public List<CompiledComposition> all() {
        return byName.values().stream().flatMap(v -> v.values().stream())
                .sorted(Comparator.comparing(CompiledComposition::name)).toList();
    }

    /** Dotted versions compare number by number (1.10 after 1.9); other text compares as text. */
    record Version(String text) implements Comparable<Version> {
        static Version parse(String text) {
            return new Version(text == null ? "" : text);
        }

        @Override
        public int compareTo(Version o) {
            String[] a = text.split("\\.");
            String[] b = o.text.split("\\.");
            for (int i = 0; i < Math.max(a.length, b.length); i++) {
                String x = i < a.length ? a[i] : "0";
                String y = i < b.length ? b[i] : "0";
                int c = x.matches("\\d+") && y.matches("\\d+") ? Long.compare(Long.parseLong(x), Long.parseLong(y)) : x.compareTo(y);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        }
    }
}
