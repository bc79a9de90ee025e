import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { proxyRequest } from '../../api-proxy/proxy-request.server.ts';

/** GET and HEAD through the `/api/*` proxy (docs/decisions/020). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return proxyRequest(request, context);
}

/** POST and the other methods through the `/api/*` proxy. */
export function action({ request, context }: ActionFunctionArgs) {
  return proxyRequest(request, context);
}
