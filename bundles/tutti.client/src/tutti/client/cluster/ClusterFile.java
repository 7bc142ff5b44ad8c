package tutti.client.cluster;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tutti.client.EngineClient;
import tutti.runtime.Json;
import tutti.runtime.JsonReader;

/**
 * A cluster of engines behind a balancer, as a file ({@code cluster.json}) that the command line
 * and the Studio read: its name, the balancer's public address, and its members in order. A
 * member's place in the list (its ordinal, as a Kubernetes StatefulSet numbers pods) fixes the
 * instance ids it gives out, so that the balancer routes a request about an instance by its id.
 * Tokens are never in the file, only where to find them ({@link TokenReference}).
 */
public record ClusterFile(String name, URI balancer, String token, List<Member> members) {

    /** Member {@code i} numbers its instances from {@code (i + 1) * 10^15}, as replicas behind a front do. */
    public static final long IDS_PER_MEMBER = 1_000_000_000_000_000L;
    /** The most members a cluster has: their ids stay below {@code Long.MAX_VALUE}. */
    public static final int MAX_MEMBERS = (int) (Long.MAX_VALUE / IDS_PER_MEMBER) - 1;

    /**
     * One engine of the cluster.
     *
     * @param token    where its token is ({@code env:NAME} or {@code file:PATH}); null: the cluster's
     * @param trust    the SHA-256 fingerprint its HTTPS certificate is pinned to; null for plain HTTP or a trusted CA
     * @param topology an hwloc XML file of its machine, for planning without asking it; null when it answers /topology
     */
    public record Member(String name, URI url, String token, String trust, String topology) {
    }

    public ClusterFile {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("the cluster needs a \"name\"");
        }
        if (members.isEmpty()) {
            throw new IllegalArgumentException("the cluster " + name + " has no \"members\": list at least one engine");
        }
        if (members.size() > MAX_MEMBERS) {
            throw new IllegalArgumentException("the cluster " + name + " has " + members.size() + " members; at most "
                    + MAX_MEMBERS + " can each have a range of instance ids");
        }
        Set<String> names = new HashSet<>();
        Set<URI> urls = new HashSet<>();
        for (Member m : members) {
            if (!names.add(m.name())) {
                throw new IllegalArgumentException("two members are named " + m.name() + ": give each its own name");
            }
            if (!urls.add(m.url())) {
                throw new IllegalArgumentException("two members have the address " + m.url() + ": each is an engine of its own");
            }
        }
        members = List.copyOf(members);
        token = token == null ? TokenReference.DEFAULT : token;
    }

    /** The ordinal of the member named {@code memberName}, or -1. */
    public int ordinal(String memberName) {
        for (int i = 0; i < members.size(); i++) {
            if (members.get(i).name().equals(memberName)) {
                return i;
            }
        }
        return -1;
    }

    /** The first instance id member {@code ordinal} gives out ({@code --first-instance-id}). */
    public static long firstInstanceId(int ordinal) {
        return (ordinal + 1) * IDS_PER_MEMBER + 1;
    }

    /** The member whose range holds {@code instanceId}, or -1 for an id no member gives out. */
    public int ordinalOf(long instanceId) {
        int i = (int) (instanceId / IDS_PER_MEMBER) - 1;
        return i >= 0 && i < members.size() ? i : -1;
    }

    /** The token reference a member's token is found by. */
    public String tokenOf(Member m) {
        return m.token() != null ? m.token() : token;
    }

    /**
     * Reads a cluster file; its problems are named with the file, and what to write instead.
     *
     * @throws IOException when it cannot be read or is not a cluster description
     */
    public static ClusterFile read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + " does not exist: write one with 'tutti cluster init'");
        }
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), file.toAbsolutePath().getParent());
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** @param base what a member's relative topology path is relative to; null to keep it as written */
    public static ClusterFile parse(String json, Path base) {
        Map<String, Object> m;
        try {
            m = JsonReader.parseObject(json);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not JSON: " + e.getMessage());
        }
        List<Member> members = new ArrayList<>();
        if (!(m.get("members") instanceof List<?> list)) {
            throw new IllegalArgumentException("\"members\" must be a list of engines, each with a \"url\"");
        }
        for (Object o : list) {
            if (!(o instanceof Map<?, ?> e)) {
                throw new IllegalArgumentException("each member is an object with a \"url\", not " + o);
            }
            URI url = address(e.get("url"), "member " + (members.size() + 1));
            String name = text(e.get("name"));
            String topology = text(e.get("topology"));
            if (topology != null && base != null) {
                topology = base.resolve(topology).normalize().toString();
            }
            String token = text(e.get("token"));
            if (token != null) {
                TokenReference.check(token);
            }
            members.add(new Member(name != null ? name : "engine-" + members.size(), url, token, text(e.get("trust")), topology));
        }
        String token = text(m.get("token"));
        if (token != null) {
            TokenReference.check(token);
        }
        return new ClusterFile(text(m.get("name")), m.get("balancer") == null ? null : address(m.get("balancer"), "the balancer"),
                token, members);
    }

    private static URI address(Object value, String what) {
        if (value == null) {
            throw new IllegalArgumentException(what + " needs a \"url\", e.g. \"http://10.0.0.5:8686\"");
        }
        try {
            URI u = EngineClient.address(value.toString());
            // One engine is one address: http://h:1/ and http://h:1 are the same member.
            return u.getRawPath().endsWith("/") ? URI.create(u.toString().substring(0, u.toString().length() - 1)) : u;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + ": " + e.getMessage());
        }
    }

    private static String text(Object value) {
        return value == null || value.toString().isBlank() ? null : value.toString();
    }

    /** The file's text: members in order, each with the id range its ordinal gives it (for people; not read back). */
    public String toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        if (balancer != null) {
            m.put("balancer", balancer.toString());
        }
        m.put("token", token);
        List<Object> list = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            Member e = members.get(i);
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("name", e.name());
            x.put("url", e.url().toString());
            if (e.token() != null) {
                x.put("token", e.token());
            }
            if (e.trust() != null) {
                x.put("trust", e.trust());
            }
            if (e.topology() != null) {
                x.put("topology", e.topology());
            }
            x.put("firstInstanceId", firstInstanceId(i));
            list.add(x);
        }
        m.put("members", list);
        return Json.pretty(m);
    }
}
