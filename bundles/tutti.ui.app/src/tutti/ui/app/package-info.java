/** The Tutti Studio RCP application: its window, menus and first perspective. Presents only. */
package tutti.ui.app;
