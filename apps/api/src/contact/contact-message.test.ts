import { Writable } from 'node:stream';
import { contactMessageLimits } from '@taskwell/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { readMail, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 20: the contact form's messages are stored, mailed to the company's address through a real
// SMTP server, limited per visitor, dropped when the hidden field is filled, and called by browsers
// only from the public site.
const marketing = 'https://taskwell.test';
const studio = 'https://studio.taskwell.test';
const inbox = 'team@taskwell.test';
let smtp: SmtpCapture;
let server: TestServer;
let visitors = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    smtpUrl: smtp.url,
    mailFrom: 'Taskwell verify <verify@taskwell.test>',
    corsOrigins: [studio, marketing],
    contact: { to: `Taskwell team <${inbox}>`, origins: [marketing] },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await server.app.taskwell.db.delete(contactMessages);
  smtp.mails.length = 0;
});

/** A visitor of their own (a client address), so that each test starts within the limit. */
function newVisitor(): string {
  visitors += 1;
  return `198.51.100.${visitors}`;
}

const message = { email: 'ada@example.com', name: 'Ada Lovelace', message: 'Could you tell me about Enterprise?' };

function send(body: unknown, visitor: string, extra: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: body as InjectOptions['payload'],
    remoteAddress: visitor,
    ...extra,
  });
}

const stored = () => server.app.taskwell.db.select().from(contactMessages);

describe('a message from the contact form', () => {
  it('should be stored, mailed to the company with the visitor as reply address, and answered 200', async () => {
    const reply = await send(
      { ...message, email: '  ada@example.com ', message: '  Hello,\r\nwhat does Enterprise add?\n\nAda  ' },
      newVisitor(),
    );

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: true });
    const [row, ...others] = await stored();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      message: 'Hello,\nwhat does Enterprise add?\n\nAda',
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.from).toBe('verify@taskwell.test');
    expect(mail?.to).toEqual([inbox]);
    const { headers, text } = readMail(mail?.raw ?? '');
    expect(headers.get('from')).toBe('Taskwell contact form <verify@taskwell.test>');
    expect(headers.get('to')).toBe(`Taskwell team <${inbox}>`);
    expect(headers.get('reply-to')).toBe('Ada Lovelace <ada@example.com>');
    expect(headers.get('subject')).toBe('Contact form: a message from Ada Lovelace');
    expect(text).toContain('Ada Lovelace <ada@example.com> wrote through the contact form on');
    expect(text).toContain('\n\nHello,\nwhat does Enterprise add?\n\nAda\n\n');
    expect(text).toContain(`Message ${row?.id}`);
  });

  it('should keep and mail any language as written', async () => {
    const written = 'Grüße aus Zürich — 你好 🙂\nTab\there.';
    const reply = await send({ ...message, name: 'Zoë', message: written }, newVisitor());

    expect(reply.statusCode).toBe(200);
    expect((await stored())[0]).toMatchObject({ name: 'Zoë', message: written });
    expect(readMail(smtp.mails[0]?.raw ?? '').text).toContain(written);
  });

  it.each([
    { field: 'email', given: { email: 'ada' }, want: 'Please enter a valid e-mail address, such as name@example.com.' },
    { field: 'email', given: { email: '' }, want: 'Please enter your e-mail address.' },
    { field: 'name', given: { name: '   ' }, want: 'Please enter your name.' },
    { field: 'name', given: { name: 'Ada\r\nBcc: all@example.com' }, want: 'Please write your name on one line.' },
    {
      field: 'name',
      given: { name: 'n'.repeat(contactMessageLimits.name + 1) },
      want: 'Your name is too long: at most 200 characters (it has 201).',
    },
    { field: 'message', given: { message: '\n \t' }, want: 'Please write a message.' },
    {
      field: 'message',
      given: { message: 'm'.repeat(contactMessageLimits.message + 1) },
      want: 'Your message is too long: at most 5,000 characters (it has 5,001).',
    },
  ])(
    'given $field $given, should answer 400 with "$want" for that field, and keep and mail nothing',
    async ({ field, given, want }) => {
      const reply = await send({ ...message, ...given }, newVisitor());

      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        status: 400,
        code: 'invalid_contact_message',
        message: want,
        details: [{ path: `/body/${field}`, message: want }],
      });
      expect(await stored()).toEqual([]);
      expect(smtp.mails).toEqual([]);
    },
  );

  it('given every field wrong, should name each one', async () => {
    const reply = await send({ email: 'x', name: '', message: '' }, newVisitor());

    expect(reply.statusCode).toBe(400);
    expect(reply.json().details.map((detail: { path: string }) => detail.path)).toEqual([
      '/body/email',
      '/body/name',
      '/body/message',
    ]);
  });

  it.each([
    { given: { email: 'ada@example.com', name: 'Ada' }, want: "must have required property 'message'" },
    { given: { ...message, message: 42 }, want: 'must be string' },
    { given: { ...message, phone: '123' }, want: 'must NOT have additional properties (phone)' },
  ])('given a body outside the contract ($given), should answer 400 from the contract', async ({ given, want }) => {
    const reply = await send(given, newVisitor());

    expect(reply.statusCode).toBe(400);
    expect(reply.json().details.map((detail: { message: string }) => detail.message)).toContain(want);
    expect(await stored()).toEqual([]);
  });

  it('given a body over 64 KB, should answer 413 and keep nothing', async () => {
    const reply = await send({ ...message, message: 'm'.repeat(70_000) }, newVisitor());

    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(await stored()).toEqual([]);
  });
});

