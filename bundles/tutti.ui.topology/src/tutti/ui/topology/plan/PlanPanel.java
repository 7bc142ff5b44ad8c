package tutti.ui.topology.plan;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import tutti.client.EngineException;
import tutti.ui.engines.LocalEngineSettings;
import tutti.cluster.Plan;
import tutti.cluster.PlanException;
import tutti.cluster.PlanOptions;
import tutti.cluster.Planner;
import tutti.cluster.ReplicaPlan;
import tutti.ui.topology.LoadedMachine;
import tutti.ui.topology.MachineSource;
import tutti.ui.topology.TopologyView;
import tutti.ui.topology.overlay.Placements;

/**
 * The planner's options beside the drawing. Every change asks {@code tutti.cluster}'s planner
 * (pure and fast) and previews its replicas on the machine; a refused plan shows the planner's
 * message. Apply puts the plan on the engine shown, in a Job; Export writes it for other tools.
 */
public final class PlanPanel {

    static final String[] STRATEGIES = { "auto", "numa", "cache:L3", "cache:L2", "count:N", "single" };
    static final String[] BINDINGS = { "shared", "local", "none", "non-shared" };
    static final String[] POLICIES = { "default", "per-cpu", "per-core", "interleaved" };

    private final TopologyView view;
    private final Composite panel;
    /** The panel scrolls in a small view instead of being squeezed below what its fields need. */
    private final org.eclipse.swt.custom.ScrolledComposite scroll;
    /** The narrowest the panel is laid out at; narrower, it scrolls. */
    static final int MIN_WIDTH = 260;
    private final Combo strategy;
    private final Spinner count;
    private final Combo binding;
    private final Combo policy;
    private final Button fixedTotal;
    private final Button perReplica;
    private final Spinner threads;
    private final Text heap;
    private final Label reason;
    private final Table replicas;
    private final Button apply;
    private final Button running;
    private final Button export;
    private Plan plan;
    private Planner.Request request;
    private boolean quiet;
    private boolean applying;

    public PlanPanel(Composite parent, TopologyView view) {
        this.view = view;
        scroll = new org.eclipse.swt.custom.ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        panel = new Composite(scroll, SWT.NONE);
        scroll.setContent(panel);
        panel.setLayout(new GridLayout(2, false));
        Label heading = new Label(panel, SWT.NONE);
        heading.setText("Plan");
        heading.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        strategy = combo("Replicas:", STRATEGIES, "plan.strategy",
                "auto: one replica per NUMA node; without NUMA per shared last-level cache, else per shared L2; else one");
        label("Count:");
        count = new Spinner(panel, SWT.BORDER);
        count.setMinimum(1);
        count.setMaximum(4096);
        count.setSelection(2);
        count.setData("tutti.id", "plan.count");
        count.setLayoutData(narrow(count));
        binding = combo("Binding:", BINDINGS, "plan.binding",
                "shared: the cores of the replica's share, memory on its node; local: its whole NUMA node(s); "
                        + "none: as the OS likes; non-shared: spread on purpose (experiments)");
        policy = combo("Threads:", POLICIES, "plan.threads",
                "where the agent pins Kernel and Invoker threads inside a replica (badges on the cores)");
        label("Resources:");
        Composite modes = new Composite(panel, SWT.NONE);
        GridLayout ml = new GridLayout(2, false);
        ml.marginWidth = 0;
        ml.marginHeight = 0;
        modes.setLayout(ml);
        fixedTotal = radio(modes, "total", "plan.fixedTotal");
        perReplica = radio(modes, "each", "plan.perReplica");
        fixedTotal.setToolTipText("Threads and heap are totals, split among the replicas (as the papers compare them)");
        perReplica.setToolTipText("Each replica gets these threads and this heap");
        fixedTotal.setSelection(true);
        label("Threads:");
        threads = new Spinner(panel, SWT.BORDER);
        threads.setToolTipText("Kernel + Invoker threads (in total or per replica); 0 takes the machine's default");
        threads.setMaximum(100_000);
        threads.setData("tutti.id", "plan.threadCount");
        threads.setLayoutData(narrow(threads));
        label("Heap:");
        heap = new Text(panel, SWT.BORDER);
        heap.setMessage("machine's default");
        heap.setToolTipText("Heap in total or per replica, as for -Xmx: 512m, 4g; empty takes a quarter of the memory");
        heap.setData("tutti.id", "plan.heap");
        heap.setLayoutData(narrow(heap));
        reason = new Label(panel, SWT.WRAP);
        reason.setData("tutti.id", "plan.reason");
        GridData rd = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        rd.widthHint = 200;
        reason.setLayoutData(rd);
        replicas = new Table(panel, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        replicas.setHeaderVisible(true);
        replicas.setData("tutti.id", "plan.replicas");
        GridData td = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        td.heightHint = 90;
        replicas.setLayoutData(td);
        String[] columns = { "#", "share", "CPUs", "nodes", "K", "I", "heap" };
        int[] widths = { 28, 90, 60, 44, 28, 28, 50 };
        for (int i = 0; i < columns.length; i++) {
            TableColumn col = new TableColumn(replicas, SWT.LEFT);
            col.setText(columns[i]);
            col.setWidth(widths[i]);
        }
        replicas.addListener(SWT.Selection, e -> {
            int i = replicas.getSelectionIndex();
            if (i >= 0 && plan != null) {
                view.selectReplica(plan.replicas().get(i).index(), false);
            }
        });
        Composite buttons = new Composite(panel, SWT.NONE);
        buttons.setLayout(new GridLayout(3, true));
        buttons.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        apply = button(buttons, "Apply", "plan.apply");
        running = button(buttons, "Show running", "plan.running");
        export = button(buttons, "Export\u2026", "plan.export");
        apply.addListener(SWT.Selection, e -> apply());
        running.addListener(SWT.Selection, e -> {
            view.preview(null);
            update();
        });
        export.addListener(SWT.Selection, e -> {
            if (plan != null) {
                new PlanExportDialog(panel.getShell(), plan, request).open();
            }
        });
        for (Combo c : new Combo[] { strategy, binding, policy }) {
            c.addListener(SWT.Selection, e -> changed());
        }
        count.addListener(SWT.Modify, e -> changed());
        threads.addListener(SWT.Modify, e -> changed());
        heap.addListener(SWT.Modify, e -> changed());
        fixedTotal.addListener(SWT.Selection, e -> changed());
        update();
        // The workbench lays out whole windows, hidden controls too: at 0x0, before the scroll
        // first sizes it, the panel squeezed its spin buttons below their minimum and GTK logged
        // a 'size >= 0' critical at every start.
        panel.setSize(panel.computeSize(MIN_WIDTH, SWT.DEFAULT));
    }

    /** The panel as the view holds it (scrolled when the view is small). */
    public Composite control() {
        return scroll;
    }

    /**
     * Short fields: 90 pixels, or what the field needs at least (GTK's spin buttons with their
     * two buttons need more, and logged 'size >= 0' criticals when given less).
     */
    private static GridData narrow(org.eclipse.swt.widgets.Control field) {
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gd.widthHint = Math.max(90, field.computeSize(SWT.DEFAULT, SWT.DEFAULT).x);
        return gd;
    }

    private Label label(String text) {
        Label l = new Label(panel, SWT.NONE);
        l.setText(text);
        return l;
    }

    private Combo combo(String text, String[] items, String id, String tip) {
        // The explanation on the option's name: on the combo, GTK showed it over the combo's own list.
        label(text).setToolTipText(tip);
        Combo c = new Combo(panel, SWT.READ_ONLY);
        c.setItems(items);
        c.select(0);
        c.setData("tutti.id", id);
        GridData gd = new GridData(SWT.FILL, SWT.CENTER, true, false);
        gd.widthHint = 110;
        c.setLayoutData(gd);
        return c;
    }

    private static Button radio(Composite parent, String text, String id) {
        Button b = new Button(parent, SWT.RADIO);
        b.setText(text);
        b.setData("tutti.id", id);
        return b;
    }

    private static Button button(Composite parent, String text, String id) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setData("tutti.id", id);
        b.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return b;
    }

