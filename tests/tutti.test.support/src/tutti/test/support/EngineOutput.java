package tutti.test.support;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;

import tutti.cluster.launch.EngineLauncher;

/** An engine started as a child process, read as its starter reads it. */
public final class EngineOutput {

    private EngineOutput() {
    }

    /**
     * The address the engine prints once it listens. What it prints before goes into
     * {@code printed}; what it prints after too, unless {@code keepAll} is false: a daemon thread
     * reads on, so the engine never blocks on a full pipe.
     */
    public static URI address(Process p, StringBuilder printed, boolean keepAll) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        for (String line; (line = lines.readLine()) != null; ) {
            synchronized (printed) {
                printed.append(line).append('\n');
            }
            URI uri = EngineLauncher.listeningAddress(line);
            if (uri != null) {
                Thread reader = new Thread(() -> {
                    try {
                        for (String l; (l = lines.readLine()) != null; ) {
                            if (keepAll) {
                                synchronized (printed) {
                                    printed.append(l).append('\n');
                                }
                            }
                        }
                    } catch (IOException e) {
                        // the engine ended
                    }
                }, "engine-output");
                reader.setDaemon(true);
                reader.start();
                return uri;
            }
        }
        throw new AssertionError("the engine ended without saying where it listens:\n" + printed);
    }

    /** The address; what the engine prints after it is read and dropped. */
    public static URI address(Process p) throws IOException {
        return address(p, new StringBuilder(), false);
    }
}
