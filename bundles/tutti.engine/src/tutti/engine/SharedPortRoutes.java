package tutti.engine;

import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.proxy.ProxyHandler;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * What a replica does with the requests that reach it on the public port it shares with its
 * siblings: it starts instances and answers for its own instances itself (the front would only
 * pass them on), and relays everything else to its front as it came (streamed both ways, so the
 * metrics stream flows), since deployments, configuration, batches, signals and gathered views are
 * the front's. Requests on the replica's own loopback port are its front's, and go to its API.
 */
final class SharedPortRoutes extends Handler.Wrapper {

    private final EngineOptions.SharedPort port;
    private final ProxyHandler relay;

    SharedPortRoutes(Handler api, EngineOptions.SharedPort port) {
        super(api);
        this.port = port;
        String host = port.relay().getHost();
        int relayPort = port.relay().getPort();
        this.relay = new ProxyHandler.Reverse(request -> HttpURI.build(request.getHttpURI()).scheme("http").host(host)
                .port(relayPort)) {
            @Override
            protected HttpClient newHttpClient() {
                HttpClient client = super.newHttpClient();
                // Relayed deployments and batches carry bodies up to 64 MB; the front sets its own limits.
                client.setMaxConnectionsPerDestination(1024);
                client.setUserAgentField(null);
                return client;
            }
        };
        addBean(relay);
    }

    @Override
    public void setServer(org.eclipse.jetty.server.Server server) {
        super.setServer(server);
        relay.setServer(server);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (!HttpListener.SHARED.equals(request.getConnectionMetaData().getConnector().getName()) || servedHere(request)) {
            return super.handle(request, response, callback);
        }
        return relay.handle(request, response, callback);
    }

    /** Instance starts, and requests about an instance this replica numbered. */
    private boolean servedHere(Request request) {
        String[] parts = Request.getPathInContext(request).substring(1).split("/", -1);
        String method = request.getMethod();
        if (parts.length == 3 && parts[0].equals("compositions") && parts[2].equals("instances")) {
            return method.equals("POST");
        }
        boolean instance = parts.length == 2 && method.equals("GET")
                || parts.length == 4 && parts[2].equals("messages") && method.equals("POST");
        if (!instance || !parts[0].equals("instances")) {
            return false;
        }
        try {
            return port.owns(Long.parseLong(parts[1]));
        } catch (NumberFormatException e) {
            // The front answers a malformed id as any engine does.
            return false;
        }
    }
}
