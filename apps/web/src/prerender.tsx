/**
 * The server-side entry of the build (vite.config.ts `prerender`): renders a public page to HTML once,
 * at build time, so that a phone shows it as soon as the HTML and the stylesheet arrive instead of after
 * every script has loaded and run (issue 14 §2). app/start-app.tsx hydrates that HTML. Only pages that
 * look the same for everyone are rendered here: /login without a query, for a visitor with no session.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { appRoutes } from './app/router';

/** The pages rendered at build time. */
export const PRERENDERED_PATHS = ['/login'] as const;

/** The markup of `pathname` as a visitor without a session sees it before any request of the app. */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}, not a page`);
  // A page that failed to load would be rendered as the error page: the build fails instead.
  if (context.errors) throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        {/* No hydration data: the routes have no loaders, and inline scripts are not allowed (CSP). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
