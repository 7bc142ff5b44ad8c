package tutti.cluster.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import tutti.cluster.Plan;
import tutti.cluster.PlanExport;
import tutti.cluster.Planner;
import tutti.overseer.Overseer;
import tutti.overseer.TopologySource;

/** Plans written for HAProxy and Kubernetes, on the Nehalem-24 of the papers (4 NUMA nodes of 6 cores). */
class PlanExportTest {

    private static Plan nehalem() throws Exception {
        return Planner.plan(Overseer.topology(TopologySource.synthetic(PlannerTest.NEHALEM_24)), Planner.Request.defaults());
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void haproxyBalancesOverOneEnginePerNodeAndRoutesInstancesByTheirId() throws Exception {
        String cfg = PlanExport.haproxy(nehalem(), 8686, 8687);
        assertTrue(cfg.contains("frontend tutti\n    bind 127.0.0.1:8686\n"), cfg);
        // Four in the balanced backend, and each again in its own backend for the requests that name an instance.
        assertEquals(8, count(cfg, "^    server replica_\\d 127\\.0\\.0\\.1:86(8[7-9]|90) check"), cfg);
        assertTrue(cfg.contains("    acl instance_of_replica_2 path_reg ^/instances/3[0-9]{15}(/|$)\n    use_backend member_replica_2 if instance_of_replica_2\n"),
                cfg);
        assertTrue(cfg.contains("option httpchk GET /health"), cfg);
        // A fixed maxconn above the file-descriptor limit keeps a stock HAProxy from starting.
        assertEquals(0, count(cfg, "^\\s*maxconn"), cfg);
        // Each engine's start line binds it to its node and numbers its instances from its range.
        assertTrue(cfg.contains("libtutti-overseer.so=cpus=6-11,mems=1 -Xmx"), cfg);
        assertTrue(cfg.contains("--port 8688 --kernel-threads"), cfg);
        assertTrue(cfg.contains("--first-instance-id 2000000000000001 --public-url http://127.0.0.1:8686"), cfg);
        assertEquals(4, count(cfg, "^#   \\$TUTTI_HOME/bin/tutti deploy ARCHIVE"), cfg);
    }

    @Test
    void kubernetesHasOneGuaranteedPodPerNodeWithWholeCpus() throws Exception {
        String yaml = PlanExport.kubernetes(nehalem(), "registry.example/tutti-engine:1");
        assertEquals(4, count(yaml, "^kind: Pod$"), yaml);
        assertEquals(5, count(yaml, "^kind: Service$"), yaml);
        // Requests equal to limits, in whole CPUs: the CPU manager's static policy pins such pods.
        assertEquals(4, count(yaml, "requests: \\{cpu: \"6\", memory: \"(\\d+)Mi\"\\}\n      limits: \\{cpu: \"6\", memory: \"\\1Mi\"\\}"),
                yaml);
        assertTrue(yaml.contains("topologyManagerPolicy: single-numa-node"), yaml);
        assertTrue(yaml.contains("cpuManagerPolicy: static"), yaml);
        assertTrue(yaml.contains("image: registry.example/tutti-engine:1"), yaml);
        assertTrue(yaml.contains("\"--first-instance-id\", \"4000000000000001\", \"--public-url\", \"http://tutti-replica-3:8686\""),
                yaml);
    }
}
