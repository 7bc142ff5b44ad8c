package tutti.bpmn;

import static tutti.bpmn.Dom.children;
import static tutti.bpmn.Dom.id;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;

import tutti.model.composition.Bounds;
import tutti.model.composition.Composition;
import tutti.model.composition.CompositionFactory;
import tutti.model.composition.ControlFlow;
import tutti.model.composition.JavaSnippetTask;
import tutti.model.composition.Task;

/**
 * One process of a BPMN file becoming one composition: what the mappings share (the elements by
 * id, the sequence flows, the tasks made so far, the notes and problems) and the order they run
 * in. Each construct is mapped in its own class: {@link EventMapping}, {@link ActivityMapping},
 * {@link FlowMapping}, {@link ProcessData}; what cannot be mapped is decided in
 * {@link Unsupported} and becomes a stand-in task that carries the problem.
 */
final class ProcessImport {

    static final CompositionFactory F = CompositionFactory.eINSTANCE;

    /** A task name longer than this (or of more words) is a sentence: the element's id names the task instead. */
    private static final int SENTENCE_CHARS = 32;
    private static final int SENTENCE_WORDS = 4;

    /**
     * Elements that document a process but do not run: dropped with a note. Lanes and pools say who
     * does the work, annotations and groups explain it, data objects and stores name data that
     * Tutti passes in parameters.
     */
    private static final Map<String, String> DOCUMENTATION = Map.of(
            "laneSet", "lanes only say who does the work",
            "textAnnotation", "an annotation is a comment",
            "association", "an association links a comment",
            "group", "a group only frames elements",
            "dataObject", "data travels in parameters",
            "dataObjectReference", "data travels in parameters",
            "dataStoreReference", "data travels in parameters",
            "category", "categories only label groups");

    /** Children of a process or activity that are not flow elements: read where they belong, never listed. */
    private static final Set<String> NOT_FLOW_ELEMENTS = Set.of("incoming", "outgoing", "documentation", "extensionElements",
            "auditing", "monitoring", "dataInputAssociation", "dataOutputAssociation", "standardLoopCharacteristics",
            "multiInstanceLoopCharacteristics", "script", "correspondingEventRef", "supportedInterfaceRef", "resourceRole",
            "performer", "humanPerformer", "potentialOwner", "rendering", "ioBinding", "correlationSubscription", "lane",
            "flowNodeRef", "conditionExpression", "completionCondition");

    /** The ids Tutti's export makes up for elements that have none (see BpmnExporter). */
    private static final java.util.regex.Pattern GENERATED_ID = java.util.regex.Pattern.compile("(flow|Lane_|Participant_)\\d+");

    final BpmnDocument doc;
    final Element process;
    final Composition c = F.createComposition();
    final List<String> notes = new ArrayList<>();
    private final Set<String> names = new HashSet<>();
    /** Every flow node of the process by id, those inside embedded subprocesses too. */
    final Map<String, Element> byId = new LinkedHashMap<>();
    final Map<String, List<Element>> outgoing = new HashMap<>();
    final Map<String, List<Element>> incoming = new HashMap<>();
    /** Every sequence flow of the process, those inside embedded subprocesses too. */
    final List<Element> flows = new ArrayList<>();
    /** The task each element became, by the element's id. */
    final Map<String, Task> tasks = new LinkedHashMap<>();
    /** Elements Tutti cannot run yet, by id: the problem their stand-in task carries. */
    final Map<String, String> standIns = new LinkedHashMap<>();
    /** Subprocesses that are not flattened: their content stays out of the composition. */
    final Set<Element> opaque = new HashSet<>();
    /** The Receives that stand for a person's (user or manual) task. */
    final Set<Task> peoplesTasks = new HashSet<>();
    final ProcessData data;
    final EventMapping events;
    final ActivityMapping activities;
    final FlowMapping flowMapping;
    final VendorMapping vendors;

    ProcessImport(BpmnDocument doc, Element process) {
        this.doc = doc;
        this.process = process;
        data = new ProcessData(this);
        events = new EventMapping(this);
        activities = new ActivityMapping(this);
        flowMapping = new FlowMapping(this);
        vendors = new VendorMapping(this);
    }

