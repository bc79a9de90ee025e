import { PassThrough } from 'node:stream';
import {
  type AppLoadContext,
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleErrorFunction,
} from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { NonceProvider } from './http/nonce.tsx';
import './session/load-context.ts';
import { apiUrl } from './site-config.server.ts';

const apiOrigin = new URL(apiUrl).origin;

// A render still streaming after this long is cut off, so a stuck loader cannot hold a socket.
export const streamTimeout = 5_000;

/**
 * Server errors go to the log, except the expected ones: an unknown address (a 404 is an answer,
 * not a fault, and logged no stack trace) and requests the browser gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
};

/**
 * Renders a page: bots get the whole document at once, browsers a stream from the first byte.
 * With the server's document policy (production), the page's Content-Security-Policy goes with it
 * and every inline script the render writes carries its nonce (issue 39).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext = {},
) {
  const waitForAll = isbot(request.headers.get('user-agent') ?? '');
  const policy = loadContext.documentPolicy;
  if (policy) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ ...policy, apiOrigin }));
  const nonce = policy?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; earlier ones reject and reach handleError.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
