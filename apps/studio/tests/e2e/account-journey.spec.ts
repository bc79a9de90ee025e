import { expect, test, uniqueEmail } from './harness/fixtures.ts';

// Issue 14's journey, against the real API: sign up with the PIN from the captured mail, save the
// profile, see it after a reload, log out, find the old token refused by the API, log in again.
test('sign up, save the profile, reload, log out (token revoked), log in again', async ({
  page,
  request,
  harness,
  signUp,
  signIn,
  sessionToken,
  hydrated,
  allowConsoleErrors,
  expectAccessible,
}) => {
  // On purpose: a blank name is refused (400), and the second sign-in meets the API's one PIN
  // mail per address per minute (429) before it ends that minute on the API (askForPin); the browser
  // reports both responses.
  allowConsoleErrors(/\/profile: Failed to load resource: the server responded with a status of 400/);
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 429/);
  const account = await signUp({ email: uniqueEmail('journey'), firstName: 'Grace', lastName: 'Hopper', company: '' });
  // spec §2: after sign-up the user lands on '/', signed in, with the names saved.
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  await expect(header.getByText('Welcome, Grace')).toBeVisible();
  await expect(header.getByText('Free')).toBeVisible();
  await expect(header.getByText('25', { exact: true })).toBeVisible();
  await expectAccessible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'My Studio' }).click();
  await nav.getByRole('link', { name: 'Profile | Free' }).click();
  // The address changes once the profile's loader has answered (studio and API): at load 40 on two
  // cores that outlasted the 5 s default of an expectation.
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await expect(page.getByText("This field can't be changed due to security policy.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Grace');
  await expectAccessible();

  // A name left empty is refused with a message, and nothing is saved.
  await page.getByRole('textbox', { name: 'Last Name' }).fill('   ');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Please enter your last name.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible();

  await page.getByRole('textbox', { name: 'First Name' }).fill('Grace Brewster');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Murray Hopper');
  await page.getByRole('textbox', { name: 'Organization Legal Name' }).fill('Compiler Works Inc.');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  // The header follows the change without a full reload.
  await expect(header.getByText('Welcome, Grace Brewster')).toBeVisible();
  await expectAccessible();

  await page.reload();
  await hydrated();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Grace Brewster');
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Murray Hopper');
  await expect(page.getByRole('textbox', { name: 'Organization Legal Name' })).toHaveValue('Compiler Works Inc.');

  await page.getByRole('tab', { name: 'Social' }).click();
  await expect(page.getByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
  await expect(page.getByText('Coming Soon')).toHaveCount(3);
  await expectAccessible();

  const oldToken = await sessionToken();
  expect(
    (
      await request.get(`${harness.apiUrl}/api/otp/profile`, { headers: { Authorization: `Bearer ${oldToken}` } })
    ).status(),
  ).toBe(200);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Profile/ })).toHaveCount(0);
  // Seed defect fixed: the token no longer works anywhere.
  const refused = await request.get(`${harness.apiUrl}/api/otp/profile`, {
    headers: { Authorization: `Bearer ${oldToken}` },
  });
  expect(refused.status()).toBe(401);
  await expectAccessible();

  await hydrated();
  await header.getByRole('link', { name: 'Login' }).click();
  await signIn(account.email);
  await expect(header.getByText('Welcome, Grace Brewster')).toBeVisible();
  expect(await sessionToken()).not.toBe(oldToken);
  await expectAccessible();
});
