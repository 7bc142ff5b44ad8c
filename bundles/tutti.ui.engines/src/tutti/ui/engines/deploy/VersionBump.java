package tutti.ui.engines.deploy;

/** The next version of a composition, as Deploy offers it when an engine holds other content under the current one. */
final class VersionBump {

    private VersionBump() {
    }

    /** 1.0.0 → 1.0.1, 1.9 → 1.10, 2 → 3; a last part that is not a number gets ".1" added. */
    static String next(String version) {
        if (version == null || version.isBlank()) {
            return "1.0.1";
        }
        int dot = version.lastIndexOf('.');
        String last = version.substring(dot + 1);
        if (!last.matches("\\d{1,9}")) {
            return version + ".1";
        }
        return version.substring(0, dot + 1) + (Long.parseLong(last) + 1);
    }
}
