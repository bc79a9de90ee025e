import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createSmtpMailer } from './pin-mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function listening(server: TestServer): Promise<string> {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe('the PIN mail over SMTP', () => {
  it('given SMTP_URL should mail the PIN from the verify address, and the mailed PIN should sign in', async () => {
    const server = await startTestServer({
      mailer: undefined,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: 'Taskwell verify <verify@taskwell.test>',
      environment: 'production',
    });
    try {
      const base = await listening(server);
      const requested = await fetch(`${base}/api/otp/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com' }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(requested.status).toBe(200);
      const mail = received.at(-1);
      expect(mail?.from).toBe('verify@taskwell.test');
      expect(mail?.to).toEqual(['ada@example.com']);
      expect(mail?.raw).toMatch(/^From: Taskwell verify <verify@taskwell\.test>/m);
      const pin = /sign-in PIN is (\d{6})\./.exec(mail?.raw ?? '')?.[1];
      expect(pin).toMatch(/^\d{6}$/);

      const verified = await fetch(`${base}/api/otp/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', otp: pin }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(verified.status).toBe(200);
      const { session_token: token } = (await verified.json()) as { session_token: string };
      const profile = await fetch(`${base}/api/otp/profile`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      expect(await profile.json()).toMatchObject({ id: 'ada@example.com', plan: 'Free', accountBalance: 25 });
    } finally {
      await server.close();
    }
  });

  it('given an SMTP server that is down should answer 503 and let the user ask again at once', async () => {
    const server = await startTestServer({
      mailer: undefined,
      smtpUrl: 'smtp://127.0.0.1:9',
      environment: 'production',
    });
    try {
      const ask = () =>
        server.app.inject({ method: 'POST', url: '/api/otp/request', payload: { email: 'down@example.com' } });
      const first = await ask();
      expect(first.statusCode).toBe(503);
      expect(first.json()).toMatchObject({ status: 503, code: 'mail_unavailable' });
      expect((await ask()).statusCode).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('given no SMTP in development should print the PIN mail to the log as a short block a person finds at a glance', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer({
      mailer: undefined,
      environment: 'development',
      logLevel: 'info',
      logStream,
    });
    try {
      await server.app.inject({ method: 'POST', url: '/api/otp/request', payload: { email: 'dev@example.com' } });
      // Issue 25: it was one long JSON line with the PIN inside `mail.subject`.
      const printed = lines.join('').split('\n');
      const start = printed.findIndex((line) => line.includes('PIN mail') && !line.startsWith('{'));
      expect(start, 'a plain line naming the PIN mail').toBeGreaterThanOrEqual(0);
      const block = printed.slice(start, printed.indexOf('', start));
      expect(block.length, 'a short block').toBeLessThanOrEqual(6);
      expect(block.filter((line) => line.startsWith('{') || line.length > 80)).toEqual([]);
      expect(block).toContainEqual(expect.stringMatching(/^\W*To:\s+dev@example\.com$/));
      expect(block).toContainEqual(expect.stringMatching(/^\W*PIN:\s+\d{6}\b/));
      // The log keeps a line that a mail went out, without the PIN.
      const logged = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
      expect(logged.filter((entry) => JSON.stringify(entry).match(/\b\d{6}\b/) && entry.msg?.includes('PIN'))).toEqual(
        [],
      );
    } finally {
      await server.close();
    }
  });
});

describe('the invitation mail over SMTP (issue 26)', () => {
  it('should mail the invitee the organization, who invited them and the invitation to accept', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: 'Taskwell <hello@taskwell.test>',
    });
    try {
      await mailer.sendInvitation('grace@example.com', {
        invitationId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
        organizationName: 'Analytical Engines',
        invitedBy: 'Ada Lovelace',
        expiresAt: new Date('2026-12-03T10:00:00Z'),
        acceptUrl: 'https://studio.taskwell.test/organization/invitations/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      });
      const mail = received.at(-1);
      expect(mail?.to).toEqual(['grace@example.com']);
      expect(mail?.raw).toMatch(/^Subject: You are invited to Analytical Engines on Taskwell/m);
      expect(mail?.raw).toContain('Ada Lovelace invites you to join Analytical Engines');
      // The link is longer than a mail line: the body comes quoted-printable, its soft breaks undone here.
      const body = (mail?.raw ?? '').replace(/=\r?\n/g, '');
      expect(body).toContain(
        'https://studio.taskwell.test/organization/invitations/0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      );
      expect(body).toContain('Invitation: 0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
      // The house format of a moment (issue 39: dates in five formats).
      expect(body).toContain('The invitation stays open until 3 Dec 2026, 10:00 UTC.');
    } finally {
      mailer.close();
    }
  });
});
