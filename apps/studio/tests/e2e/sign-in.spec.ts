import { askForPin, expect, test, uniqueEmail } from './harness/fixtures.ts';

test.describe('the sign-in modal', () => {
  test('opens from ?auth=signup and ?auth=login with the texts of spec §2 and §5', async ({
    page,
    hydrated,
    expectAccessible,
  }) => {
    await page.goto('/?auth=signup');
    await hydrated();
    const signUp = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(signUp).toContainText('Welcome to the Taskwell ecosystem. Please provide your email.');
    await expect(signUp).toContainText('One Time Pin (OTP)');
    await expect(signUp).toContainText('spam folder');
    await expect(signUp).toContainText('verify@taskwell.dev');
    await expect(signUp.getByRole('textbox', { name: 'Company (optional)' })).toBeVisible();
    await expectAccessible();

    // Switching to Login drops the name fields.
    await signUp.getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login.getByRole('textbox', { name: 'First Name' })).toHaveCount(0);

    // Escape closes it and drops ?auth from the address.
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('refuses a wrong PIN with "Invalid Pin (resend)", and a resent PIN signs in', async ({
    page,
    hydrated,
    readPin,
    expectAccessible,
    allowConsoleErrors,
  }) => {
    // On purpose: a wrong PIN (401), and the API's one PIN mail a minute (429).
    allowConsoleErrors(/status of (401|429) /);
    const email = uniqueEmail('wrong-pin');
    await page.goto('/?auth=login');
    await hydrated();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    const firstSent = Date.now();
    await dialog.getByRole('button', { name: 'Validate email with OTP' }).click();
    const firstDigit = dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' });
    await expect(firstDigit).toBeFocused();
    // spec §4: the e-mail field locks at the PIN step.
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
    const pin = await readPin(email, firstSent);
    const wrong = pin.replace(/^./, (digit) => String((Number(digit) + 1) % 10));

    await firstDigit.pressSequentially(wrong);
    await expect(dialog.getByRole('alert')).toHaveText('Invalid Pin (resend)');
    // The digits are cleared for another try.
    await expect(firstDigit).toHaveValue('');
    await expectAccessible();

    // One PIN mail per address per minute: the resend is refused with when to try again, and the
    // PIN already sent still works.
    await dialog.getByRole('button', { name: '(resend)' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/try again in \d+ (second|minute)s?\./);
    await expectAccessible();
    await firstDigit.pressSequentially(pin);
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('banner').getByText(`Welcome, ${email}`)).toBeVisible();
  });

  test('a resent PIN replaces the first one', async ({
    page,
    hydrated,
    readPin,
    pinMinutePassed,
    allowConsoleErrors,
  }) => {
    // On purpose: the first PIN no longer signs in (401), and the API's one PIN mail a minute (429).
    allowConsoleErrors(/status of (401|429) /);
    const email = uniqueEmail('resend');
    await page.goto('/?auth=login');
    await hydrated();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    const firstSent = Date.now();
    await dialog.getByRole('button', { name: 'Validate email with OTP' }).click();
    const first = await readPin(email, firstSent);

    // The API sends one PIN mail per address per minute: askForPin meets the refusal, then ends the
    // minute on the API rather than waiting it out.
    const newPin = dialog.getByRole('status').filter({ hasText: `A new PIN is on its way to ${email}.` });
    const secondSent = await askForPin(dialog, 'Send a new one', newPin, () => pinMinutePassed(email));
    const second = await readPin(email, secondSent);
    if (first === second) return expect(first).toBe(second); // one chance in a million

    const firstDigit = dialog.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' });
    await firstDigit.pressSequentially(first);
    await expect(dialog.getByRole('alert')).toHaveText('Invalid Pin (resend)');
    await firstDigit.pressSequentially(second);
    await expect(dialog).toBeHidden({ timeout: 20_000 });
  });

  test('a private page keeps itself as the destination: /tasks opens the modal and lands on /tasks', async ({
    page,
    hydrated,
    readPin,
    expectAccessible,
    allowConsoleErrors,
  }) => {
    // A private page answers a visitor 401 under the sign-in modal (decision 020).
    allowConsoleErrors(/\/tasks: Failed to load resource: the server responded with a status of 401 /);
    const response = await page.goto('/tasks');
    expect(response?.status()).toBe(401);
    await hydrated();
    await expect(page.locator('h1')).toHaveText('My Tasks');
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toContainText('Please sign in to see this page.');
    await expectAccessible();

    // A visitor without an account signs up from there.
    await login.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    const email = uniqueEmail('destination');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Katherine');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Johnson');
    const since = Date.now();
    await dialog.getByRole('button', { name: 'Validate email with OTP' }).click();
    await dialog
      .getByRole('textbox', { name: 'One Time Pin digit 1 of 6' })
      .pressSequentially(await readPin(email, since));
    await expect(dialog).toBeHidden({ timeout: 20_000 });

    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Welcome, Katherine')).toBeVisible();
    await expectAccessible();
  });
});
