package tutti.client.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a cluster member's token is, never the token itself: a cluster file is shared and
 * committed, a token is a key to run code. {@code env:NAME} reads an environment variable,
 * {@code file:PATH} a file (its first line; kept readable by its owner only, as ssh keys are).
 * The Studio keeps the tokens it is given in its secure storage instead.
 */
public final class TokenReference {

    /** What a member without a reference of its own uses: the variable every tutti command reads. */
    public static final String DEFAULT = "env:TUTTI_TOKEN";

    private TokenReference() {
    }

    /** Refuses what is not a reference, with the forms that are. */
    static void check(String reference) {
        if (!reference.startsWith("env:") && !reference.startsWith("file:") || reference.indexOf(':') == reference.length() - 1) {
            throw new IllegalArgumentException("\"token\" says where a token is, not the token: \"env:NAME\" (an environment "
                    + "variable) or \"file:PATH\" (a file holding it), not '" + abbreviated(reference) + "'");
        }
    }

    /** Never prints a token that was written where a reference belongs: its first characters only. */
    private static String abbreviated(String text) {
        return text.length() <= 4 ? text : text.substring(0, 4) + "…";
    }

    /**
     * The token a reference names.
     *
     * @throws IOException naming the variable or file, and how to give it
     */
    public static String resolve(String reference) throws IOException {
        check(reference);
        if (reference.startsWith("env:")) {
            String name = reference.substring(4);
            String value = System.getenv(name);
            if (value == null || value.isBlank()) {
                throw new IOException("the token is in the environment variable " + name + ", which is not set: export "
                        + name + "=... (the engine's token) and run again");
            }
            return value.strip();
        }
        Path file = Path.of(reference.substring(5));
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            int line = text.indexOf('\n');
            String token = line < 0 ? text : text.substring(0, line).strip();
            if (token.isEmpty()) {
                throw new IOException("the token file " + file + " is empty: write the engine's token into it");
            }
            return token;
        } catch (java.nio.file.NoSuchFileException e) {
            throw new IOException("the token file " + file + " does not exist: write the engine's token into it "
                    + "(chmod 600), or change the member's \"token\"");
        }
    }
}
