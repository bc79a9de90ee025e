import { describe, expect, it, vi } from 'vitest';
import { sendMessage } from './send-message.ts';

const config = { endpoint: 'https://mail.example.test/send', serviceId: 'svc', templateId: 'tpl', publicKey: 'pk' };
const message = { email: 'ada@example.com', name: 'Ada', message: 'Hello' };

describe('sendMessage (spec §7)', () => {
  it('should post the service id, template id, key and the template params', async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response('OK', { status: 200 }));
    await sendMessage(config, message, fetcher);
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://mail.example.test/send');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      service_id: 'svc',
      template_id: 'tpl',
      user_id: 'pk',
      template_params: { email: 'ada@example.com', name: 'Ada', message: 'Hello' },
    });
  });

  it('should reject a non-success answer', async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response('Bad', { status: 400 }));
    await expect(sendMessage(config, message, fetcher)).rejects.toThrow('answered 400');
  });

  it('should reject without calling out when it is not configured', async () => {
    const fetcher = vi.fn();
    await expect(sendMessage({ ...config, serviceId: '' }, message, fetcher)).rejects.toThrow('not configured');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
