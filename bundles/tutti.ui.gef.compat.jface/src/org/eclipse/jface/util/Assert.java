package org.eclipse.jface.util;

/**
 * Restores the JFace assertion class that GEF 3.2 (the only GEF on Maven Central) still links to;
 * JFace removed it long ago. Only the four methods GEF calls exist, with the same signatures
 * (isTrue returns a boolean), and they defer to the platform's own Assert.
 */
public final class Assert {

    private Assert() {
    }

    public static void isNotNull(Object object) {
        org.eclipse.core.runtime.Assert.isNotNull(object);
    }

    public static void isNotNull(Object object, String message) {
        org.eclipse.core.runtime.Assert.isNotNull(object, message);
    }

    public static boolean isTrue(boolean expression) {
        return org.eclipse.core.runtime.Assert.isTrue(expression);
    }

    public static boolean isTrue(boolean expression, String message) {
        return org.eclipse.core.runtime.Assert.isTrue(expression, message);
    }
}