describe('the limit of 5 messages a minute per visitor', () => {
  it('should refuse the 6th message of a visitor with a clear text and Retry-After, and keep 5', async () => {
    const visitor = newVisitor();
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await send({ ...message, message: `Message ${sent}` }, visitor)).statusCode).toBe(200);
    }

    const sixth = await send({ ...message, message: 'Message 6' }, visitor);

    expect(sixth.statusCode).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sixth.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(sixth.json().message).toMatch(
      /^Too many messages in a short time: at most 5 in a minute\. Please try again in \d+ seconds?\.$/,
    );
    expect((await stored()).map((row) => row.message).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Message ${n}`));
    expect(smtp.mails).toHaveLength(5);
  });

  it('given 10 messages of one visitor at once, should take exactly 5 (the counter is atomic)', async () => {
    const visitor = newVisitor();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => send({ ...message, message: `At once ${index}` }, visitor)),
    );

    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await stored()).toHaveLength(5);
  });

  it('should count each visitor apart', async () => {
    const busy = newVisitor();
    for (let sent = 0; sent < 5; sent += 1) await send(message, busy);
    expect((await send(message, busy)).statusCode).toBe(429);

    expect((await send(message, newVisitor())).statusCode).toBe(200);
  });

  it('should not count a message refused for its fields', async () => {
    const visitor = newVisitor();
    for (let tried = 0; tried < 6; tried += 1)
      expect((await send({ ...message, name: '' }, visitor)).statusCode).toBe(400);

    expect((await send(message, visitor)).statusCode).toBe(200);
  });
});

describe('the hidden field (honeypot)', () => {
  it('given it is filled, should answer as if sent, and store and mail nothing', async () => {
    const reply = await send({ ...message, website: 'https://spam.example' }, newVisitor());

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: true });
    expect(await stored()).toEqual([]);
    expect(smtp.mails).toEqual([]);
  });

  it('given it is filled, should answer as sent even when the fields are wrong, and count toward the limit', async () => {
    const bot = newVisitor();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send({ email: 'x', name: '', message: '', website: 'x' }, bot)).statusCode).toBe(200);
    }
    expect((await send({ ...message, website: 'x' }, bot)).statusCode).toBe(429);
    expect(await stored()).toEqual([]);
  });

  it('given it is empty or blank, should take the message as usual', async () => {
    expect((await send({ ...message, website: '' }, newVisitor())).statusCode).toBe(200);
    expect((await send({ ...message, website: '  ' }, newVisitor())).statusCode).toBe(200);
    expect(await stored()).toHaveLength(2);
  });
});

describe('CORS: browsers may send messages from the public site only', () => {
  const preflight = (origin: string, url = '/api/contact') =>
    server.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('should allow the public site to send a message and read the reply', async () => {
    const allowed = await preflight(marketing);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(marketing);
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-headers']).toContain('Content-Type');

    const reply = await send(message, newVisitor(), { headers: { origin: marketing } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(marketing);
    expect(reply.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it.each([studio, 'https://elsewhere.example'])(
    'should not allow %s, which the browser then does not let send',
    async (origin) => {
      const refused = await preflight(origin);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();

      const reply = await send(message, newVisitor(), { headers: { origin } });
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('should leave the other operations to the studio and the public site, as before', async () => {
    for (const origin of [studio, marketing]) {
      const allowed = await preflight(origin, '/api/otp/request');
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    }
    expect(
      (await preflight('https://elsewhere.example', '/api/otp/request')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});

describe('when the mail server does not take the mail', () => {
  let refusing: SmtpCapture;
  let failing: TestServer;

  beforeAll(async () => {
    refusing = await startSmtpCapture({ refuse: true });
    failing = await startTestServer({ smtpUrl: refusing.url, contact: { to: inbox } });
  });
  afterAll(async () => {
    await failing?.close();
    await refusing?.close();
  });

  it('should keep the message (not marked mailed), answer 503, and give the visitor the try back', async () => {
    const visitor = newVisitor();
    const ask = () =>
      failing.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: visitor });

    const reply = await ask();

    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({
      status: 503,
      code: 'mail_unavailable',
      message: 'Your message could not be sent right now. Please try again in a moment.',
    });
    const rows = await failing.app.taskwell.db.select().from(contactMessages);
    expect(rows).toMatchObject([{ email: 'ada@example.com', message: message.message, mailedAt: null }]);
    // Six failed tries in a row are each a new try, not the 6th message of the minute.
    for (let tried = 0; tried < 5; tried += 1) expect((await ask()).statusCode).toBe(503);
  });
});

describe('without SMTP in development', () => {
  it('should write the contact mail to the log, as the PIN mails are', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const local = await startTestServer({ environment: 'development', logLevel: 'info', logStream });
    try {
      const reply = await local.app.inject({ method: 'POST', url: '/api/contact', payload: message });

      expect(reply.statusCode).toBe(200);
      const entry = lines
        .map((line) => JSON.parse(line))
        .find((logged) => logged.msg === 'Contact mail (no SMTP_URL set)');
      expect(entry?.mail).toMatchObject({
        to: 'Taskwell <hello@taskwell.dev>',
        replyTo: { name: 'Ada Lovelace', address: 'ada@example.com' },
        subject: 'Contact form: a message from Ada Lovelace',
      });
      expect(entry?.mail.text).toContain(message.message);
      const rows = await local.app.taskwell.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.mailedAt).toBeInstanceOf(Date);
    } finally {
      await local.close();
    }
  });
});