    /**
     * A new machine: an engine's shows what runs until an option is touched; a described machine
     * shows at once what the options would do there.
     */
    public void machine(LoadedMachine m) {
        plan = null;
        if (!(m.source() instanceof MachineSource.Engine)) {
            changed();
        } else {
            shown(m.options());
            reason.setText(m.options().isEmpty() ? "One engine, no replicas. Change an option to preview a plan here; Apply "
                    + "puts it on the engine." : "Running: " + m.options().get("replicas") + ". Change an option to preview "
                            + "another plan; Apply puts it on the engine.");
            reason.setForeground(null);
            replicas.removeAll();
            update();
        }
    }

    /** Sets the choosers to the running plan's options, without previewing. */
    private void shown(Map<String, Object> running) {
        quiet = true;
        try {
            Object replicasText = running.getOrDefault("replicas", "auto");
            String s = String.valueOf(replicasText);
            if (s.startsWith("count:")) {
                count.setSelection(Integer.parseInt(s.substring(6)));
                s = "count:N";
            }
            select(strategy, s.equals("cache:l3") ? "cache:L3" : s.equals("cache:l2") ? "cache:L2" : s);
            select(binding, String.valueOf(running.getOrDefault("binding", "shared")));
            select(policy, String.valueOf(running.getOrDefault("threads", "default")));
            boolean each = running.containsKey("replica-threads") || running.containsKey("replica-heap");
            perReplica.setSelection(each);
            fixedTotal.setSelection(!each);
            Object t = running.get(each ? "replica-threads" : "total-threads");
            threads.setSelection(t instanceof Number n ? n.intValue() : 0);
            Object h = running.get(each ? "replica-heap" : "total-heap");
            heap.setText(h == null ? "" : String.valueOf(h));
            count.setEnabled(strategy.getText().equals("count:N"));
        } catch (NumberFormatException e) {
            // An engine's option this Studio does not read: the choosers keep their values.
        } finally {
            quiet = false;
        }
    }

