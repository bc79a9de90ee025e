// Issue 39: the studio's pages show what users typed (a task's icon, a listing's card, results);
// a policy that lets the browser load images, scripts and connections only from the studio's own
// origin and the API's makes anything else, a tracking pixel above all, fail to load at all.

/** Where a page that takes payments may also load from (Stripe's Embedded Checkout, or the stand-in's page). */
export interface PaymentSources {
  /** Scripts (Stripe.js). */
  scripts: readonly string[];
  /** Frames (Stripe's checkout form, or the stand-in's test checkout page). */
  frames: readonly string[];
  /** Connections Stripe.js makes. */
  connections: readonly string[];
  /** Images Stripe's form shows. */
  images: readonly string[];
}

/**
 * What Stripe.js and its Embedded Checkout need (Stripe's security guide): its script, the frames
 * of the form and of 3-D Secure, its API, and the card brands' pictures.
 */
export const stripeSources: PaymentSources = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  connections: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  images: ['https://*.stripe.com'],
};

/**
 * The payment sources of a page from the API's plan catalogue (decision 050): with the local
 * stand-in, only its test checkout page's origin, framed (decision 081: Stripe.js is not loaded
 * then); with Stripe's publishable key, Stripe's sources; with payments off, none.
 */
export function paymentSourcesOf(catalogue: {
  publishableKey?: string | null | undefined;
  testCheckoutUrl?: string | null | undefined;
}): PaymentSources | undefined {
  if (catalogue.testCheckoutUrl) {
    const origin = new URL(catalogue.testCheckoutUrl).origin;
    return { scripts: [], frames: [origin], connections: [], images: [] };
  }
  return catalogue.publishableKey ? stripeSources : undefined;
}

/** What one document's policy is made of. */
export interface DocumentPolicy {
  /** The request's own nonce: the only inline scripts that run are the ones carrying it. */
  nonce: string;
  /** The payment sources of a page that takes payments (`/pricing`, `/billing`); none elsewhere. */
  payments?: PaymentSources | undefined;
}

/**
 * The `Content-Security-Policy` of a page: images, scripts, connections and media from the studio's
 * origin and the API's only (`data:` and `blob:` images too: pictures drawn in the page, previews
 * of a file being chosen), inline scripts only with the request's nonce, no plugin, no frame but a
 * payment page's own, and the studio never framed by another site. Styles stay open to inline
 * ones: the design system's dialogs set theirs at run time.
 */
export function contentSecurityPolicy(options: DocumentPolicy & { apiOrigin: string }): string {
  const { nonce, apiOrigin, payments } = options;
  const own = ["'self'", apiOrigin];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(payments?.scripts ?? [])],
    'img-src': [...own, 'data:', 'blob:', ...(payments?.images ?? [])],
    'connect-src': [...own, ...(payments?.connections ?? [])],
    'media-src': [...own, 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'frame-src': payments && payments.frames.length > 0 ? payments.frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
