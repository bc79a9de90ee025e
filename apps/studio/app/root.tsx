import type { LinksFunction, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { AppShell } from '@taskwell/ui/app-shell';
import { Button } from '@taskwell/ui/button';
import { defaultThemeClass, themeBootScriptSource } from '@taskwell/ui/styles';
import type { ReactNode } from 'react';
import { ProblemNotice } from './components/problem-notice/index.ts';
import * as styles from './root.css.ts';
import { marketingUrl } from './site-config.server.ts';

export function loader() {
  return { marketingUrl };
}

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];

/** The document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  // Missing when the root loader itself failed; the page then goes without the link.
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    // The head script may swap the theme class before React hydrates; that difference is expected.
    <html lang="en" className={defaultThemeClass} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Applies the saved theme before the first paint: our own constant script, no user input. */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScriptSource }} />
        <Meta />
        <Links />
      </head>
      <body>
        <AppShell
          logo={
            <Link to="/" className={styles.brand}>
              Taskwell Studio
            </Link>
          }
          actions={
            data ? (
              <Button asChild variant="subtle" size="sm">
                <a href={data.marketingUrl}>Taskwell home</a>
              </Button>
            ) : null
          }
        >
          <div className={styles.main}>{children}</div>
        </AppShell>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Routes set their own titles; this one serves the pages no route matched and root errors.
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: 'Taskwell Studio' }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: `${notFound ? 'Page not found' : 'Something went wrong'} · Taskwell Studio` }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ProblemNotice title="Page not found" headingLevel={1} actionHref="/" actionLabel="Go to My Tasks">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </ProblemNotice>
    );
  }
  return (
    <ProblemNotice title="Something went wrong" headingLevel={1} actionHref="/" actionLabel="Try again">
      The studio could not show this page. Try again in a moment.
    </ProblemNotice>
  );
}
