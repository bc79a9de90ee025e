import type { AppLoadContext } from '@remix-run/node';
import type { ClientLoaderFunctionArgs } from '@remix-run/react';
import { paymentSourcesOf } from '../http/content-security-policy.ts';

// Issue 39: a Content-Security-Policy belongs to a document, not to the pages a document goes on
// to show. Only `/pricing` and `/billing` may load Stripe (or frame the stand-in's checkout page),
// so their own documents are served with those sources, and a move to them from a document of
// another page loads them as a document of their own.

/** The paths whose documents are served with the payment sources. */
const paymentPaths = ['/pricing', '/billing'];

/**
 * Lets the page being rendered load what its checkout needs, from the API's plan catalogue
 * (a loader's step; nothing without the server's document policy).
 */
export function allowPayments(
  context: AppLoadContext,
  catalogue: { publishableKey: string | null; testCheckoutUrl: string | null },
): void {
  if (context.documentPolicy) context.documentPolicy.payments = paymentSourcesOf(catalogue);
}

/** Whether the browser loaded this document for a payment page (and so with its sources). */
export function documentTakesPayments(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  const address = entry?.name ?? window.location.href;
  return paymentPaths.includes(new URL(address).pathname.replace(/\/+$/, '') || '/');
}

/**
 * The client loader of a payment page: its server loader's data when this document was served
 * for a payment page, else the page loaded as a document of its own (the data and the sources
 * come with it), the navigation left pending while the browser replaces the document.
 */
export async function paymentPageLoader({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<unknown> {
  if (documentTakesPayments()) return serverLoader();
  window.location.assign(request.url);
  return new Promise<never>(() => undefined);
}