    Composition read() {
        Element pool = doc.pool(process);
        if (pool != null && doc.shapes.containsKey(id(pool))) {
            c.getLanes().add(lane(pool, true));
        }
        classify(process);
        c.setName(compositionName());
        c.setBpmnId(keptId(id(process), c.getName()));
        String version = process.getAttributeNS(Bpmn.TUTTI, "version");
        if (!version.isEmpty()) {
            c.setVersion(version);
        }
        for (Element d : children(process, "documentation")) {
            c.setDescription(d.getTextContent());
        }
        for (Element f : flows) {
            outgoing.computeIfAbsent(f.getAttribute("sourceRef"), k -> new ArrayList<>()).add(f);
            incoming.computeIfAbsent(f.getAttribute("targetRef"), k -> new ArrayList<>()).add(f);
        }
        data.declareVariables();
        events.chooseAfterEventGateways();
        for (Element e : byId.values()) {
            Task t = standIns.containsKey(id(e)) ? standIn(e) : events.isAbsorbed(e) ? null : events.isEvent(e) ? events.task(e)
                    : activities.isActivity(e) ? activities.task(e) : null;
            if (t != null) {
                tasks.put(id(e), t);
                t.setBpmnId(keptId(id(e), t.getName()));
                c.getTasks().add(t);
            }
        }
        events.messageStarts();
        events.messageBoundaries();
        flowMapping.controlFlows();
        events.startsIntoDecisions();
        flowMapping.loopExits();
        activities.multiInstanceCardinalities();
        data.processExtensions();
        data.processProperties();
        data.multiInstanceOverData();
        data.wireVariables();
        placeParameterBoxes();
        c.setBpmnKept(KeptStructure.capture(this));
        return c;
    }

    /**
     * The composition's inputs and outputs boxes, which a BPMN diagram does not have, go below
     * what it draws, so that they cover neither a task nor the header of a pool or lane.
     */
    private void placeParameterBoxes() {
        List<Bounds> drawn = new ArrayList<>();
        c.getTasks().stream().map(Task::getBounds).filter(java.util.Objects::nonNull).forEach(drawn::add);
        c.getLanes().stream().map(tutti.model.composition.Lane::getBounds).filter(java.util.Objects::nonNull).forEach(drawn::add);
        // Tutti's own files keep their boxes where the user put them.
        if (doc.fromTutti || drawn.isEmpty() || c.getInputBounds() != null || c.getOutputBounds() != null) {
            return;
        }
        int left = drawn.stream().mapToInt(Bounds::getX).min().orElse(0);
        int bottom = drawn.stream().mapToInt(b -> b.getY() + b.getHeight()).max().orElse(0) + 30;
        c.setInputBounds(bounds(left, bottom, 170, boxHeight(c.getInputs().size())));
        c.setOutputBounds(bounds(left + 200, bottom, 170, boxHeight(c.getOutputs().size())));
    }

    /** The editor's height for a box of that many parameters. */
    private static int boxHeight(int parameters) {
        return 30 + 18 * Math.max(1, parameters);
    }

    /** Made from the process's name, its pool's or its id: a class name, as composition names are. */
    private String compositionName() {
        String name = process.getAttribute("name").strip();
        if (!name.isEmpty() && javax.lang.model.SourceVersion.isIdentifier(name)) {
            return name;
        }
        name = readableName(name.isEmpty() ? doc.poolName(process) : name, id(process));
        return name.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + name.substring(1);
    }

