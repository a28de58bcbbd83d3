/** The height of the signed-in frames' toolbar (both layouts); Mantine's AppShell publishes it to CSS as
 *  `--app-shell-header-height`, which app.css reads to open the toasts below it. */
export const TOOLBAR_HEIGHT = 64;
