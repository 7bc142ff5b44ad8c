package tutti.ui.topology;

import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;

import tutti.overseer.PaperMachine;
import tutti.ui.engines.EnginesPlugin;
import tutti.ui.engines.EngineTarget;
import tutti.ui.topology.layout.DrawingOptions;

/** The Topology view's toolbar: which machine, how to draw it, zoom, export. */
final class TopologyActions {

    private final TopologyView view;
    private final Action machine;
    private final Action logical;
    private final Action fold;
    private final Action zoomIn;
    private final Action zoomOut;
    private final Action zoomFit;
    private final Action exportPng;
    private final Action exportSvg;
    private final Action refresh;
    private final Action plan;

    TopologyActions(TopologyView view) {
        this.view = view;
        machine = new Action("Machine", IAction.AS_DROP_DOWN_MENU) {
            @Override
            public void run() {
                view.refresh();
            }
        };
        machine.setToolTipText("Which machine to draw: an engine's, this computer, a machine of the papers, an hwloc XML file "
                + "or a synthetic description");
        machine.setImageDescriptor(icon("topology.png"));
        machine.setMenuCreator(new MachineMenu());
        logical = toggle("Logical indexes", "logical.png", "Number objects as hwloc does (L#) instead of as the OS does (P#)",
                () -> view.options(new DrawingOptions(!view.options().logical(), view.options().fold())));
        fold = toggle("Fold identical objects", "fold.png",
                "Draw runs of more than four identical objects as first, \u2026 N more, last (as lstopo does)",
                () -> view.options(new DrawingOptions(view.options().logical(), !view.options().fold())));
        fold.setChecked(true);
        zoomIn = action("Zoom in (Ctrl+wheel)", "zoom_in.png", () -> {
            view.zoomedByHand();
            view.canvas().zoom(view.canvas().zoom() * 1.25);
        });
        zoomOut = action("Zoom out (Ctrl+wheel)", "zoom_out.png", () -> {
            view.zoomedByHand();
            view.canvas().zoom(view.canvas().zoom() / 1.25);
        });
        zoomFit = action("Zoom to fit", "zoom_fit.png", () -> view.canvas().zoomToFit());
        exportPng = action("Export as PNG\u2026", "export.png", () -> save("png"));
        exportSvg = action("Export as SVG\u2026", "export.png", () -> save("svg"));
        refresh = action("Refresh", "refresh.png", view::refresh);
        plan = toggle("Plan", "plan.png", "Show the plan's options beside the drawing (preview, Apply, Export)",
                () -> view.showPlan(!view.planShown()));
        plan.setChecked(true);
    }

    void fill(IToolBarManager bar) {
        bar.add(machine);
        bar.add(refresh);
        bar.add(new Separator());
        bar.add(logical);
        bar.add(fold);
        bar.add(new Separator());
        bar.add(zoomOut);
        bar.add(zoomIn);
        bar.add(zoomFit);
        bar.add(new Separator());
        bar.add(exportPng);
        bar.add(exportSvg);
        bar.add(new Separator());
        bar.add(plan);
    }

    void update() {
        boolean drawn = view.canvas() != null && view.canvas().drawn();
        for (Action a : new Action[] { zoomIn, zoomOut, zoomFit, exportPng, exportSvg }) {
            a.setEnabled(drawn);
        }
        logical.setChecked(view.options().logical());
        plan.setChecked(view.planShown());
        plan.setEnabled(!(view.source() instanceof MachineSource.Cluster));
        fold.setChecked(view.options().fold());
    }

    private Action toggle(String text, String image, String tip, Runnable run) {
        Action a = new Action(text, IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                run.run();
            }
        };
        a.setToolTipText(tip);
        a.setImageDescriptor(icon(image));
        return a;
    }

    private static Action action(String text, String image, Runnable run) {
        Action a = new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
        a.setImageDescriptor(icon(image));
        return a;
    }

    private static ImageDescriptor icon(String name) {
        return ImageDescriptor.createFromURL(TopologyActions.class.getResource("/icons/" + name));
    }

    private void save(String format) {
        FileDialog d = new FileDialog(view.getSite().getShell(), SWT.SAVE);
        d.setFilterExtensions(new String[] { "*." + format });
        d.setOverwrite(true);
        d.setFileName("topology." + format);
        String file = d.open();
        if (file == null) {
            return;
        }
        if (format.equals("png")) {
            view.write(Path.of(file), view.png());
        } else {
            view.writeSvg(Path.of(file));
        }
    }

    /** The machines to choose from: every engine, this computer, the papers', a file, a description. */
    private final class MachineMenu extends tutti.ui.Actions.DropDown {

        @Override
        protected void fill(IMenuManager m) {
            for (EngineTarget e : EnginesPlugin.getDefault().engines().all()) {
                m.add(choice("Engine: " + e.name(), new MachineSource.Engine(e)));
            }
            for (tutti.ui.engines.EngineCluster c : EnginesPlugin.getDefault().engines().clusters()) {
                m.add(choice("Cluster: " + c.name() + " (its members side by side)", new MachineSource.Cluster(c)));
            }
            m.add(new Separator());
            m.add(choice("This computer (the Studio's)", new MachineSource.Studio()));
            m.add(new Separator());
            for (PaperMachine p : PaperMachine.values()) {
                m.add(choice("Papers: " + p.title(), new MachineSource.Paper(p)));
            }
            m.add(new Separator());
            m.add(new Action("hwloc XML file\u2026") {
                @Override
                public void run() {
                    FileDialog d = new FileDialog(view.getSite().getShell(), SWT.OPEN);
                    d.setFilterExtensions(new String[] { "*.xml", "*" });
                    String file = d.open();
                    if (file != null) {
                        view.show(new MachineSource.Xml(Path.of(file)));
                    }
                }
            });
            m.add(new Action("Synthetic description\u2026") {
                @Override
                public void run() {
                    InputDialog d = new InputDialog(view.getSite().getShell(), "Synthetic machine",
                            "An hwloc synthetic description, e.g. pack:2 [numa(memory=64GiB)] l3:1(size=32MiB) core:8 pu:2",
                            "pack:2 [numa(memory=64GiB)] l3:1(size=32MiB) l2:8(size=1MiB) l1d:1(size=48KiB) core:1 pu:2",
                            text -> text.isBlank() ? "Write a description such as pack:2 core:4 pu:2" : null);
                    if (d.open() == Window.OK) {
                        view.show(new MachineSource.Synthetic(d.getValue().strip()));
                    }
                }
            });
        }

        private Action choice(String text, MachineSource source) {
            Action a = new Action(text, IAction.AS_RADIO_BUTTON) {
                @Override
                public void run() {
                    view.show(source);
                }
            };
            a.setChecked(source.equals(view.source()));
            return a;
        }
    }
}