    private static void select(Combo c, String item) {
        int i = c.indexOf(item);
        if (i >= 0) {
            c.select(i);
        }
    }

    /** The options as chosen, named as {@code tutti plan} names them. */
    public Map<String, Object> options() {
        Map<String, Object> o = new LinkedHashMap<>();
        String s = strategy.getText();
        o.put("replicas", s.equals("count:N") ? "count:" + count.getSelection() : s);
        o.put("binding", binding.getText());
        o.put("threads", policy.getText());
        String prefix = perReplica.getSelection() ? "replica-" : "total-";
        if (threads.getSelection() > 0) {
            o.put(prefix + "threads", threads.getSelection());
        }
        if (!heap.getText().isBlank()) {
            o.put(prefix + "heap", heap.getText().strip());
        }
        return o;
    }

    /** Sets the choosers (as a test or a user would) and previews. */
    public void choose(String strategyText, String bindingText, String policyText) {
        quiet = true;
        try {
            if (strategyText.startsWith("count:") && !strategyText.equals("count:N")) {
                count.setSelection(Integer.parseInt(strategyText.substring(6)));
                strategyText = "count:N";
            }
            strategy.setText(strategyText);
            binding.setText(bindingText);
            policy.setText(policyText);
        } finally {
            quiet = false;
        }
        changed();
    }

    public Plan plan() {
        return plan;
    }

    private void changed() {
        if (quiet) {
            return;
        }
        count.setEnabled(strategy.getText().equals("count:N"));
        LoadedMachine m = view.loaded();
        if (m == null) {
            return;
        }
        try {
            request = PlanOptions.request(options(), 0);
            plan = Planner.plan(m.topology(), request);
            reason.setText(plan.chosen() + ": " + plan.reason() + ".");
            reason.setForeground(null);
            view.preview(Placements.of(plan, m.topology()));
        } catch (PlanException e) {
            plan = null;
            reason.setText(e.getMessage());
            reason.setForeground(panel.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
            view.preview(null);
        }
        fillTable();
        update();
    }

    private void fillTable() {
        replicas.removeAll();
        if (plan == null) {
            return;
        }
        for (ReplicaPlan r : plan.replicas()) {
            TableItem item = new TableItem(replicas, SWT.NONE);
            item.setText(new String[] { Integer.toString(r.index()), r.share(),
                    r.cpus().isEmpty() ? "unbound" : r.cpus().toString(), r.nodes().isEmpty() ? "-" : r.nodes().toString(),
                    Integer.toString(r.kernelThreads()), Integer.toString(r.invokerThreads()), r.heapOption().substring(4) });
            item.setBackground(0, tutti.ui.ReplicaPalette.color(r.index()));
        }
    }

    private void update() {
        boolean engine = view.source() instanceof MachineSource.Engine;
        apply.setEnabled(engine && plan != null && !applying && view.loaded() != null);
        apply.setToolTipText(engine ? "Start these replicas on " + ((MachineSource.Engine) view.source()).engine().name()
                + "; the replicas they replace finish their instances first" : "Choose an engine in the Engines view to apply a plan");
        running.setEnabled(engine && view.shownPlacement() != null && view.shownPlacement().preview());
        export.setEnabled(plan != null);
        // The room first, then the layout: laid out in the old room, a longer reason squeezed the
        // replicas' table (and before it the spin buttons) below their size, and GTK logged
        // negative-size criticals.
        scroll.setMinSize(panel.computeSize(MIN_WIDTH, SWT.DEFAULT));
        panel.layout(true, true);
    }

    private void apply() {
        if (!(view.source() instanceof MachineSource.Engine e) || plan == null) {
            return;
        }
        Map<String, Object> options = options();
        applying = true;
        update();
        reason.setText("Applying " + options.get("replicas") + " to " + e.engine().name() + "\u2026");
        Job job = Job.create("Applying plan " + options.get("replicas") + " to " + e.engine().name(), (IProgressMonitor monitor) -> {
            String outcome;
            boolean ok;
            long start = System.nanoTime();
            try {
                e.engine().client().applyPlan(options);
                outcome = String.format("Applied: %s on %s in %.1f s.", options.get("replicas"), e.engine().name(),
                        (System.nanoTime() - start) / 1e9);
                if (e.engine().isLocal()) {
                    LocalEngineSettings.rememberPlan(options);
                    outcome += " The local engine starts with this plan from now on (Preferences > Tutti > Local engine).";
                }
                ok = true;
            } catch (EngineException x) {
                outcome = "Not applied: " + x.getMessage();
                ok = false;
            }
            String message = outcome;
            boolean applied = ok;
            panel.getDisplay().asyncExec(() -> {
                if (panel.isDisposed()) {
                    return;
                }
                applying = false;
                reason.setText(message);
                reason.setForeground(applied ? null : panel.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
                if (applied) {
                    view.preview(null);
                    view.refresh();
                }
                update();
            });
            return Status.OK_STATUS;
        });
        job.setUser(false);
        job.schedule();
    }

    /** What the panel says: the planner's reason or refusal, or how an Apply went. */
    public String message() {
        return reason.getText();
    }
}
