// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, paymentSourcesOf, stripeSources } from './content-security-policy.ts';

/** A policy's directives by name. */
const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const apiOrigin = 'http://127.0.0.1:3002';

describe('contentSecurityPolicy', () => {
  it('given a page without payments should let images, scripts and connections come from the studio and the API only', () => {
    const directives = directivesOf(contentSecurityPolicy({ nonce: 'n0nce', apiOrigin }));
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'nonce-n0nce'"],
      'img-src': ["'self'", apiOrigin, 'data:', 'blob:'],
      'connect-src': ["'self'", apiOrigin],
      'media-src': ["'self'", apiOrigin, 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("given a payment page should add its checkout's sources and nothing else", () => {
    const directives = directivesOf(contentSecurityPolicy({ nonce: 'n', apiOrigin, payments: stripeSources }));
    expect(directives['script-src']).toEqual(["'self'", "'nonce-n'", ...stripeSources.scripts]);
    expect(directives['frame-src']).toEqual(stripeSources.frames);
    expect(directives['connect-src']).toEqual(["'self'", apiOrigin, ...stripeSources.connections]);
    expect(directives['img-src']).toEqual(["'self'", apiOrigin, 'data:', 'blob:', ...stripeSources.images]);
  });

  it('given the API on the studio origin should name each source once', () => {
    const directives = directivesOf(contentSecurityPolicy({ nonce: 'n', apiOrigin: "'self'" }));
    expect(directives['connect-src']).toEqual(["'self'"]);
  });
});

describe('paymentSourcesOf', () => {
  it.each([
    { given: 'payments off', catalogue: { publishableKey: null, testCheckoutUrl: null }, want: undefined },
    { given: "Stripe's key", catalogue: { publishableKey: 'pk_live_1', testCheckoutUrl: null }, want: stripeSources },
    {
      given: "the stand-in's test checkout page",
      catalogue: { publishableKey: 'pk_test_1', testCheckoutUrl: 'http://127.0.0.1:4100/__stand-in/checkout' },
      want: { scripts: [], frames: ['http://127.0.0.1:4100'], connections: [], images: [] },
    },
  ])('given $given should give $want', ({ catalogue, want }) => {
    expect(paymentSourcesOf(catalogue)).toEqual(want);
  });
});
