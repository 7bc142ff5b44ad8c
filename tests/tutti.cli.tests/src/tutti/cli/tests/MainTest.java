package tutti.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import tutti.cli.Main;

class MainTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Main(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpListsEveryCommand() {
        assertEquals(0, run("help"));
        assertTrue(out().contains("engine") && out().contains("topology") && out().contains("--port N"), out());
    }

    @Test
    void noCommandPrintsHelpAndFails() {
        assertEquals(2, run());
        assertTrue(out().contains("usage: tutti COMMAND"), out());
    }

    @Test
    void anUnknownCommandIsNamed() {
        assertEquals(2, run("deploi"));
        assertTrue(err().contains("unknown command 'deploi'"), err());
    }

    @Test
    void topologyOfASyntheticMachineAsAnLstopoTree() {
        assertEquals(0, run("topology", "--synthetic", "pack:2 [numa(memory=4GiB)] l3:1(size=8MiB) core:2 pu:2"), err());
        assertEquals("""
                Machine (8192MB total)
                  Package L#0
                    NUMANode L#0 (P#0 4096MB)
                    L3 L#0 (8192KB)
                      Core L#0
                        PU L#0 (P#0)
                        PU L#1 (P#1)
                      Core L#1
                        PU L#2 (P#2)
                        PU L#3 (P#3)
                  Package L#1
                    NUMANode L#1 (P#1 4096MB)
                    L3 L#1 (8192KB)
                      Core L#2
                        PU L#4 (P#4)
                        PU L#5 (P#5)
                      Core L#3
                        PU L#6 (P#6)
                        PU L#7 (P#7)
                """, out());
    }

    @Test
    void topologyAsJson() {
        assertEquals(0, run("topology", "--json", "--synthetic", "pack:2 [numa] core:2 pu:1"), err());
        assertTrue(out().startsWith("{\"thisSystem\":false,\"summary\":{\"packages\":2,\"numaNodes\":2,"), out());
        assertTrue(out().endsWith("}\n"), out());
    }

    @Test
    void topologyExportedAsXmlReadsBackAsTheSameTree(@TempDir Path dir) throws Exception {
        Path xml = dir.resolve("m.xml");
        String machine = "pack:2 [numa(memory=1GiB)] l2:2(size=1MiB) core:1 pu:2";
        assertEquals(0, run("topology", "--synthetic", machine, "--export-xml", xml.toString()), err());
        assertTrue(Files.readString(xml).contains("<topology version=\"2.0\">"));
        out.reset();
        assertEquals(0, run("topology", "--synthetic", machine));
        String fromSynthetic = out();
        out.reset();
        assertEquals(0, run("topology", "--xml", xml.toString()));
        assertEquals(fromSynthetic, out());
    }

    @Test
    void eventsListsWhatCanBeCountedAndWhyTheRestCannot() {
        assertEquals(0, run("events"), err());
        assertTrue(out().contains("perf::PAGE-FAULTS") && out().contains("supported"), out());
        assertTrue(out().contains("listed events can be counted on this machine"), out());
        out.reset();
        assertEquals(0, run("events", "--all"), err());
        assertTrue(out().contains("perf::CYCLES"), out());
    }

    @Test
    void theCounterBenchmarkReportsNanosecondsPerRead() {
        assertEquals(0, run("bench-counters", "--threads", "2", "--reads", "2000"), err());
        assertTrue(out().matches("(?s)one thread, 3 events: \\d+ ns per read\n"
                + "pool of 2 threads, 3 events: \\d+ ns per read \\(\\d+ ns per thread\\)\n"), out());
    }

    @Test
    void validateListsProblemsAndFailsOrSaysValid(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good.tutti");
        Files.writeString(good, """
                <?xml version="1.0" encoding="UTF-8"?>
                <composition:Composition xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                    xmlns:composition="http://tutti.dev/composition/0.1" name="Hello">
                  <tasks xsi:type="composition:JavaSnippetTask" name="hello" code="System.out.println(1);"/>
                </composition:Composition>
                """);
        assertEquals(0, run("validate", good.toString()), err());
        assertTrue(out().contains("composition Hello 1.0.0 is valid (1 task)"), out());
        Path bad = dir.resolve("bad.tutti");
        Files.writeString(bad, Files.readString(good).replace("name=\"hello\"", "name=\"class\""));
        assertEquals(1, run("validate", bad.toString()));
        assertTrue(err().contains("error: task 'class': the name is not a Java identifier"), err());
        assertTrue(err().contains("1 error"), err());
        err.reset();
        Path badCode = dir.resolve("badcode.tutti");
        Files.writeString(badCode, Files.readString(good).replace("System.out.println(1);", "int x = ;"));
        assertEquals(1, run("validate", badCode.toString()));
        assertTrue(err().contains("error: code of task 'hello', line 1: "), err());
        err.reset();
        Path broken = dir.resolve("broken.tutti");
        Files.writeString(broken, "<composition:Composition");
        assertEquals(1, run("validate", broken.toString()));
        assertTrue(err().contains("is not a valid Tutti composition"), err());
        assertFalse(err().contains("Exception"), err());
        err.reset();
        out.reset();
        Path bpmn = dir.resolve("pools.bpmn");
        Files.writeString(bpmn, """
                <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
                  <collaboration id="c"><participant id="p1" name="Shop" processRef="A"/><participant id="p2" name="Bank" processRef="B"/></collaboration>
                  <process id="A"><scriptTask id="pack" name="Pack parcel"/><complexGateway id="quorum"/></process>
                  <process id="B"><scriptTask id="pay" name="Pay" scriptFormat="java"><script>int paid = 1;</script></scriptTask></process>
                </definitions>
                """);
        assertEquals(1, run("validate", bpmn.toString()), "a BPMN file is validated process by process, as it imports");
        assertTrue(err().contains(bpmn + " 'A' (Shop): error: task 'quorum': complexGateway 'quorum' has no equivalent in Tutti yet"),
                err());
        assertTrue(out().contains(bpmn + " 'B' (Bank): composition Bank 1.0.0 is valid (1 task)"), out());
    }

    @Test
    void aSampleCompilesToAnArchiveAndRunsFromEither(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("Sequential.tutti");
        Files.write(file, tutti.model.Samples.bytes("Sequential"));
        assertEquals(0, run("run", file.toString(), "--input", "n=1", "--trace"), err());
        assertEquals("{\"result\":6}\n", out());
        assertTrue(err().contains("tasks run: step1, step2, step3, step4, step5"), err());
        out.reset();
        Path archive = dir.resolve("seq.jar");
        assertEquals(0, run("compile", file.toString(), "-o", archive.toString()), err());
        assertTrue(out().startsWith("compiled Sequential 1.0.0 to " + archive), out());
        out.reset();
        assertEquals(0, run("run", archive.toString(), "--input", "n=10"), err());
        assertEquals("{\"result\":15}\n", out());
    }

    @Test
    void aFailingRunAndACompileErrorSayWhy(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("Sequential.tutti");
        Files.write(file, tutti.model.Samples.bytes("Sequential"));
        assertEquals(1, run("run", file.toString(), "--input", "n=one"));
        assertTrue(err().contains("Sequential failed: bad input: input 'n' needs a whole number, got String one"), err());
        err.reset();
        Files.writeString(file, Files.readString(file).replace("next = n + 1;", "next = n +;"));
        assertEquals(1, run("compile", file.toString()));
        assertTrue(err().contains("code of task 'step1', line 1"), err());
        assertFalse(err().contains("Exception"), err());
        err.reset();
        Path notAnArchive = dir.resolve("x.jar");
        Files.writeString(notAnArchive, "hello");
        assertEquals(1, run("run", notAnArchive.toString()));
        assertTrue(err().contains("not a composition archive"), err());
    }

    @Test
    void theCompilerBenchmarkReportsItsFigures() {
        assertEquals(0, run("bench-compiler", "--tasks", "20", "--rounds", "1", "--instances", "1000"), err());
        assertTrue(out().matches("(?s)compile 20-task composition \\(warm\\): \\d+ ms per compile \\(mean of 1\\)\n"
                + "inline runner, Sequential pattern: \\d+ task executions/s on one thread .*"), out());
    }

    @Test
    void theBpmnBenchmarkImportsItsFileAndSaysWhatItMade() {
        assertEquals(0, run("bench-bpmn", "--elements", "42", "--rounds", "2"), err());
        assertTrue(out().matches("(?s)mode: import only, in this JVM, no engine \\(Java \\d+, [^)]+ collector\\)\n"
                + "BPMN file: 42 flow elements \\(20 service tasks, 20 exclusive gateways, 2 events\\), 60 sequence "
                + "flows, \\d+ KB\nimport, cold \\(first in this JVM\\): \\d+ ms; warm: [\\d.]+ ms per import \\(mean of 2\\); "
                + "20 tasks, 19 control flows, \\d+ data flows\n"), out());
        assertEquals(2, run("bench-bpmn", "--elements", "3"));
    }

    @Test
    void theMemoryBenchmarkParksInstancesAndCompletesThemAll() {
        assertEquals(0, run("bench-memory", "--count", "5000"), err());
        assertTrue(out().matches("(?s)instances waiting in a Receive\\s+5,000\n.*heap per waiting instance\\s+-?\\d+ bytes \\((meets|misses) "
                + "the target of at most 400\\).*completed after their message\\s+5,000 of 5,000 .*"), out());
        assertEquals(2, run("bench-memory", "--count", "10"));
        assertTrue(err().contains("--count must be at least 1000"), err());
    }

    @Test
    void theReplicationBenchmarkStartsReplicasAndComparesTheFrontWithItsReplica(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("replicas.csv");
        assertEquals(0, run("bench-replicas", "--strategies", "single", "--count", "2000", "--duration", "1", "--connections", "4", "--rounds", "2",
                "--warmup", "2", "--binding", "none", "--csv", csv.toString()), out() + err());
        assertTrue(out().matches("(?s).*\nChain1 at http://127\\.0\\.0\\.1:\\d+/?: warm-up at saturation, rounds of 1 s: [\\d, ]+ requests/s; .*"),
                "each way in warmed until steady, or said not to be: " + out());
        assertTrue(out().matches("(?s).*\nsingle -> single\\s+1\\s+\\d+\\.\\d\\d\\s+\\d+\\s.*"), out());
        assertTrue(out().matches("(?s).*\nChain1 direct\\s+4\\s+\\d+.*\nChain1 via front\\s+4\\s+\\d+.*"
                + "\nChain1 its replica\\s+4\\s+\\d+.*\nChain1 shared port\\s+4\\s+\\d+.*"), out());
        assertTrue(out().contains("front overhead, Benchmark, 1 connection(s): "), out());
        assertTrue(out().contains("shared-port overhead, Benchmark, 4 connection(s): "), out());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(1 + 1 + 16, lines.size(), lines.toString());
        assertTrue(lines.get(1).contains(",strategy,single -> single,1,"), lines.get(1));
    }

    @Test
    void theHttpBenchmarkDrivesWrkAtSaturationAndAtHalfOfIt(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("http.csv");
        assertEquals(0, run("bench-http", "--duration", "1", "--connections", "8", "--warmup", "3", "--csv", csv.toString()),
                out() + err());
        assertTrue(out().matches("(?s).*\nwarm-up at saturation, rounds of 1 s: [\\d, ]+ requests/s; (steady after \\d+ rounds|still "
                + "rising when its time was up .*)\n.*"), out());
        assertTrue(out().contains("deployed Chain1 (one snippet task)"), out());
        assertTrue(out().matches("(?s).*\nsaturation\\s+8\\s+\\d+\\s+\\d+\\s+0\\s.*\nhalf\\s+\\d+\\s+\\d+\\s+\\d+\\s+0\\s.*"), out());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(1).contains(",saturation,8,0,"), lines.get(1));
    }

    @Test
    void theSoakRunsTwoMinutesAtHalfOfSaturationAndReportsWhatTheEngineHolds(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("soak.csv");
        assertEquals(0, run("bench-soak", "--minutes", "2", "--connections", "8", "--warmup", "6", "--csv", csv.toString()),
                out() + err());
        assertTrue(out().contains("warm-up at saturation, rounds of 3 s: "), out());
        assertTrue(out().contains("durability journal"), "a soak runs the engine as users start it: " + out());
        for (int minute = 1; minute <= 2; minute++) {
            assertTrue(out().matches("(?s).*\n\\s+" + minute + "\\s+\\d+\\s+[\\d.]+\\s+[\\d.]+\\s+0\\s+[\\d.]+\\s+\\d+\\s+\\d+\\n.*"),
                    "minute " + minute + ": requests/s, p50, p99, no errors, heap after GC, open files, threads\n" + out());
        }
        assertTrue(out().contains("heap after GC: too few intervals"), "two minutes cannot show a trend, and it says so: " + out());
        assertTrue(out().matches("(?s).*open files \\(not sockets\\): \\d+ to \\d+ in the first third of the run, \\d+ to \\d+ in the "
                + "last \\((no growth|grew by \\d+)\\).*"), out());
        assertTrue(out().matches("(?s).*threads: \\d+ to \\d+ in the first third.*"), out());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("time,minute,connections,delay_ms,requests_per_s"), lines.get(0));
    }

    @Test
    void theMonitoringBenchmarkComparesCountersOnAndOff() {
        assertEquals(0, run("bench-monitoring", "--count", "100000", "--rounds", "1"), err());
        assertTrue(out().contains("round 1, monitoring on "), out());
        assertTrue(out().contains("round 1, monitoring off"), out());
        assertTrue(out().matches("(?s).*median CPU per instance: [\\d.]+ µs with monitoring, [\\d.]+ without: monitoring costs -?[\\d.]+% .*"),
                out());
        assertTrue(out().matches("(?s).*monitoring's own work: [\\d.]+% of the CPU per instance without it.*"), out());
        out.reset();
        // A thousand instances take a few ms of CPU: under the 10 ms ticks /proc counts it in.
        assertEquals(0, run("bench-monitoring", "--count", "1000", "--rounds", "1"), err());
        assertTrue(out().contains("round 1, monitoring off"), out());
        assertTrue(out().matches("(?s).*CPU per instance: not measured: a run took \\d+ ms of CPU, under 10 ticks of the 10 ms "
                + "clock .*; run with --count \\d+ or more\n"), out());
        assertFalse(out().contains("Infinity") || out().contains("NaN"), out());
    }

    @Test
    void planShowsTheReplicasOfADescribedMachineAndRefusesImpossibleOnes() {
        String opteron = "pack:2 [numa] l3:1(size=6MiB) l2:6(size=512KiB) l1d:1(size=64KiB) core:1 pu:1";
        assertEquals(0, run("plan", "--synthetic", opteron, "--total-threads", "8", "--total-heap", "4g", "--port", "9000"), err());
        assertTrue(out().contains("strategy:  auto -> numa (2 NUMA nodes: one replica per node)"), out());
        assertTrue(out().matches("(?s).*\n0\\s+NUMA node 0\\s+0-5\\s+0\\s+1\\s+3\\s+2g\\s+9000\n"
                + "1\\s+NUMA node 1\\s+6-11\\s+1\\s+1\\s+3\\s+2g\\s+9001\n"), out());
        out.reset();
        assertEquals(0, run("plan", "--synthetic", opteron, "--replicas", "count:3", "--binding", "non-shared", "--json"), err());
        assertTrue(out().startsWith("{\"machine\":\"2 packages, 2 NUMA nodes, 2 L3, 12 L2, 12 cores, 12 PUs\""), out());
        assertEquals(1, run("plan", "--synthetic", opteron, "--replicas", "count:13"));
        assertTrue(err().contains("tutti plan: count:13 asks for more replicas than this machine has CPUs (12)"), err());
        err.reset();
        assertEquals(2, run("plan", "--total-threads", "4", "--replica-heap", "1g"));
        assertTrue(err().contains("give totals (--total-threads, --total-heap) or per-replica amounts"), err());
    }

    @Test
    void planExportsHaproxyAndKubernetesConfigurations() {
        String opteron = "pack:2 [numa] l3:1(size=6MiB) l2:6(size=512KiB) l1d:1(size=64KiB) core:1 pu:1";
        assertEquals(0, run("plan", "--synthetic", opteron, "--export", "haproxy", "--port", "9000"), err());
        assertTrue(out().contains("bind 127.0.0.1:9000"), out());
        assertTrue(out().contains("server replica_1 127.0.0.1:9002 check"), out());
        out.reset();
        assertEquals(0, run("plan", "--synthetic", opteron, "--export", "kubernetes", "--image", "me/tutti:2"), err());
        assertTrue(out().contains("image: me/tutti:2") && out().contains("name: tutti-replica-1"), out());
        out.reset();
        assertEquals(0, run("plan", "--synthetic", opteron, "--replicas", "count:3", "--threads", "per-core", "--replica-heap",
                "1g", "--export", "shell", "--port", "9000"), err());
        assertTrue(out().contains("\n$TUTTI_HOME/bin/tutti engine --port 9000 --replicas count:3 --binding shared --threads "
                + "per-core --replica-heap 1g\n"), out());
        assertTrue(out().contains("--port 9003 --kernel-threads") && out().contains("--public-url http://127.0.0.1:9000"), out());
        assertEquals(2, run("plan", "--synthetic", opteron, "--export", "nomad"));
        assertTrue(err().contains("--export takes haproxy, kubernetes or shell, not 'nomad'"), err());
    }

    @Test
    void anEngineBehindABalancerNeedsBothItsFirstIdAndThePublicAddress() {
        assertEquals(2, run("engine", "--port", "0", "--first-instance-id", "1000000000000001"));
        assertTrue(err().contains("--first-instance-id and --public-url go together"), err());
        err.reset();
        assertEquals(2, run("engine", "--replicas", "count:2", "--kernel-threads", "2"));
        assertTrue(err().contains("with --replicas the pools come from the plan"), err());
        err.reset();
        assertEquals(1, run("engine", "--replicas", "cache:L5"));
        assertTrue(err().contains("unknown replica strategy 'cache:L5'"), err());
    }

    @Test
    void inlineSettingsThatCannotBeReadAreNamedBeforeAPortOpens() {
        assertEquals(2, run("engine", "--port", "0", "--inline", "quick=fast"));
        assertTrue(err().contains("--inline quick=fast is not a duration: write e.g. quick=20us"), err());
        err.reset();
        assertEquals(2, run("engine", "--port", "0", "--inline", "budget=5ms,stall=2ms"));
        assertTrue(err().contains("stall at least the budget"), err());
    }

    @Test
    void adaptivePlacementIsAskedForWithReplicasAndRightDomains() {
        assertEquals(2, run("engine", "--adaptive", "placement"));
        assertTrue(err().contains("--adaptive moves and resizes replicas, and runs in their front"), err());
        err.reset();
        assertEquals(2, run("engine", "--replicas", "auto", "--adaptive", "placement,sometimes"));
        assertTrue(err().contains("--adaptive takes placement, replicas, pools or several joined by commas "
                + "(placement,replicas,pools), or off, not 'placement,sometimes'"), err());
        err.reset();
        assertEquals(2, run("engine", "--replicas", "auto", "--adaptive", "placement", "--adaptive-domains", "0-1"));
        assertTrue(err().contains("--adaptive-domains names at least two domains"), err());
        err.reset();
        assertEquals(2, run("engine", "--replicas", "auto", "--adaptive", "placement", "--adaptive-domains", "0|one"));
        assertTrue(err().contains("--adaptive-domains takes CPU lists joined by |"), err());
        err.reset();
        assertEquals(2, run("engine", "--replicas", "auto", "--adaptive-domains", "0|1"));
        assertTrue(err().contains("--adaptive-domains goes with --adaptive placement"), err());
    }

    @Test
    void bpmnExportAndImportGiveBackTheComposition(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("Loop.tutti");
        Files.write(file, tutti.model.Samples.bytes("Loop"));
        assertEquals(0, run("bpmn", "export", file.toString()), err());
        Path bpmn = dir.resolve("Loop.bpmn");
        assertTrue(Files.readString(bpmn).contains("<scriptTask id=\"body\""));
        Path back = dir.resolve("back.tutti");
        assertEquals(0, run("bpmn", "import", bpmn.toString(), "--output", back.toString()), err());
        out.reset();
        assertEquals(0, run("run", back.toString()), err());
        assertEquals("{\"iterations\":100}\n", out());
        Files.writeString(bpmn, "<definitions xmlns=\"http://www.omg.org/spec/BPMN/20100524/MODEL\"><process id=\"p\">"
                + "<transaction id=\"review\"/></process></definitions>");
        assertEquals(0, run("bpmn", "import", bpmn.toString()), "a well-formed file is never refused: " + err());
        assertTrue(err().contains("error: task 'review': transaction 'review' has no equivalent in Tutti yet"), err());
    }

    @Test
    void bpmnImportChoosesAProcessAndSaysWhatItDropped(@TempDir Path dir) throws Exception {
        Path bpmn = dir.resolve("pools.bpmn");
        Files.writeString(bpmn, """
                <definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
                  <collaboration id="c"><participant id="p1" name="Shop" processRef="A"/><participant id="p2" name="Bank" processRef="B"/>
                    <participant id="p3" name="Customer"/></collaboration>
                  <process id="A"><scriptTask id="pack" name="Pack parcel"/><textAnnotation id="note"/></process>
                  <process id="B"><scriptTask id="pay" name="Pay"/></process>
                </definitions>
                """);
        assertEquals(1, run("bpmn", "import", bpmn.toString()));
        assertTrue(err().contains("choose one with --process ID"), err());
        out.reset();
        assertEquals(0, run("bpmn", "import", bpmn.toString(), "--process", "A"), err());
        assertTrue(out().contains("imported Shop (1 task)"), out());
        assertTrue(out().contains("  dropped textAnnotation 'note': an annotation is a comment"), out());
        assertTrue(out().contains("  not imported (choose one with --process ID, or all with --all): 'B' (Bank)"), out());
        assertTrue(Files.readString(dir.resolve("pools.tutti")).contains("name=\"packParcel\""));
        out.reset();
        Path all = dir.resolve("all");
        assertEquals(0, run("bpmn", "import", bpmn.toString(), "--all", "--output-dir", all.toString()), err());
        assertTrue(out().contains("imported Shop (1 task) to " + all.resolve("Shop.tutti")), out());
        assertTrue(out().contains("imported Bank (1 task) to " + all.resolve("Bank.tutti")), out());
        assertTrue(out().contains("empty pools (black-box participants, nothing to import): 'p3' (Customer)"), out());
        assertTrue(Files.readString(all.resolve("Bank.tutti")).contains("name=\"Pay\""));
        assertEquals(2, run("bpmn", "import", bpmn.toString(), "--all", "--process", "A"));
        assertTrue(err().contains("--all imports every process, each to its own file"), err());
    }

    @Test
    void aUserTaskApprovalWithABoundaryTimerEscalationImportsAndRuns(@TempDir Path dir) throws Exception {
        Path bpmn = dir.resolve("approval.bpmn");
        Files.writeString(bpmn, """
                <bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
                  <bpmn:collaboration id="c">
                    <bpmn:participant id="p1" name="Travel desk" processRef="Travel"/>
                    <bpmn:participant id="p2" name="Manager"/>
                  </bpmn:collaboration>
                  <bpmn:process id="Travel" name="Travel approval" isExecutable="true">
                    <bpmn:laneSet id="lanes"><bpmn:lane id="desk" name="Desk"/></bpmn:laneSet>
                    <bpmn:startEvent id="StartEvent_1"/>
                    <bpmn:userTask id="Activity_Approve" name="Approve trip"/>
                    <bpmn:boundaryEvent id="Event_Late" attachedToRef="Activity_Approve">
                      <bpmn:timerEventDefinition><bpmn:timeDuration>PT0.2S</bpmn:timeDuration></bpmn:timerEventDefinition>
                    </bpmn:boundaryEvent>
                    <bpmn:scriptTask id="Activity_Book" name="Book" scriptFormat="java"><bpmn:script></bpmn:script></bpmn:scriptTask>
                    <bpmn:scriptTask id="Activity_Escalate" name="Escalate" scriptFormat="java"><bpmn:script></bpmn:script></bpmn:scriptTask>
                    <bpmn:endEvent id="EndEvent_1"/>
                    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_Approve"/>
                    <bpmn:sequenceFlow id="Flow_2" sourceRef="Activity_Approve" targetRef="Activity_Book"/>
                    <bpmn:sequenceFlow id="Flow_3" sourceRef="Event_Late" targetRef="Activity_Escalate"/>
                    <bpmn:sequenceFlow id="Flow_4" sourceRef="Activity_Book" targetRef="EndEvent_1"/>
                  </bpmn:process>
                </bpmn:definitions>
                """);
        assertEquals(0, run("bpmn", "import", bpmn.toString()), err());
        Path tutti = dir.resolve("approval.tutti");
        out.reset();
        err.reset();
        // Nobody approves in time: the boundary timer escalates.
        assertEquals(0, run("run", tutti.toString(), "--trace"), err());
        assertTrue(err().contains("tasks run: StartEvent_1, approveTrip, approveTrip (timed out), Escalate"), err());
        err.reset();
        assertEquals(0, run("run", tutti.toString(), "--message", "approveTrip=yes", "--trace"), err());
        assertTrue(err().contains("tasks run: StartEvent_1, approveTrip, Book"), err());
    }

    @Test
    void anEventBasedGatewayImportsAndRunsTheFirstAnswerOrTheTimer(@TempDir Path dir) throws Exception {
        Path bpmn = dir.resolve("offer.bpmn");
        Files.writeString(bpmn, """
                <bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
                  <bpmn:message id="Message_Accepted" name="accepted"/>
                  <bpmn:message id="Message_Declined" name="declined"/>
                  <bpmn:process id="Offer" name="Offer" isExecutable="true">
                    <bpmn:startEvent id="StartEvent_1"/>
                    <bpmn:scriptTask id="Activity_Send" name="Send offer"/>
                    <bpmn:eventBasedGateway id="Gateway_Answer" name="Wait for answer"/>
                    <bpmn:intermediateCatchEvent id="Event_Accepted"><bpmn:messageEventDefinition messageRef="Message_Accepted"/></bpmn:intermediateCatchEvent>
                    <bpmn:intermediateCatchEvent id="Event_Declined"><bpmn:messageEventDefinition messageRef="Message_Declined"/></bpmn:intermediateCatchEvent>
                    <bpmn:intermediateCatchEvent id="Event_Later"><bpmn:timerEventDefinition><bpmn:timeDuration>PT0.2S</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
                    <bpmn:scriptTask id="Activity_Ship" name="Ship"/>
                    <bpmn:scriptTask id="Activity_Archive" name="Archive"/>
                    <bpmn:scriptTask id="Activity_Remind" name="Remind"/>
                    <bpmn:endEvent id="EndEvent_1"/>
                    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_Send"/>
                    <bpmn:sequenceFlow id="Flow_2" sourceRef="Activity_Send" targetRef="Gateway_Answer"/>
                    <bpmn:sequenceFlow id="Flow_3" sourceRef="Gateway_Answer" targetRef="Event_Accepted"/>
                    <bpmn:sequenceFlow id="Flow_4" sourceRef="Gateway_Answer" targetRef="Event_Declined"/>
                    <bpmn:sequenceFlow id="Flow_5" sourceRef="Gateway_Answer" targetRef="Event_Later"/>
                    <bpmn:sequenceFlow id="Flow_6" sourceRef="Event_Accepted" targetRef="Activity_Ship"/>
                    <bpmn:sequenceFlow id="Flow_7" sourceRef="Event_Declined" targetRef="Activity_Archive"/>
                    <bpmn:sequenceFlow id="Flow_8" sourceRef="Event_Later" targetRef="Activity_Remind"/>
                    <bpmn:sequenceFlow id="Flow_9" sourceRef="Activity_Ship" targetRef="EndEvent_1"/>
                  </bpmn:process>
                </bpmn:definitions>
                """);
        assertEquals(0, run("bpmn", "import", bpmn.toString()), err());
        assertTrue(out().contains("mapped eventBasedGateway 'Gateway_Answer' to the Receive waitForAnswer"), out());
        Path tutti = dir.resolve("offer.tutti");
        err.reset();
        assertEquals(0, run("run", tutti.toString(), "--message", "declined=no", "--trace"), err());
        assertTrue(err().contains("tasks run: sendOffer, waitForAnswer, Archive"), err());
        err.reset();
        assertEquals(0, run("run", tutti.toString(), "--message", "accepted=yes", "--trace"), err());
        assertTrue(err().contains("tasks run: sendOffer, waitForAnswer, Ship"), err());
        err.reset();
        assertEquals(0, run("run", tutti.toString(), "--trace"), err());
        assertTrue(err().contains("tasks run: sendOffer, waitForAnswer, waitForAnswer (timed out), Remind"), err());
    }

    @Test
    void anEmbeddedSubprocessWithAnErrorBoundaryImportsAndRunsTheHandler(@TempDir Path dir) throws Exception {
        Path bpmn = dir.resolve("order.bpmn");
        Files.writeString(bpmn, """
                <bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
                  <bpmn:error id="Error_Payment" name="Payment failed" errorCode="PAYMENT"/>
                  <bpmn:process id="Order" name="Order" isExecutable="true">
                    <bpmn:startEvent id="StartEvent_1"/>
                    <bpmn:subProcess id="Sub_Fulfil" name="Fulfil">
                      <bpmn:startEvent id="Sub_Start"/>
                      <bpmn:scriptTask id="Activity_Reserve" name="Reserve" scriptFormat="java"><bpmn:script></bpmn:script></bpmn:scriptTask>
                      <bpmn:scriptTask id="Activity_Charge" name="Charge" scriptFormat="java"><bpmn:script>throw new tutti.runtime.TaskError("PAYMENT", "card declined");</bpmn:script></bpmn:scriptTask>
                      <bpmn:endEvent id="Sub_End"/>
                      <bpmn:sequenceFlow id="Flow_S1" sourceRef="Sub_Start" targetRef="Activity_Reserve"/>
                      <bpmn:sequenceFlow id="Flow_S2" sourceRef="Activity_Reserve" targetRef="Activity_Charge"/>
                      <bpmn:sequenceFlow id="Flow_S3" sourceRef="Activity_Charge" targetRef="Sub_End"/>
                    </bpmn:subProcess>
                    <bpmn:boundaryEvent id="Boundary_Payment" attachedToRef="Sub_Fulfil"><bpmn:errorEventDefinition errorRef="Error_Payment"/></bpmn:boundaryEvent>
                    <bpmn:scriptTask id="Activity_Confirm" name="Confirm" scriptFormat="java"><bpmn:script></bpmn:script></bpmn:scriptTask>
                    <bpmn:scriptTask id="Activity_Release" name="Release stock" scriptFormat="java"><bpmn:script></bpmn:script></bpmn:scriptTask>
                    <bpmn:endEvent id="EndEvent_1"/>
                    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Sub_Fulfil"/>
                    <bpmn:sequenceFlow id="Flow_2" sourceRef="Sub_Fulfil" targetRef="Activity_Confirm"/>
                    <bpmn:sequenceFlow id="Flow_3" sourceRef="Boundary_Payment" targetRef="Activity_Release"/>
                    <bpmn:sequenceFlow id="Flow_4" sourceRef="Activity_Confirm" targetRef="EndEvent_1"/>
                  </bpmn:process>
                </bpmn:definitions>
                """);
        assertEquals(0, run("bpmn", "import", bpmn.toString()), err());
        Path tutti = dir.resolve("order.tutti");
        err.reset();
        assertEquals(0, run("run", tutti.toString(), "--trace"), err());
        assertTrue(err().contains("tasks run: Reserve, Charge, releaseStock"), "the payment error inside the subprocess is "
                + "handled by its boundary event's flow, and the subprocess's own way on (Confirm) is not taken: " + err());
    }

    @Test
    void aMultiInstanceTaskOverAPropertyImportsAndRunsOncePerElement(@TempDir Path dir) throws Exception {
        Path bpmn = dir.resolve("batch.bpmn");
        Files.writeString(bpmn, """
                <bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
                  <bpmn:itemDefinition id="Item_Orders" structureRef="java.util.List"/>
                  <bpmn:process id="Process_Batch" name="Batch" isExecutable="true">
                    <bpmn:property id="Property_Orders" name="orders" itemSubjectRef="Item_Orders"/>
                    <bpmn:startEvent id="StartEvent_1"/>
                    <bpmn:scriptTask id="Activity_Ship" name="Ship order" scriptFormat="java">
                      <bpmn:multiInstanceLoopCharacteristics isSequential="true">
                        <bpmn:loopDataInputRef>Property_Orders</bpmn:loopDataInputRef>
                        <bpmn:inputDataItem id="DataInput_Order" name="order"/>
                      </bpmn:multiInstanceLoopCharacteristics>
                      <bpmn:script>if (String.valueOf(order).charAt(0) == '"') throw new IllegalStateException("quoted " + order);</bpmn:script>
                    </bpmn:scriptTask>
                    <bpmn:endEvent id="EndEvent_1"/>
                    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_Ship"/>
                    <bpmn:sequenceFlow id="Flow_2" sourceRef="Activity_Ship" targetRef="EndEvent_1"/>
                  </bpmn:process>
                </bpmn:definitions>
                """);
        assertEquals(0, run("bpmn", "import", bpmn.toString()), err());
        out.reset();
        assertEquals(0, run("run", dir.resolve("batch.tutti").toString(), "--input", "orders=[\"a\",\"b\",c]", "--trace"), err());
        assertTrue(err().contains("tasks run: shipOrder[0], shipOrder[1], shipOrder[2]"), err());
        assertEquals("{}\n", out(), "completed: no element came with its quotes");
    }

    @Test
    void benchRunsTheBenchmarkThroughALocalEngineAndWritesCsv(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("bench.csv");
        assertEquals(0, run("bench", "--count", "2000", "--warmup", "1000", "--csv", csv.toString()), err());
        assertTrue(out().contains("deployed the Benchmark sample"), out());
        assertTrue(out().matches("(?s).*instances\\s+2000 \\(2000 completed, 0 failed\\).*"), out());
        assertTrue(out().matches("(?s).*completed instances/s\\s+\\d+.*"), out());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("time,composition,count,completed,failed,wall_ms,instances_per_s"));
        assertTrue(lines.get(1).contains(",Benchmark,2000,2000,0,"), lines.get(1));
        err.reset();
        assertEquals(2, run("bench", "--engine", "http://127.0.0.1:1"));
        assertTrue(err().contains("--engine needs --token"), err());
        try (tutti.engine.EngineServer given = tutti.engine.EngineServer.start(tutti.engine.EngineOptions.loopback(0))) {
            out.reset();
            assertEquals(0, run("bench", "--engine", given.uri().toString(), "--token", given.token(), "--count", "1000",
                    "--warmup", "1000", "--csv", dir.resolve("given.csv").toString()), err());
            assertTrue(out().startsWith("engine at " + given.uri() + ": single, Tutti "), "the mode it ran in: " + out());
            // --warmup 0: measured cold, no warm-up batch at all (an engine batch runs at least one instance).
            out.reset();
            assertEquals(0, run("bench", "--engine", given.uri().toString(), "--token", given.token(), "--count", "500",
                    "--warmup", "0", "--csv", dir.resolve("cold.csv").toString()), err());
            assertTrue(out().matches("(?s).*instances\\s+500 \\(500 completed, 0 failed\\).*"), out());
        }
    }

    @Test
    void theSuiteOfPatternsRunsEachWorkflowWithItsTaskExecutionsAndTheInlineRunner(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("patterns.csv");
        assertEquals(0, run("bench", "--suite", "patterns", "--count", "2000", "--inline-seconds", "0.2", "--csv", csv.toString()),
                err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(7, lines.size(), "a header and a row per workflow: " + lines);
        assertTrue(lines.get(0).startsWith("time,workflow,count,completed,failed,wall_ms,instances_per_s,task_executions_per_s,"
                + "tasks_per_instance"), lines.get(0));
        java.util.Map<String, Integer> tasks = java.util.Map.of("Benchmark", 8, "PatternSequential", 6, "PatternParallel", 7, "PatternLoop", 14,
                "PatternLoopEmpty", 102, "PatternForEach", 6);
        List<String> workflows = new java.util.ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            workflows.add(f[1]);
            assertEquals("2000,2000,0", f[2] + "," + f[3] + "," + f[4], line);
            assertEquals(String.valueOf(tasks.get(f[1])), f[8], "tasks per instance, as the inline runner counts them: " + line);
            double perSecond = Double.parseDouble(f[6]);
            double executions = Double.parseDouble(f[7]);
            // The engine counts its own executions: as many per instance as the inline runner's.
            assertEquals(tasks.get(f[1]), executions / perSecond, tasks.get(f[1]) * 0.05, line);
            assertTrue(Double.parseDouble(f[14]) > 0, "the inline runner ran it: " + line);
        }
        assertEquals(List.of("Benchmark", "PatternSequential", "PatternParallel", "PatternLoop", "PatternLoopEmpty",
                "PatternForEach"), workflows);
        assertTrue(out().contains("task executions/s"), out());
        assertTrue(out().matches("(?s).*PatternLoopEmpty\\s+[\\d,]+\\s+[\\d,]+\\s+102\\s.*"), out());
        err.reset();
        assertEquals(2, run("bench", "--suite", "everything"));
        assertTrue(err().contains("--suite is 'patterns'"), err());
        err.reset();
        assertEquals(2, run("bench", "--suite", "patterns", "--composition", "Loop"));
        assertTrue(err().contains("leave out --composition"), err());
    }

    @Test
    void theScalingSuiteMeasuresEachWorkflowAtEachPoolSizeAndOnReplicas(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("scaling.csv");
        assertEquals(0, run("bench", "--suite", "patterns", "--scaling", "--replicas", "single", "--count", "1000", "--csv",
                csv.toString(), "--plot", dir.toString()), err());
        List<String> lines = Files.readAllLines(csv);
        int cores = Runtime.getRuntime().availableProcessors();
        int sizes = 0;
        for (int n = 1; n <= cores; n *= 2) {
            sizes++;
        }
        sizes += Integer.bitCount(cores) == 1 ? 0 : 1;
        // A header, a row per workflow at each pool size, and one per workflow on the replicas.
        assertEquals(1 + 6 * sizes + 6, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("time,way,replicas,threads_per_pool,workflow,count,completed,failed,instances_per_s"),
                lines.get(0));
        java.util.Set<String> ways = new java.util.TreeSet<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            ways.add(f[1] + " @" + f[3]);
            assertEquals("1000,1000,0", f[5] + "," + f[6] + "," + f[7], line);
            assertTrue(Double.parseDouble(f[8]) > 0, line);
        }
        assertTrue(ways.contains("one JVM @1") && ways.stream().anyMatch(w -> w.startsWith("replicas single -> single")), ways.toString());
        assertTrue(Files.size(dir.resolve("scaling.png")) > 10_000 && Files.exists(dir.resolve("scaling.svg")));
        err.reset();
        assertEquals(2, run("bench", "--scaling"));
        assertTrue(err().contains("--scaling is for --suite patterns"), err());
        err.reset();
        assertEquals(2, run("bench", "--suite", "patterns", "--replicas", "auto"));
        assertTrue(err().contains("--replicas and --plot are for --suite patterns --scaling"), err());
    }

    @Test
    void loadRunsClosedLoopClientsAndWritesTheirIntervals(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("load.csv");
        assertEquals(0, run("load", "--clients", "3", "--duration", "2s", "--think-mean", "50ms", "--think-variance", "0",
                "--interval", "1s", "--csv", csv.toString()), err());
        assertTrue(out().contains("3 clients run Benchmark for 2 s, thinking 50 ms each time, each request at most 30 s"), out());
        assertTrue(out().matches("(?s).*total: \\d+ completed \\([\\d.]+ instances/s\\), 0 failed, 0 timed out, 0 refused, 0 "
                + "errors; latency p50 .* at most 3 requests in flight.*"), out());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(3, lines.size(), "a header and a row per second: " + lines);
        assertTrue(lines.get(0).startsWith("t_seconds,clients,max_in_flight,completed,failed,timed_out,refused,errors,"
                + "instances_per_second,p50_ms"), lines.get(0));
        assertTrue(lines.get(1).matches("1\\.\\d+,3,3,\\d+,0,0,0,0,.*"), lines.get(1));
        err.reset();
        assertEquals(2, run("load", "--duration", "soon"));
        assertTrue(err().contains("--duration takes a time such as 30s, 500ms, 2m or PT30S, not 'soon'"), err());
        err.reset();
        assertEquals(2, run("load", "--clients", "0"));
        assertTrue(err().contains("clients are 1 to 100,000, not 0"), err());
    }

    @Test
    void experimentListsAndRunsAPublishedExperiment(@TempDir Path dir) throws Exception {
        assertEquals(0, run("experiment", "list"), err());
        assertTrue(out().contains("pool-size    Pool-size sweep"), out());
        out.reset();
        Path results = dir.resolve("sweep");
        assertEquals(0, run("experiment", "run", "pool-size", "--quick", "--param", "instances=500", "--output",
                results.toString()), err());
        assertTrue(out().contains("wrote 4 runs to " + results.resolve("results.csv") + ", 4 plot files and "
                + results.resolve("report.md")), out());
        assertTrue(Files.readAllLines(results.resolve("results.csv")).get(1).startsWith("500,2,Benchmark,1,1,500,0,"));
        err.reset();
        assertEquals(2, run("experiment", "run", "pool-size", "--param", "speed=fast"));
        assertTrue(err().contains("experiment pool-size has no parameter 'speed'"), err());
        err.reset();
        assertEquals(2, run("experiment", "run", "fastest"));
        assertTrue(err().contains("no experiment fastest (there are: pool-size, replicas, clones, cache, thread-policies, clients, numa, adaptive)"), err());
    }

    @Test
    void planApplyPutsThePlanOnARunningEngine() throws Exception {
        try (tutti.engine.EngineServer engine = tutti.engine.EngineServer.start(tutti.engine.EngineOptions.loopback(0))) {
            engine.allowPlanChanges(new tutti.cluster.LoneEnginePlans(new java.io.PrintStream(new java.io.ByteArrayOutputStream())));
            String url = engine.uri().toString();
            assertEquals(2, run("plan", "--apply", "--engine", url, "--replicas", "count:1"));
            assertTrue(err().contains("changing an engine's plan needs its token"), err());
            err.reset();
            assertEquals(2, run("plan", "--apply", "--engine", url, "--token", engine.token(), "--synthetic", "pack:2 core:2"));
            assertTrue(err().contains("plans on the engine's own machine"), err());
            err.reset();
            assertEquals(1, run("plan", "--apply", "--engine", url, "--token", engine.token(), "--replicas", "cache:L5"));
            assertTrue(err().contains("unknown replica strategy 'cache:L5'"), err());
            err.reset();
            assertEquals(0, run("plan", "--apply", "--engine", url, "--token", engine.token(), "--replicas", "count:1",
                    "--binding", "none", "--replica-heap", "128m"), err());
            assertTrue(out().startsWith("applied to " + url + " in "), out());
            assertTrue(out().contains("count:1 (1 replica, as asked)") && out().contains("  replica 0: up, pid "), out());
            assertTrue(out().contains("  draining the engine itself: 0 instance(s) to finish"), out());
            assertEquals("replicated", tutti.client.EngineClient.to(engine.uri()).build().health().mode());
            assertEquals(2, run("plan", "--engine", url));
            assertTrue(err().contains("--engine goes with --apply"), err());
        }
    }

    @Test
    void deployCompilesAndUploadsToARunningEngine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("Loop.tutti");
        Files.write(file, tutti.model.Samples.bytes("Loop"));
        try (tutti.engine.EngineServer engine = tutti.engine.EngineServer.start(tutti.engine.EngineOptions.loopback(0))) {
            assertEquals(0, run("deploy", file.toString(), "--engine", engine.uri().toString(), "--token", engine.token()), err());
            assertTrue(out().startsWith("deployed to " + engine.uri() + ": Loop "), out());
            assertTrue(engine.core().deployments().find("Loop", null) != null);
            out.reset();
            assertEquals(0, run("deploy", file.toString(), "--engine", engine.uri().toString(), "--token", engine.token()), err());
            assertTrue(out().startsWith("unchanged on " + engine.uri() + ": Loop "), out());
            assertEquals(1, run("deploy", file.toString(), "--engine", engine.uri().toString(), "--token", "wrong"));
            assertTrue(err().contains("tutti deploy: the engine at " + engine.uri() + " refused the token"), err());
        }
        err.reset();
        assertEquals(2, run("deploy", file.toString(), "--engine", "http://127.0.0.1:1"));
        assertTrue(err().contains("give its token"), err());
        err.reset();
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        assertEquals(1, run("deploy", file.toString(), "--engine", "http://127.0.0.1:" + port, "--token", "t"));
        assertEquals("tutti deploy: no engine answers at http://127.0.0.1:" + port + ": start it or check the address", err().strip());
        err.reset();
        assertEquals(2, run("deploy", file.toString(), "--engine", "127.0.0.1:8686", "--token", "t"));
        assertTrue(err().contains("starts with http:// or https://"), err());
    }

    @Test
    void everyCommandAnswersHelpWithItsUsage() {
        assertEquals(0, run("help"));
        List<String> names = out().lines().filter(l -> l.matches("  [a-z][a-z-]+ .*")).map(l -> l.strip().split(" ")[0]).toList();
        assertTrue(names.size() >= 16 && names.contains("engine") && names.contains("deploy"), names.toString());
        for (String name : names) {
            for (String flag : List.of("--help", "-h")) {
                out.reset();
                err.reset();
                assertEquals(0, run(name, flag), name + " " + flag + ": " + err());
                assertTrue(out().startsWith("usage: tutti " + name + " "), name + ": " + out());
                assertEquals("", err(), name);
            }
        }
        out.reset();
        assertEquals(0, run("engine", "--port", "9", "--help"), "--help anywhere on the line");
        assertTrue(out().contains("--replicas"), out());
    }

    @Test
    void theMarkdownReferenceHasEveryCommandWithItsUsage() {
        assertEquals(0, run("help"));
        List<String> names = out().lines().filter(l -> l.matches("  [a-z][a-z-]+ .*")).map(l -> l.strip().split(" ")[0]).toList();
        out.reset();
        assertEquals(0, run("help", "--markdown"));
        String md = out();
        for (String name : names) {
            out.reset();
            assertEquals(0, run(name, "--help"));
            String synopsis = out().lines().findFirst().orElseThrow().substring("usage: ".length());
            int at = md.indexOf("### `" + name + "`\n");
            assertTrue(at >= 0, "no section for " + name + " in:\n" + md);
            int block = md.indexOf("```\n", at) + 4;
            String shown = md.substring(block, md.indexOf("```", block));
            // Wrapped for reading, the same words in the same order.
            assertEquals(synopsis.replaceAll("\\s+", " ").strip(), shown.replaceAll("\\s+", " ").strip(), name);
            for (String line : shown.lines().toList()) {
                // Longer only where one option group is longer on its own.
                assertTrue(line.length() <= 96 || line.startsWith("    ") && "[(|".indexOf(line.strip().charAt(0)) >= 0,
                        name + ": a long line not wrapped: " + line);
            }
        }
    }

    @Test
    void flagsTakeNoValueAndValuedOptionsNeedOne() {
        assertEquals(2, run("topology", "--json=yes"));
        assertTrue(err().contains("--json of 'topology' takes no value"), err());
        err.reset();
        assertEquals(2, run("topology", "--xml"));
        assertTrue(err().contains("--xml of 'topology' needs a value"), err());
    }

    @Test
    void topologyOfAMissingFileFailsWithItsName() {
        assertEquals(1, run("topology", "--xml", "/no/such/machine.xml"));
        assertTrue(err().contains("/no/such/machine.xml"), err());
        assertFalse(err().contains("Exception"), "no stack trace or class names: " + err());
    }

    @Test
    void badEngineOptionsFailBeforeAnyPortOpens() throws Exception {
        assertEquals(2, run("engine", "--listen", "0.0.0.0", "--port", "0"));
        assertTrue(err().contains("without a token"), err());
        assertTrue(err().contains("usage: tutti engine"), err());
        err.reset();
        assertEquals(2, run("engine", "--port", "eighty"));
        assertTrue(err().contains("--port needs a whole number, not 'eighty'"), err());
        err.reset();
        assertEquals(2, run("engine", "--colour", "blue"));
        assertTrue(err().contains("has no option --colour"), err());
    }

    @Test
    void anEngineThatCannotListenSaysWhy() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            assertEquals(1, run("engine", "--port", String.valueOf(taken.getLocalPort())));
            assertTrue(err().contains("cannot listen on 127.0.0.1:" + taken.getLocalPort()), err());
        }
    }
}
