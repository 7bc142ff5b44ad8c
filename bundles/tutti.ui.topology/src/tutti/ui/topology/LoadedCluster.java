package tutti.ui.topology;

import java.util.List;

import tutti.ui.engines.RemoteEngine;

/**
 * The machines of a cluster's members, each read as an engine's machine is, all at once: a member
 * that is down or cannot be asked keeps its place with the reason, and the others are drawn.
 */
public record LoadedCluster(MachineSource.Cluster source, List<Member> members) {

    /**
     * One member's machine.
     *
     * @param machine its machine and replicas; null when it could not be read
     * @param problem why it could not be read; null when it was
     */
    public record Member(RemoteEngine engine, LoadedMachine machine, String problem) {

        /** Its name and address, above its machine. */
        public String caption() {
            return engine.name() + " (" + engine.url() + ")";
        }
    }

    /**
     * Asks every member at once, off the UI thread, a virtual thread each (they wait for HTTP; the
     * common pool has one thread on two cores); a slow or dead member delays only its own answer.
     */
    public static LoadedCluster load(MachineSource.Cluster source) {
        List<java.util.concurrent.Future<Member>> asked;
        try (java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
            asked = source.cluster().members().stream().map(m -> pool.submit(() -> member(m))).toList();
        } // closing waits for every answer
        return new LoadedCluster(source, asked.stream().map(java.util.concurrent.Future::resultNow).toList());
    }

    private static Member member(RemoteEngine engine) {
        try {
            return new Member(engine, LoadedMachine.load(new MachineSource.Engine(engine)), null);
        } catch (MachineUnavailableException e) {
            return new Member(engine, null, e.getMessage());
        }
    }

    /** Whether it draws as another did: the same members with the same replicas, or the same reasons. */
    boolean drawsAs(LoadedCluster other) {
        if (other == null || other.source() != source || other.members().size() != members.size()) {
            return false;
        }
        for (int i = 0; i < members.size(); i++) {
            Member a = members.get(i);
            Member b = other.members().get(i);
            if (a.engine() != b.engine() || !java.util.Objects.equals(a.problem(), b.problem())
                    || (a.machine() == null) != (b.machine() == null)
                    || a.machine() != null && !a.machine().running().equals(b.machine().running())) {
                return false;
            }
        }
        return true;
    }
}
