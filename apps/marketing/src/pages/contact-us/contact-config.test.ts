import { afterEach, describe, expect, it, vi } from 'vitest';

// The build fixes these values (vite.config.ts); here each test sets them, then loads the module
// afresh, as a build with those settings would.
const message = { email: 'ada@example.com', name: 'Ada', message: 'Hello', website: '' };

async function sendWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"received":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetcher);
  const { sendContactMessage } = await import('./contact-config.ts');
  const result = await sendContactMessage(message);
  const [url, init] = fetcher.mock.calls[0] ?? [];
  return { result, url, body: JSON.parse(String(init?.body)) };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the contact form sends where the build says (issue 20)', () => {
  it('given no e-mail service ids, should send to the API', async () => {
    const sent = await sendWith({ API_URL: 'http://api.test', CONTACT_SERVICE_ID: '' });

    expect(sent.result).toEqual({ kind: 'sent' });
    expect(sent.url).toBe('http://api.test/api/contact');
    expect(sent.body).toEqual(message);
  });

  it("given the e-mail service's ids, should send to that service instead (spec §7)", async () => {
    const sent = await sendWith({
      API_URL: 'http://api.test',
      CONTACT_ENDPOINT: 'https://mail.example.test/send',
      CONTACT_SERVICE_ID: 'svc',
      CONTACT_TEMPLATE_ID: 'tpl',
      CONTACT_PUBLIC_KEY: 'pk',
    });

    expect(sent.result).toEqual({ kind: 'sent' });
    expect(sent.url).toBe('https://mail.example.test/send');
    expect(sent.body).toMatchObject({ service_id: 'svc', template_id: 'tpl', user_id: 'pk' });
  });
});
