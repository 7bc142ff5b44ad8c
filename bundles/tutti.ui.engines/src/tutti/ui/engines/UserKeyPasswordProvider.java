package tutti.ui.engines;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;

import javax.crypto.spec.PBEKeySpec;

import org.eclipse.equinox.security.storage.provider.IPreferencesContainer;
import org.eclipse.equinox.security.storage.provider.PasswordProvider;

/**
 * The master password of secure storage where no desktop keyring module is installed (the
 * standalone Studio, machines without GNOME keyring): a random key in a file only its user can
 * read ({@code ~/.tutti/secure-storage.key}, mode 600). A keyring module, when present, has a
 * higher priority and is used instead.
 */
public final class UserKeyPasswordProvider extends PasswordProvider {

    @Override
    public PBEKeySpec getPassword(IPreferencesContainer container, int passwordType) {
        try {
            return new PBEKeySpec(key().toCharArray());
        } catch (IOException e) {
            org.eclipse.core.runtime.ILog.of(UserKeyPasswordProvider.class).error("cannot read or create the secure storage key", e);
            return null;
        }
    }

    private static synchronized String key() throws IOException {
        Path file = Path.of(System.getProperty("user.home"), ".tutti", "secure-storage.key");
        if (Files.isRegularFile(file)) {
            return Files.readString(file, StandardCharsets.US_ASCII).strip();
        }
        Files.createDirectories(file.getParent());
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        String key = HexFormat.of().formatHex(bytes);
        Path temp = Files.createTempFile(file.getParent(), ".key", ".tmp",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(temp, key, StandardCharsets.US_ASCII);
        try {
            // A link fails if another Studio made the key meanwhile: then both use that one.
            Files.createLink(file, temp);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            return Files.readString(file, StandardCharsets.US_ASCII).strip();
        } finally {
            Files.deleteIfExists(temp);
        }
        return key;
    }
}
