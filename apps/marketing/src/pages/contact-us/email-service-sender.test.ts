import { describe, expect, it, vi } from 'vitest';
import { emailServiceSender } from './email-service-sender.ts';

const config = { endpoint: 'https://mail.example.test/send', serviceId: 'svc', templateId: 'tpl', publicKey: 'pk' };
const message = { email: 'ada@example.com', name: 'Ada', message: 'Hello', website: '' };

describe('emailServiceSender (spec §7)', () => {
  it('should post the service id, template id, key and the template params', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('OK', { status: 200 }));

    expect(await emailServiceSender(config, fetcher)(message)).toEqual({ kind: 'sent' });

    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('https://mail.example.test/send');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      service_id: 'svc',
      template_id: 'tpl',
      user_id: 'pk',
      template_params: { email: 'ada@example.com', name: 'Ada', message: 'Hello' },
    });
  });

  it.each([400, 429, 500])('given the service answers %s, should give a failure', async (status) => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('Bad', { status }));

    expect(await emailServiceSender(config, fetcher)(message)).toEqual({ kind: 'failed' });
  });

  it('given no answer, should give a failure', async () => {
    const fetcher = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));

    expect(await emailServiceSender(config, fetcher)(message)).toEqual({ kind: 'failed' });
  });

  it('given the hidden field is filled, should answer as sent and send nothing', async () => {
    const fetcher = vi.fn<typeof fetch>();

    expect(await emailServiceSender(config, fetcher)({ ...message, website: 'https://spam.example' })).toEqual({
      kind: 'sent',
    });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