    /**
     * Sorts the elements of the process, or of an embedded subprocess in it, into those Tutti
     * maps, those it drops with a note and those it cannot run yet (stand-ins with a problem).
     */
    private void classify(Element container) {
        for (Element e : children(container, null)) {
            String kind = e.getLocalName();
            if (!Bpmn.MODEL.equals(e.getNamespaceURI())) {
                notes.add("ignored " + e.getNodeName() + " in " + Dom.what(container) + ": an extension of another tool");
                continue;
            }
            if (NOT_FLOW_ELEMENTS.contains(kind)) {
                continue;
            }
            if (kind.equals("laneSet") && lanes(e) > 0) {
                notes.add("kept the lanes of laneSet '" + id(e) + "' as bands drawn behind the tasks: they say who does the work");
                continue;
            }
            if (DOCUMENTATION.containsKey(kind)) {
                notes.add("dropped " + kind + (id(e).isEmpty() ? "" : " '" + id(e) + "'") + ": " + DOCUMENTATION.get(kind));
                continue;
            }
            if (kind.equals("property") || kind.equals("ioSpecification")) {
                if (container != process) {
                    notes.add("dropped " + Dom.what(e) + " of " + Dom.what(container) + ": data travels in parameters");
                }
                continue; // a process's become composition inputs
            }
            if (kind.equals("sequenceFlow")) {
                flows.add(e);
                continue;
            }
            if (id(e).isEmpty()) {
                notes.add("ignored a " + kind + " without an id in " + Dom.what(container) + ": nothing can refer to it");
                continue;
            }
            byId.put(id(e), e);
            String problem = Unsupported.problem(this, e, container);
            if (problem != null) {
                standIns.put(id(e), problem);
            } else if (kind.equals("subProcess") && !opaque.contains(e)) {
                classify(e);
            }
        }
    }

    /** The lanes of a lane set (and of the lane sets inside them) that the diagram draws, added as bands; how many. */
    private int lanes(Element laneSet) {
        int n = 0;
        for (Element lane : children(laneSet, "lane")) {
            if (doc.shapes.containsKey(id(lane))) {
                c.getLanes().add(lane(lane, false));
                n++;
            }
            for (Element inner : children(lane, "childLaneSet")) {
                n += lanes(inner);
            }
        }
        return n;
    }

    private tutti.model.composition.Lane lane(Element e, boolean pool) {
        tutti.model.composition.Lane lane = F.createLane();
        lane.setName(e.hasAttribute("name") ? e.getAttribute("name") : null);
        int[] s = doc.shapes.get(id(e));
        lane.setBounds(bounds(s[0], s[1], s[2], s[3]));
        lane.setPool(pool);
        lane.setBpmnId(keptId(id(e), null));
        return lane;
    }

    /**
     * The element's id where export must write it back: null where the name says it (Tutti's
     * export names an element by it) or where it is one Tutti's export made up.
     */
    String keptId(String id, String name) {
        return id.isEmpty() || id.equals(name) || doc.fromTutti && GENERATED_ID.matcher(id).matches() ? null : id;
    }

    /** A task that stands for an element Tutti cannot run yet: it carries the problem, which names the element and what to do. */
    private Task standIn(Element e) {
        Task t = e.getLocalName().equals("subProcess") || e.getLocalName().equals("callActivity")
                ? F.createSubCompositionTask() : snippet("");
        t.setName(taskName(e));
        t.setImportProblem(standIns.get(id(e)));
        bounds(t, id(e));
        notes.add("kept " + Dom.what(e) + " as the stand-in task " + t.getName() + ", marked with a problem: "
                + standIns.get(id(e)));
        return t;
    }

    static JavaSnippetTask snippet(String code) {
        JavaSnippetTask s = F.createJavaSnippetTask();
        s.setCode(code);
        return s;
    }

    /** Adds a problem to a task (a task keeps all of them). */
    static void problem(Task t, String problem) {
        t.setImportProblem(t.getImportProblem() == null ? problem : t.getImportProblem() + "; " + problem);
    }

    static void problem(ControlFlow f, String problem) {
        f.setImportProblem(f.getImportProblem() == null ? problem : f.getImportProblem() + "; " + problem);
    }

    /** A task's name from the element's, unique in the composition: a second 'Check' becomes 'Check_2'. */
    String taskName(Element e) {
        return uniqueName(readableName(e.getAttribute("name"), id(e)));
    }

