import { expect, test } from './harness/fixtures.ts';

test.describe('the cookie session', () => {
  test('a 401 mid-session ends it, asks to sign in again, and keeps what the user typed', async ({
    page,
    browser,
    harness,
    context,
    signUpHttp,
    signIn,
    hydrated,
    expectAccessible,
    allowConsoleErrors,
  }) => {
    // On purpose: the API ends the session (401) and limits the PIN mails (429).
    allowConsoleErrors(/status of (401|429) /);
    // Signing in again meets the API's one PIN mail per address per minute, which the sign-in then
    // ends on the API (askForPin).
    const account = await signUpHttp();
    await page.goto('/profile');
    await hydrated();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Augusta');
    await page.getByRole('textbox', { name: 'Organization Legal Name' }).fill('Difference Engines');

    // The same session logs out from another browser: the API revokes the token.
    const other = await browser.newContext({ baseURL: harness.studioUrl, storageState: await context.storageState() });
    const otherPage = await other.newPage();
    await otherPage.goto('/profile');
    await hydrated(otherPage);
    await otherPage.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(otherPage).toHaveURL(/\/$/);
    await other.close();

    await page.getByRole('button', { name: 'Update Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toContainText('Your session ended, sign in again.');
    // The header follows (under the modal, out of the accessibility tree while it is open).
    await expect(page.locator('header a', { hasText: 'Login' })).toBeAttached();
    await expectAccessible();

    await signIn(account.email);
    // Still on the profile, with the typed values, which now save.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Augusta');
    await expect(page.getByRole('textbox', { name: 'Organization Legal Name' })).toHaveValue('Difference Engines');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Welcome, Augusta')).toBeVisible();
    await expectAccessible();
  });

  test('a session ended by the API sends a page load to the sign-in modal with the message', async ({
    page,
    request,
    harness,
    signUpHttp,
    sessionToken,
    hydrated,
    allowConsoleErrors,
  }) => {
    // On purpose: the API ends the session (401).
    allowConsoleErrors(/status of 401 /);
    await signUpHttp();
    const token = await sessionToken();
    const logout = await request.post(`${harness.apiUrl}/api/otp/logout`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status()).toBe(204);

    const response = await page.goto('/profile');
    expect(response?.status()).toBe(401);
    await hydrated();
    await expect(page.getByRole('dialog', { name: 'Login' })).toContainText('Your session ended, sign in again.');
    // Under the modal (hidden from assistive technology while it is open) the page keeps its title.
    await expect(page.locator('h1')).toHaveText('Profile');
    await expect(page).toHaveTitle('Profile · Taskwell Studio');
  });

  test('the token is in no HTML, script-readable storage, URL or log line', async ({
    page,
    context,
    signUp,
    sessionToken,
    serverLogs,
    hydrated,
  }) => {
    const urls: string[] = [];
    const bodies: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json|text/.test(type)) bodies.push(await response.text().catch(() => ''));
    });
    await signUp();
    await page.goto('/profile');
    await hydrated();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
    const proxied = await page.evaluate(async () => (await fetch('/api/otp/profile')).text());
    expect(proxied).toContain('"accountBalance"');

    const token = await sessionToken();
    expect(token.split('.')).toHaveLength(3);
    const seen = await page.evaluate(() => ({
      html: document.documentElement.outerHTML,
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      url: location.href,
    }));
    for (const [where, text] of Object.entries(seen)) expect(text, where).not.toContain(token);
    for (const url of urls) expect(url).not.toContain(token);
    for (const body of bodies) expect(body).not.toContain(token);
    // The httpOnly cookie is not readable by scripts at all.
    expect(seen.cookie).not.toContain('taskwell-session');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'taskwell-session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.value).not.toContain(token);
    expect(await serverLogs()).not.toContain(token);
  });

  test('a cross-origin POST to an action and to the /api/* proxy is refused with 403', async ({
    page,
    request,
    harness,
    signUpHttp,
  }) => {
    await signUpHttp();
    const cookieHeader = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const foreign = { Origin: 'https://evil.example', Cookie: cookieHeader, 'Sec-Fetch-Site': 'cross-site' };

    const action = await request.post(`${harness.studioUrl}/profile`, {
      headers: foreign,
      form: { firstName: 'Mallory', lastName: 'Evil', organization: '' },
    });
    expect(action.status()).toBe(403);
    const proxy = await request.post(`${harness.studioUrl}/api/otp/profile`, {
      headers: foreign,
      data: { firstName: 'Mallory' },
    });
    expect(proxy.status()).toBe(403);
    const logout = await request.post(`${harness.studioUrl}/logout`, { headers: foreign });
    expect(logout.status()).toBe(403);

    // The same posts from the studio's own page go through, and nothing was changed by the others.
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'First Name' })).not.toHaveValue('Mallory');
    const own = await page.evaluate(async () => {
      const reply = await fetch('/api/otp/profile', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ organization: 'Own Page Ltd' }),
      });
      return reply.status;
    });
    expect(own).toBe(200);
  });
});
