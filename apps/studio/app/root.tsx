import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { AccessDeniedError } from '@taskwell/api-sdk';
import { defaultThemeClass, themeBootScriptSource } from '@taskwell/ui/styles';
import { decodeJwt } from 'jose';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { ProblemNotice } from './components/problem-notice/index.ts';
import { LazySignInModal } from './components/sign-in-modal/index.ts';
import { type ShellViewer, StudioShell } from './components/studio-shell/index.ts';
import { useNonce } from './http/nonce.tsx';
import { endSession } from './session/session.server.ts';
import { isSessionEnded, isSignInStep } from './session/sign-in-reason.ts';
import { openRequest } from './session/signed-in.server.ts';
import { SignInProvider, useSignIn } from './sign-in/sign-in-context.tsx';
import { marketingUrl, pinSenderAddress } from './site-config.server.ts';
import { isRunViewChange } from './task-run/run-view-params.ts';

// The header's account summary and the navbar's labels (spec §2) come from here. Remix runs this
// loader again after every action and fetcher submission, so the balance and plan follow any
// change made through the studio; browser code that changes them through `/api/*` (a run's fee,
// a refund) calls `useRevalidator().revalidate()` (docs/decisions/020).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, token, session } = await openRequest(request, context);
  const site = { marketingUrl, pinSenderAddress };
  if (!token) return { ...site, viewer: null, sessionEnded: false };
  try {
    const profile = await api.getProfile({ signal: request.signal });
    const viewer: ShellViewer = {
      id: profile.id,
      name: profile.firstName.trim() || profile.id,
      plan: profile.plan,
      accountBalance: profile.accountBalance,
    };
    return { ...site, viewer, sessionEnded: false };
  } catch (error) {
    // spec §8: a 401 ends the session; the modal says so (a 403 ends nothing, docs/decisions/045).
    if (error instanceof AccessDeniedError) {
      return data(
        { ...site, viewer: null, sessionEnded: true },
        { headers: { 'Set-Cookie': await endSession(session) } },
      );
    }
    // Signed in, but the profile is out of reach for now: the shell names the account (the token's
    // subject is its id, spec §2's fallback) and shows no figures rather than wrong ones.
    const id = accountIdOf(token);
    const viewer: ShellViewer = { id, name: id };
    return { ...site, viewer, sessionEnded: false };
  }
}

function accountIdOf(token: string): string {
  try {
    return decodeJwt(token).sub ?? 'your account';
  } catch {
    return 'your account';
  }
}

export const links: LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];

/**
 * An action that found the session over skips revalidation (4xx); the header must still follow.
 * A sign-in step that did not sign in changes nothing here, and neither does a change of the
 * catalogue's view state. `revalidate()` after a run's start or failure reloads it (the balance).
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  if (isSessionEnded(args.actionResult)) return true;
  // Opening a tab or the run modal changes nothing the header shows (docs/decisions/046).
  if (isRunViewChange(args)) return false;
  return !isSignInStep(args) && args.defaultShouldRevalidate;
};

/** Opens the sign-in modal when the root loader found the session ended. */
function SessionEndedNotice({ ended }: { ended: boolean }) {
  const { open } = useSignIn();
  useEffect(() => {
    if (ended) open({ mode: 'login', reason: 'session-ended' });
  }, [ended, open]);
  return null;
}

/** The document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  // Missing when the root loader itself failed; the page then goes without the account.
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const nonce = useNonce();
  return (
    // The head script may swap the theme class before React hydrates; that difference is expected.
    <html lang="en" className={defaultThemeClass} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Applies the saved theme before the first paint: our own constant script, no user input. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScriptSource }} />
        <Meta />
        <Links />
      </head>
      <body>
        <SignInProvider>
          <StudioShell viewer={data?.viewer ?? null} marketingUrl={data?.marketingUrl} currentPath={location.pathname}>
            {children}
          </StudioShell>
          <LazySignInModal senderAddress={data?.pinSenderAddress ?? 'verify@taskwell.dev'} signedIn={!!data?.viewer} />
          <SessionEndedNotice ended={data?.sessionEnded ?? false} />
        </SignInProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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

/** A message a thrown reply carries for the user (`{ message }`), if any. */
function messageOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

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
      {messageOf(error) ?? 'The studio could not show this page. Try again in a moment.'}
    </ProblemNotice>
  );
}
