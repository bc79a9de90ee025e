import { describe, expect, it, vi } from 'vitest';
import { apiSender } from './api-sender.ts';

const message = { email: 'ada@example.com', name: 'Ada', message: 'Hello', website: '' };
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('apiSender (the contract operation sendContactMessage)', () => {
  it('should post the message and the hidden field as JSON to the API', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(200, { received: true }));

    expect(await apiSender('http://api.test', fetcher)(message)).toEqual({ kind: 'sent' });

    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/contact');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(message);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    {
      case: 'field problems',
      reply: json(400, {
        status: 400,
        code: 'invalid_contact_message',
        message: 'Please enter your name. Your message is too long.',
        details: [
          { path: '/body/name', message: 'Please enter your name.' },
          { path: '/body/message', message: 'Your message is too long.' },
          { path: '/body', message: 'must NOT have additional properties (phone)' },
        ],
      }),
      want: {
        kind: 'refused',
        message: 'Please enter your name. Your message is too long.',
        fields: { name: 'Please enter your name.', message: 'Your message is too long.' },
      },
    },
    {
      case: 'too many messages',
      reply: json(
        429,
        { status: 429, code: 'too_many_requests', message: 'Too many messages. Please try again in 40 seconds.' },
        { 'retry-after': '40' },
      ),
      want: { kind: 'refused', message: 'Too many messages. Please try again in 40 seconds.', fields: {} },
    },
    {
      case: 'a body too large',
      reply: json(413, { status: 413, code: 'payload_too_large', message: 'The request body is too large.' }),
      want: { kind: 'refused', message: 'The request body is too large.', fields: {} },
    },
    {
      case: 'a 4xx without the error body',
      reply: new Response('Bad gateway page', { status: 404 }),
      want: { kind: 'failed' },
    },
    {
      case: 'a server error',
      reply: json(503, { status: 503, code: 'mail_unavailable', message: 'Could not be sent.' }),
      want: { kind: 'failed' },
    },
    { case: 'a 500 without a body', reply: new Response(null, { status: 500 }), want: { kind: 'failed' } },
  ])('given $case, should give $want.kind', async ({ reply, want }) => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(reply);

    expect(await apiSender('http://api.test', fetcher)(message)).toEqual(want);
  });

  it('given no answer (network down, CORS refused, timed out), should give a failure', async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));

    expect(await apiSender('http://api.test', fetcher)(message)).toEqual({ kind: 'failed' });
  });
});