    String uniqueName(String base) {
        String name = base;
        for (int n = 2; !names.add(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }

    /**
     * A BPMN name made a Java identifier: one that is already stays as it is (a round trip keeps
     * names); a few words become camel case ("Check order" is checkOrder); a sentence gives way to
     * the id, which modelers keep short.
     */
    static String readableName(String name, String id) {
        String text = name == null ? "" : name.strip();
        if (text.isEmpty()) {
            return identifier(id);
        }
        if (javax.lang.model.SourceVersion.isIdentifier(text) && !javax.lang.model.SourceVersion.isKeyword(text)) {
            return text;
        }
        String[] words = text.split("[^\\p{L}\\p{N}]+");
        List<String> kept = java.util.Arrays.stream(words).filter(w -> !w.isEmpty()).toList();
        if (kept.isEmpty() || kept.size() > SENTENCE_WORDS || text.length() > SENTENCE_CHARS) {
            return identifier(id);
        }
        StringBuilder b = new StringBuilder();
        for (String w : kept) {
            String ascii = java.text.Normalizer.normalize(w, java.text.Normalizer.Form.NFD).replaceAll("[^A-Za-z0-9]", "");
            if (ascii.isEmpty()) {
                continue;
            }
            b.append(b.length() == 0 ? ascii.substring(0, 1).toLowerCase(java.util.Locale.ROOT)
                    : ascii.substring(0, 1).toUpperCase(java.util.Locale.ROOT)).append(ascii.substring(1));
        }
        return b.length() == 0 ? identifier(id) : identifier(b.toString());
    }

    /** BPMN names are free text; Tutti names become Java identifiers. */
    static String identifier(String name) {
        String s = name.strip().replaceAll("[^A-Za-z0-9_]+", "_");
        return s.isEmpty() || !Character.isJavaIdentifierStart(s.charAt(0)) || javax.lang.model.SourceVersion.isKeyword(s)
                ? "_" + s : s;
    }

    void bounds(Task t, String id) {
        int[] s = doc.shapes.get(id);
        if (s == null) {
            return;
        }
        boolean box = t instanceof JavaSnippetTask || t instanceof tutti.model.composition.ReceiveTask
                || t instanceof tutti.model.composition.SubCompositionTask || t instanceof tutti.model.composition.ReplyTask;
        if (box && s[2] < MIN_WIDTH && !doc.fromTutti) {
            // An event or gateway of the drawing that became a task: a box around the same middle, big enough for its name.
            t.setBounds(bounds(s[0] + s[2] / 2 - MIN_WIDTH / 2, s[1] + s[3] / 2 - MIN_HEIGHT / 2, MIN_WIDTH, MIN_HEIGHT));
        } else {
            t.setBounds(bounds(s[0], s[1], s[2], s[3]));
        }
    }

    private static final int MIN_WIDTH = 100;
    private static final int MIN_HEIGHT = 60;

    static Bounds bounds(int x, int y, int w, int h) {
        Bounds b = F.createBounds();
        b.setX(x);
        b.setY(y);
        b.setWidth(w);
        b.setHeight(h);
        return b;
    }

    /** The boundary events attached to an activity, wherever in the process they are drawn. */
    List<Element> boundariesOf(Element activity) {
        List<Element> out = new ArrayList<>();
        collectBoundaries(process, id(activity), out);
        return out;
    }

    private static void collectBoundaries(Element container, String id, List<Element> out) {
        for (Element e : children(container, null)) {
            if (e.getLocalName().equals("boundaryEvent") && e.getAttribute("attachedToRef").equals(id)) {
                out.add(e);
            } else if (e.getLocalName().equals("subProcess")) {
                collectBoundaries(e, id, out);
            }
        }
    }

    /** The element of this id anywhere in the process, read from the file (for checks made while elements are still being sorted). */
    Element inFile(String id) {
        return inFile(process, id);
    }

    private static Element inFile(Element root, String id) {
        for (Element e : children(root, null)) {
            if (id(e).equals(id)) {
                return e;
            }
            if (e.getLocalName().equals("subProcess")) {
                Element inner = inFile(e, id);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    /** The tasks made of the activities inside an embedded subprocess, nested ones included. */
    List<Task> tasksInside(Element sub) {
        List<Task> out = new ArrayList<>();
        for (Element e : children(sub, null)) {
            Task t = tasks.get(id(e));
            if (t != null) {
                out.add(t);
            }
            if (e.getLocalName().equals("subProcess") && !opaque.contains(e)) {
                out.addAll(tasksInside(e));
            }
        }
        return out;
    }
}
