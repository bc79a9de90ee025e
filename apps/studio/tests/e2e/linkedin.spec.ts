import type { Page } from '@playwright/test';
import { expect, test } from './harness/linkedin-fixtures.ts';

// Issue 19's LinkedIn link on the real API, whose LinkedIn is the local OpenID Connect stand-in
// (decision 070): the popup, the callback page, the state check, and the link across a reload.

const stateKey = 'taskwell.linkedin-auth-state';

test.describe.configure({ mode: 'serial' });
test.use({ storageState: async ({ member }, use) => use(member.storageState) });

async function openSocialTab(page: Page, hydrated: (page?: Page) => Promise<void>) {
  await page.goto('/profile');
  await hydrated();
  await page.getByRole('tab', { name: 'Social' }).click();
  return page.getByRole('list', { name: 'Social networks' });
}

/** Connects through the popup; the callback address the stand-in sent the member back to. */
async function connect(page: Page): Promise<URL> {
  // Listened for on the context before the click: the popup may be done before a listener on it.
  const callbackSeen = page
    .context()
    .waitForEvent('request', { predicate: (request) => request.url().includes('/linkedin-auth?'), timeout: 20_000 });
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
  const popup = await popupOpened;
  const callback = await callbackSeen;
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 20_000 });
  return new URL(callback.url());
}

test('connects in a 600x600 popup, stays connected after a reload, and disconnects', async ({
  page,
  hydrated,
  linkedinIssuer,
  expectAccessible,
}) => {
  const list = await openSocialTab(page, hydrated);
  await expect(list.getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
  await expectAccessible();

  const authorizeSeen = page.context().waitForEvent('request', {
    predicate: (request) => request.url().startsWith(`${linkedinIssuer}/authorize`),
    timeout: 20_000,
  });
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
  const popup = await popupOpened;
  const authorizationPage = new URL((await authorizeSeen).url());
  expect(authorizationPage.searchParams.get('scope')).toBe('openid profile w_member_social email');
  expect(authorizationPage.searchParams.get('state')).toBe(
    await page.evaluate((key) => sessionStorage.getItem(key), stateKey),
  );
  expect(authorizationPage.searchParams.get('code_challenge_method')).toBe('S256');
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 20_000 });

  // The page hands the code to the API, which exchanges it with the stand-in: beyond 5 s at load 40.
  await expect(page.getByText('Successfully connected to LinkedIn!')).toBeVisible({ timeout: 20_000 });
  await expect(list.getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(list.getByText('Linked as Ada Lovelace.')).toBeVisible();
  await expectAccessible();

  await page.reload();
  await hydrated();
  await page.getByRole('tab', { name: 'Social' }).click();
  await expect(list.getByText('Connected', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Disconnect LinkedIn' }).click();
  await expect(page.getByText('Disconnected from LinkedIn.')).toBeVisible({ timeout: 20_000 });
  await expect(list.getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
  await expectAccessible();
});

test("ignores a message from another origin and says 'Invalid state parameter' for a foreign state", async ({
  page,
  hydrated,
  linkedinIssuer,
  expectAccessible,
  allowConsoleErrors,
}) => {
  await openSocialTab(page, hydrated);
  // The other origin's page, opened on its own, makes the browser ask the stand-in for a favicon it has not.
  allowConsoleErrors(
    /^console error on http:\/\/127\.0\.0\.1:\d+\/\.well-known\/openid-configuration: Failed to load resource: the server responded with a status of 404/,
  );
  const state = await page.evaluate((key) => {
    const value = crypto.randomUUID();
    sessionStorage.setItem(key, value);
    return value;
  }, stateKey);
  // A page of another origin (the stand-in's), opened from ours as the sign-in popup is, posts a
  // well-formed message with our state. (Not framed: the studio's policy lets no page frame another.)
  const [foreign] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(
      (src) => void window.open(src, 'another-origin'),
      `${linkedinIssuer}/.well-known/openid-configuration`,
    ),
  ]);
  await foreign.waitForLoadState();
  await foreign.evaluate((message) => window.opener.postMessage(message, '*'), {
    type: 'LinkedInAuth',
    code: 'from-another-origin',
    state,
  });
  await foreign.close();
  // Then our own origin, with a state that is not ours: the answer shows that the first was ignored.
  await page.evaluate(() =>
    window.postMessage({ type: 'LinkedInAuth', code: 'any', state: crypto.randomUUID() }, window.location.origin),
  );
  await expect(page.getByText('Invalid state parameter')).toBeVisible();
  await expect(page.getByText('Error during LinkedIn authentication')).toBeHidden();
  // Had the foreign message been taken, its state would have been used up.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), stateKey)).toBe(state);
  await expect(page.getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
  await expectAccessible();
});

test("says 'Error during LinkedIn authentication' for a code that was already used", async ({
  page,
  hydrated,
  expectAccessible,
  allowConsoleErrors,
}) => {
  // On purpose: the used code is refused (400).
  allowConsoleErrors(/\/profile: Failed to load resource: the server responded with a status of 400 /);
  await openSocialTab(page, hydrated);
  const callback = await connect(page);
  await expect(page.getByText('Successfully connected to LinkedIn!')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Disconnect LinkedIn' }).click();
  await expect(page.getByText('Disconnected from LinkedIn.')).toBeVisible({ timeout: 20_000 });

  // The same callback again, as a replayed popup would post it.
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  await page.evaluate(
    ({ key, code, state }) => {
      sessionStorage.setItem(key, state ?? '');
      window.postMessage({ type: 'LinkedInAuth', code, state }, window.location.origin);
    },
    { key: stateKey, code, state },
  );
  await expect(page.getByText('Error during LinkedIn authentication')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
  await expectAccessible();
});

test('says so when the browser blocks the popup', async ({ page, hydrated, expectAccessible }) => {
  await openSocialTab(page, hydrated);
  // What a pop-up blocker does: window.open gives no window.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
  await expect(page.getByText(/Your browser blocked the LinkedIn window/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
  await expectAccessible();
});
