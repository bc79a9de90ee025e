import type { Page } from '@playwright/test';
import { expect, test } from './harness/fixtures.ts';
import { waitForHydration } from './hydrated.ts';

// Issue 20, acceptance 1: the contact form of the default build sends to the real API, which
// stores the message and mails it to the company's address (a real SMTP capture server here); the
// 6th message of a visitor within a minute is refused in words; a program that fills the hidden
// field is answered as if sent, and nothing is mailed. What the API stored is checked against what
// it mailed once the suite has run (contact-messages.after-suite.ts).

let sequence = 0;

/** A message no other test writes, so its mail is told apart from the others. */
function uniqueMessage(prefix = 'visitor') {
  sequence += 1;
  const tag = `${process.pid}-${Date.now().toString(36)}-${sequence}`;
  return {
    email: `${prefix}-${tag}@example.com`,
    name: 'Ada Lovelace',
    message: `Could you tell me more about the Enterprise plan? (${tag})`,
  };
}

async function openForm(page: Page) {
  await page.goto('/contact-us');
  await waitForHydration(page);
  return page.getByRole('form', { name: 'Send us a message' });
}

async function fill(page: Page, message: { email: string; name: string; message: string }) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Email' }).fill(message.email);
  await form.getByRole('textbox', { name: 'Name' }).fill(message.name);
  await form.getByRole('textbox', { name: 'Message' }).fill(message.message);
}

test.describe('the contact form against the real API (issue 20, acceptance 1)', () => {
  test('a message sent from the page should be mailed to the company, with the visitor to reply to', async ({
    page,
    visitor,
    contactMails,
    expectAccessible,
  }) => {
    expect(visitor).toMatch(/^10\./);
    const form = await openForm(page);
    const sent = uniqueMessage();
    await fill(page, sent);

    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    for (const name of ['Email', 'Name', 'Message']) await expect(form.getByRole('textbox', { name })).toHaveValue('');
    await expectAccessible();
    // The API mails before it answers, so the mail is in the capture server by now.
    const mails = (await contactMails()).filter((mail) => mail.replyTo === `Ada Lovelace <${sent.email}>`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(sent.message);
    expect(mails[0]?.text).toMatch(/^Message [0-9a-f-]{36}$/m);
  });

  test('the 6th message of a visitor within a minute should be refused in clear words, the message kept', async ({
    page,
    visitor,
    contactMails,
    expectAccessible,
  }) => {
    expect(visitor).toMatch(/^10\./);
    const form = await openForm(page);
    const sent: string[] = [];
    for (let count = 1; count <= 5; count += 1) {
      const message = uniqueMessage('limited');
      sent.push(message.email);
      await fill(page, message);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    }
    const sixth = uniqueMessage('limited');
    await fill(page, sixth);

    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('alert')).toHaveText(
      /^Too many messages in a short time: at most 5 in a minute\. Please try again in \d+ seconds?\.$/,
    );
    await expect(form.getByText('Failed to send message. Please try again later.')).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(sixth.email);
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(sixth.message);
    await expectAccessible();
    const replyTos = (await contactMails()).map((mail) => mail.replyTo);
    for (const email of sent) expect(replyTos).toContain(`Ada Lovelace <${email}>`);
    expect(replyTos).not.toContain(`Ada Lovelace <${sixth.email}>`);
  });

  test('a program that fills the hidden field should be answered as sent, and nothing mailed', async ({
    page,
    visitor,
    contactMails,
  }) => {
    expect(visitor).toMatch(/^10\./);
    const form = await openForm(page);
    const bot = uniqueMessage('bot');
    await fill(page, bot);
    // A person never meets the field: it is off the screen, out of the tab order and of the accessibility tree.
    const honeypot = form.locator('input[name="website"]');
    await expect(form.getByRole('textbox')).toHaveCount(3);
    await expect(honeypot).not.toBeInViewport();
    await honeypot.fill('https://cheap-pills.example', { force: true });

    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    expect((await contactMails()).filter((mail) => mail.replyTo.includes(bot.email))).toEqual([]);
  });

  test("given a field the rules refuse, should say so under it in the API's words and send nothing", async ({
    page,
    visitor,
  }) => {
    expect(visitor).toMatch(/^10\./);
    const form = await openForm(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) calls.push(request.method());
    });
    await fill(page, { ...uniqueMessage(), name: '   ' });

    await form.getByRole('button', { name: 'Send message' }).click();

    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(name).toBeFocused();
    expect(calls).toEqual([]);
  });

  test("given the page's code has not taken over yet, a send should be held back and the message kept", async ({
    page,
  }) => {
    // The code never arrives: the page stays as the prerender wrote it.
    await page.route('**/assets/*.js', (route) => route.abort('connectionrefused'));
    await page.goto('/contact-us');
    // Registered after the loader's own listener: it sees whether the browser's send was stopped.
    await page.evaluate(() =>
      document.addEventListener('submit', (event) => Reflect.set(window, 'sendStopped', event.defaultPrevented)),
    );
    const message = uniqueMessage('early');
    await fill(page, message);

    await page.getByRole('form', { name: 'Send us a message' }).getByRole('button', { name: 'Send message' }).click();

    await expect.poll(() => page.evaluate(() => Reflect.get(window, 'sendStopped'))).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message.message);
  });

  test('given the API cannot be reached, should show the failure text and keep the message', async ({
    page,
    harness,
  }) => {
    const form = await openForm(page);
    await page.route(`${harness.apiUrl}/**`, (route) => route.abort('connectionrefused'));
    const message = uniqueMessage('unreached');
    await fill(page, message);

    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('alert')).toHaveText('Failed to send message. Please try again later.');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(message.message);
  });
});
