package tutti.client.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.cert.Certificate;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.client.EngineClient;
import tutti.client.EngineException;
import tutti.client.EngineUnreachableException;
import tutti.client.MetricsStream;
import tutti.client.TokenRefusedException;
import tutti.client.UntrustedCertificateException;
import tutti.engine.EngineOptions;
import tutti.engine.EngineServer;

/** HTTPS with a certificate the JVM does not trust (fingerprint, pinning), and the live stream's reconnection. */
class TlsAndStreamTest {

    private EngineServer engine;

    @AfterEach
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    @Test
    void anUntrustedCertificateNamesItsFingerprintAndPinningItTrustsThatEngine(@TempDir Path dir) throws Exception {
        Path keystore = dir.resolve("engine.p12");
        Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair", "-alias", "tutti", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=tutti-test-engine",
                "-validity", "2", "-storetype", "PKCS12", "-keystore", keystore.toString(),
                "-storepass", "secret123", "-keypass", "secret123").redirectErrorStream(true).start();
        String output = new String(keytool.getInputStream().readAllBytes());
        assertEquals(0, keytool.waitFor(), output);
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (var in = Files.newInputStream(keystore)) {
            ks.load(in, "secret123".toCharArray());
        }
        Certificate cert = ks.getCertificate("tutti");
        String expected = HexFormat.ofDelimiter(":").withUpperCase()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(cert.getEncoded()));

        engine = EngineServer.start(EngineOptions.loopback(0).withTls(new EngineOptions.Tls(keystore, "secret123")));
        UntrustedCertificateException untrusted = assertThrows(UntrustedCertificateException.class,
                () -> EngineClient.to(engine.uri()).build().health());
        assertEquals(expected, untrusted.fingerprint());
        assertTrue(untrusted.subject().contains("tutti-test-engine"), untrusted.subject());
        assertTrue(untrusted.getMessage().contains("SHA-256 " + expected), untrusted.getMessage());

        // Pinned (in any spelling): trusted, although the certificate names neither this host nor an authority.
        String lowerNoColons = expected.replace(":", "").toLowerCase();
        assertEquals("up", EngineClient.to(engine.uri()).trust(lowerNoColons).build().health().status());
        String other = "AA" + expected.substring(2);
        assertThrows(UntrustedCertificateException.class, () -> EngineClient.to(engine.uri()).trust(other).build().health());
        IllegalArgumentException malformed = assertThrows(IllegalArgumentException.class,
                () -> EngineClient.to(engine.uri()).trust("12:34"));
        assertTrue(malformed.getMessage().contains("32 bytes in hex"), malformed.getMessage());

        EngineClient plain = EngineClient.to(java.net.URI.create("http://127.0.0.1:" + engine.port())).build();
        EngineException wrongScheme = assertThrows(EngineException.class, plain::health);
        assertTrue(!wrongScheme.getMessage().isBlank());
    }

    @Test
    void theLiveStreamDeliversSamplesAndReconnectsWhenTheEngineComesBack() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        int port = engine.port();
        String token = engine.token();
        List<Map<String, Object>> samples = new CopyOnWriteArrayList<>();
        List<String> states = new CopyOnWriteArrayList<>();
        MetricsStream stream = EngineClient.to(engine.uri()).token(token).build().stream(20, new MetricsStream.Listener() {
            @Override
            public void sample(Map<String, Object> sample) {
                samples.add(sample);
            }

            @Override
            public void state(boolean connected, EngineException error, boolean retrying) {
                states.add(connected ? "connected" : (error instanceof EngineUnreachableException ? "unreachable" : String.valueOf(error))
                        + (retrying ? ", retrying" : ""));
            }
        });
        try {
            await(() -> samples.size() >= 3, "three samples at 20 Hz");
            assertTrue(samples.get(0).containsKey("instancesInFlight"), samples.get(0).toString());
            engine.close();
            engine = null;
            await(() -> states.contains("unreachable, retrying"), "the stream notices the engine went away: " + states);
            int before = samples.size();
            engine = EngineServer.start(EngineOptions.loopback(port).withToken(token));
            await(() -> states.stream().filter("connected"::equals).count() >= 2, "connected again: " + states);
            await(() -> samples.size() > before + 2, "samples again after the engine came back");
        } finally {
            stream.close();
        }
        int after = samples.size();
        TimeUnit.MILLISECONDS.sleep(300);
        assertTrue(samples.size() <= after + 1, "a closed stream delivers nothing more");
    }

    @Test
    void aStreamWithTheWrongTokenStopsAndSaysWhy() throws Exception {
        engine = EngineServer.start(EngineOptions.loopback(0));
        List<EngineException> errors = new CopyOnWriteArrayList<>();
        List<Boolean> retrying = new CopyOnWriteArrayList<>();
        try (MetricsStream stream = EngineClient.to(engine.uri()).token("guess").build().stream(10, new MetricsStream.Listener() {
            @Override
            public void sample(Map<String, Object> sample) {
            }

            @Override
            public void state(boolean connected, EngineException error, boolean retry) {
                errors.add(error);
                retrying.add(retry);
            }
        })) {
            await(() -> !errors.isEmpty(), "the refusal reported");
            assertTrue(errors.get(0) instanceof TokenRefusedException, String.valueOf(errors.get(0)));
            assertEquals(List.of(false), retrying, "no retry: waiting cannot fix a wrong token");
        }
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long end = System.nanoTime() + 10_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited 10 s for: " + what);
            }
            Thread.sleep(20);
        }
    }
}
