import type { APIRequestContext } from '@playwright/test';
import { expect } from '@taskwell/playwright-config/fixtures';

/** An account a test signed up. */
export interface TestAccount {
  /** The e-mail, which is the account id. */
  email: string;
  /** The first name given at sign-up. */
  firstName: string;
  /** The last name given at sign-up. */
  lastName: string;
  /** The company given at sign-up. */
  company: string;
}

/** Reads the PIN mailed to an address after `since` (ms). */
export type PinReader = (email: string, since: number) => Promise<string>;

/** Where a sign-up over HTTP goes: the studio's origin and how its PIN mails are read. */
export interface HttpSignUpTarget {
  /** The studio's origin, sent as the posts' `Origin` (the studio refuses cross-site posts). */
  studioUrl: string;
  /** Reads the PIN from the harness's mail capture. */
  readPin: PinReader;
}

/**
 * Signs an account up through the studio's own sign-in action over HTTP, the two posts the Sign Up
 * modal makes (ask for a PIN, then verify it with the names), with the PIN read from the mail the
 * API sent. The studio's session cookie lands in `request`'s cookies: a browser context's `request`
 * shares them with its pages, so they open signed in without rendering the modal. Tests about
 * signing in use the modal itself (sign-in.spec.ts, account-journey.spec.ts); the rest use this.
 */
export async function signUpOverHttp(
  request: APIRequestContext,
  target: HttpSignUpTarget,
  given: Partial<TestAccount> & { email: string },
): Promise<TestAccount> {
  const account: TestAccount = {
    email: given.email,
    firstName: given.firstName ?? 'Ada',
    lastName: given.lastName ?? 'Lovelace',
    company: given.company ?? 'Analytical Engines Ltd',
  };
  const details = { mode: 'signup', ...account };
  const headers = { Origin: new URL(target.studioUrl).origin };
  const url = `${target.studioUrl}/sign-in`;
  const since = Date.now();
  const asked = await request.post(url, { headers, form: { intent: 'request-pin', ...details } });
  expect(asked.status(), `the PIN request for ${account.email}: ${await asked.text()}`).toBe(200);
  const otp = await target.readPin(account.email, since);
  const verified = await request.post(url, { headers, form: { intent: 'verify', otp, ...details }, maxRedirects: 0 });
  // The action redirects to the page to land on, with the session cookie; the names saved, to '/'.
  expect(verified.status(), `the PIN check for ${account.email}: ${await verified.text()}`).toBe(302);
  expect(verified.headers().location).toBe('/');
  return account;
}
