import { commitSignIn, readStudioSession } from '../session.server.ts';

/**
 * A request that carries a studio cookie session holding `token`, as a browser would send it.
 * DOM test environments drop `Cookie` from a Request's headers (a browser forbids scripts to set
 * it), so the header is put back on the request object itself.
 */
export async function signedInRequest(url: string, token: string, init: RequestInit = {}): Promise<Request> {
  const { session } = await readStudioSession(new Request(url));
  const setCookie = await commitSignIn(session, token);
  const request = new Request(url, init);
  const headers = new Headers(request.headers);
  headers.set('Cookie', cookieOf(setCookie));
  Object.defineProperty(request, 'headers', { value: headers, configurable: true });
  return request;
}

/** `request` (a loader's or an action's, as the stub makes it) sent again with the cookie session of `token`. */
export async function asSignedIn(request: Request, token: string): Promise<Request> {
  const bodyless = request.method === 'GET' || request.method === 'HEAD';
  return signedInRequest(request.url, token, {
    method: request.method,
    body: bodyless ? null : await request.arrayBuffer(),
    headers: request.headers,
  });
}

/** The `name=value` part of a Set-Cookie header, to send it back. */
export function cookieOf(setCookie: string | null): string {
  return (setCookie ?? '').split(';')[0] as string;
}
