package tutti.ui.app;

import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/** File, Edit, Window and Help menus with the workbench's standard actions. */
final class StudioActionBarAdvisor extends ActionBarAdvisor {

    private IWorkbenchAction save;
    private IWorkbenchAction saveAll;
    private IWorkbenchAction importing;
    private IWorkbenchAction exporting;
    private IWorkbenchAction copy;
    private IWorkbenchAction paste;
    private IWorkbenchAction selectAll;
    private IWorkbenchAction quit;
    private IWorkbenchAction undo;
    private IWorkbenchAction redo;
    private IWorkbenchAction delete;
    private IWorkbenchAction resetPerspective;
    private IWorkbenchAction preferences;
    private IWorkbenchAction about;

    StudioActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        save = keep(ActionFactory.SAVE.create(window));
        saveAll = keep(ActionFactory.SAVE_ALL.create(window));
        importing = keep(ActionFactory.IMPORT.create(window));
        exporting = keep(ActionFactory.EXPORT.create(window));
        copy = keep(ActionFactory.COPY.create(window));
        paste = keep(ActionFactory.PASTE.create(window));
        selectAll = keep(ActionFactory.SELECT_ALL.create(window));
        quit = keep(ActionFactory.QUIT.create(window));
        undo = keep(ActionFactory.UNDO.create(window));
        redo = keep(ActionFactory.REDO.create(window));
        delete = keep(ActionFactory.DELETE.create(window));
        resetPerspective = keep(ActionFactory.RESET_PERSPECTIVE.create(window));
        preferences = keep(ActionFactory.PREFERENCES.create(window));
        about = keep(ActionFactory.ABOUT.create(window));
    }

    private IWorkbenchAction keep(IWorkbenchAction action) {
        register(action);
        return action;
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        // New > Tutti Project, Composition, and the other wizards of the perspective.
        MenuManager newMenu = new MenuManager("&New", ActionFactory.NEW.getId());
        newMenu.add(ContributionItemFactory.NEW_WIZARD_SHORTLIST.create(getActionBarConfigurer().getWindowConfigurer().getWindow()));
        file.add(newMenu);
        file.add(new Separator());
        file.add(save);
        file.add(saveAll);
        file.add(new Separator());
        file.add(importing);
        file.add(exporting);
        file.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(quit);
        MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        edit.add(undo);
        edit.add(redo);
        edit.add(new Separator());
        edit.add(copy);
        edit.add(paste);
        edit.add(delete);
        edit.add(selectAll);
        edit.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        MenuManager window = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        MenuManager showView = new MenuManager("Show &View");
        showView.add(ContributionItemFactory.VIEWS_SHORTLIST.create(getActionBarConfigurer().getWindowConfigurer().getWindow()));
        window.add(showView);
        window.add(resetPerspective);
        window.add(new Separator());
        window.add(preferences);
        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(about);
        menuBar.add(file);
        menuBar.add(edit);
        menuBar.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(window);
        menuBar.add(help);
    }
}
