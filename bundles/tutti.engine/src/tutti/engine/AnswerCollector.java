package tutti.engine;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;

import org.eclipse.jetty.client.Response;
import org.eclipse.jetty.client.Result;
import org.eclipse.jetty.http.HttpHeader;

/**
 * Gathers an HTTP client's answer into one array of its announced length, up to a maximum (an
 * answer over it aborts the exchange with the reason). Jetty's buffering listener grew a buffer
 * towards its maximum for every answer, and zeroing that was the largest cost of a front forwarding
 * an instance request: a third of its client threads' samples.
 */
public abstract class AnswerCollector implements Response.Listener {

    private static final byte[] NONE = new byte[0];
    private final int maxBytes;
    private byte[] body = NONE;
    private int size;

    protected AnswerCollector(int maxBytes) {
        this.maxBytes = maxBytes;
    }

    /** The exchange ended: failed ({@code result.isFailed()}), or answered with this body. */
    protected abstract void completed(Result result, byte[] body);

    @Override
    public void onHeaders(Response response) {
        long length = response.getHeaders().getLongField(HttpHeader.CONTENT_LENGTH);
        if (length > maxBytes) {
            response.abort(tooLarge(length + " bytes, more"));
        } else if (length > 0) {
            body = new byte[(int) length];
        }
    }

    @Override
    public void onContent(Response response, ByteBuffer content) {
        int n = content.remaining();
        if ((long) size + n > maxBytes) {
            response.abort(tooLarge("more bytes"));
            return;
        }
        if (size + n > body.length) {
            body = Arrays.copyOf(body, (int) Math.min(maxBytes, Math.max((long) size + n, 2L * body.length + 4096)));
        }
        content.get(body, size, n);
        size += n;
    }

    @Override
    public void onComplete(Result result) {
        completed(result, size == body.length ? body : Arrays.copyOf(body, size));
    }

    private IOException tooLarge(String what) {
        return new IOException("the answer has " + what + " than the " + maxBytes + " bytes taken here");
    }
}
