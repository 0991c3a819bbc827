/**
 * The dashboard: a server's canon on a web page (issue 20). The only package that imports the HTTP
 * server (Javalin, Jetty) and the templates (jte, compiled at build time from {@code src/main/jte}
 * into {@code continuity.dashboard.templates}); {@code LayersTest} keeps it so.
 *
 * <p>Entry points: {@link continuity.dashboard.DashboardCommand} ({@code continuity dashboard},
 * offline) and {@link continuity.dashboard.Dashboard} (started by {@code run} when {@code
 * dashboard.*} is set). Pages read through {@link continuity.dashboard.Canon} (the core's {@code
 * Repository} port); actions are the core's own events ({@code Actions}). Tests: {@code
 * DashboardTest}, {@code DashboardLoginTest}, {@code DashboardOnPostgresTest}, {@code
 * DashboardBrowserTest}.
 */
package continuity.dashboard;
