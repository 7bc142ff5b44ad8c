package tutti.bpmn;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.w3c.dom.Element;

import tutti.model.composition.Composition;

/**
 * Reads BPMN 2.0 files drawn in any modeler. A well-formed file is never refused: every process
 * (every pool of a collaboration) can become a composition, and what Tutti cannot run yet becomes
 * a task or flow carrying a problem that names the element and what to do, which the validator
 * reports. Only a file that is not well-formed XML, or not BPMN, is an error. How each construct
 * maps is in the classes {@link ProcessImport} runs; the mapping is documented in docs/guide/bpmn.md.
 */
public final class BpmnImporter {

    private BpmnImporter() {
    }

    /**
     * What an import made from {@code process} (described as {@code 'Process_1' (Order handling)}),
     * and what it mapped or dropped and why; {@code otherProcesses} were not imported.
     */
    public record Result(Composition composition, List<String> notes, List<String> otherProcesses, String process) {
    }

    /** Every process of a file imported, and the pools that held nothing to import (black boxes, empty processes). */
    public record All(List<Result> results, List<String> emptyPools) {
    }

    /** A process of a file, to choose from: its id, the id with its or its pool's name, whether it is executable. */
    public record ProcessInfo(String id, String description, boolean executable) {
    }

    public static Composition importFile(Path file) throws BpmnException {
        return importFile(file, null).composition();
    }

    /**
     * @param processId the process to import from a file with several (a collaboration); null
     *        for the only one, or the only executable one
     */
    public static Result importFile(Path file, String processId) throws BpmnException {
        return read(parse(file), processId);
    }

    public static Composition importStream(InputStream in, String name) throws BpmnException {
        return importStream(in, name, null).composition();
    }

    public static Result importStream(InputStream in, String name, String processId) throws BpmnException {
        return read(BpmnDocument.parse(in, name), processId);
    }

    /** Every process of the file that holds something to run, each a composition with a name of its own. */
    public static All importAll(Path file) throws BpmnException {
        return all(parse(file));
    }

    public static All importAll(InputStream in, String name) throws BpmnException {
        return all(BpmnDocument.parse(in, name));
    }

    /** The processes a file holds, in its order. */
    public static List<ProcessInfo> processes(Path file) throws BpmnException {
        BpmnDocument doc = parse(file);
        return doc.processes().stream().map(p -> new ProcessInfo(Dom.id(p), doc.describe(p),
                "true".equals(p.getAttribute("isExecutable")))).toList();
    }

    private static BpmnDocument parse(Path file) throws BpmnException {
        try (InputStream in = Files.newInputStream(file)) {
            return BpmnDocument.parse(in, file.toString());
        } catch (IOException e) {
            throw new BpmnException("cannot read BPMN file " + file + ": " + e.getMessage(), e);
        }
    }

    private static Result read(BpmnDocument doc, String processId) throws BpmnException {
        Element process = chooseProcess(doc, processId);
        ProcessImport in = new ProcessImport(doc, process);
        Composition c = in.read();
        List<String> others = doc.processes().stream().filter(p -> p != process).map(doc::describe).toList();
        return new Result(c, List.copyOf(in.notes), others, doc.describe(process));
    }

    private static All all(BpmnDocument doc) {
        List<Result> results = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (Element p : doc.processes()) {
            if (!BpmnDocument.hasContent(p)) {
                continue;
            }
            ProcessImport in = new ProcessImport(doc, p);
            Composition c = in.read();
            String base = c.getName();
            for (int n = 2; !names.add(c.getName()); n++) {
                c.setName(base + n);
            }
            List<String> notes = new ArrayList<>(in.notes);
            if (!c.getName().equals(base)) {
                notes.add("named the composition " + c.getName() + ": another process of the file is " + base + " already");
            }
            results.add(new Result(c, List.copyOf(notes), List.of(), doc.describe(p)));
        }
        return new All(List.copyOf(results), doc.emptyPools());
    }

    /**
     * The process asked for; else the only one; else the only executable one (modelers mark the
     * process a collaboration runs as executable, the other pools are partners drawn for context).
     */
    private static Element chooseProcess(BpmnDocument doc, String processId) throws BpmnException {
        List<Element> processes = doc.processes();
        if (processes.isEmpty()) {
            throw new BpmnException("the file holds no process" + (doc.emptyPools().isEmpty() ? ""
                    : ": its pools " + String.join(", ", doc.emptyPools()) + " are black boxes") + "; nothing to import");
        }
        List<String> described = processes.stream().map(doc::describe).toList();
        if (processId != null) {
            return processes.stream().filter(p -> Dom.id(p).equals(processId)).findFirst()
                    .orElseThrow(() -> new BpmnException("the file holds no process '" + processId + "' (processes: "
                            + String.join(", ", described) + ")"));
        }
        if (processes.size() == 1) {
            return processes.get(0);
        }
        List<Element> executable = processes.stream().filter(p -> "true".equals(p.getAttribute("isExecutable"))).toList();
        if (executable.size() == 1) {
            return executable.get(0);
        }
        throw new BpmnException("the file holds " + processes.size() + " processes" + (executable.isEmpty() ? ", none executable"
                : ", " + executable.size() + " of them executable") + ": " + String.join(", ", described)
                + "; choose one with --process ID, or import them all with --all");
    }
}
