import { describe, expect, it } from 'vitest';
import { readAddress, readContactBuildSettings } from './read-build-settings.ts';

const toApi = { endpoint: '', serviceId: '', templateId: '', publicKey: '' };
const ids = { CONTACT_SERVICE_ID: 'svc', CONTACT_TEMPLATE_ID: 'tpl', CONTACT_PUBLIC_KEY: 'pk' };

describe('readContactBuildSettings (issue 20: the API by default, spec §7 by configuration)', () => {
  it.each([
    { given: {}, want: { apiUrl: 'http://127.0.0.1:3002', ...toApi } },
    { given: { API_URL: 'https://api.taskwell.dev/' }, want: { apiUrl: 'https://api.taskwell.dev', ...toApi } },
    {
      given: { CONTACT_ENDPOINT: 'https://mail.example.test/send' },
      want: { apiUrl: 'http://127.0.0.1:3002', ...toApi },
    },
    {
      given: ids,
      want: {
        apiUrl: 'http://127.0.0.1:3002',
        endpoint: 'https://api.emailjs.com/api/v1.0/email/send',
        serviceId: 'svc',
        templateId: 'tpl',
        publicKey: 'pk',
      },
    },
    {
      given: { ...ids, CONTACT_ENDPOINT: 'https://mail.example.test/send' },
      want: expect.objectContaining({ endpoint: 'https://mail.example.test/send', serviceId: 'svc' }),
    },
  ])('given $given, should read $want', ({ given, want }) => {
    expect(readContactBuildSettings(given)).toEqual(want);
  });

  it('given only some of the service ids, should stop the build and name the missing ones', () => {
    expect(() => readContactBuildSettings({ CONTACT_SERVICE_ID: 'svc' })).toThrow(
      'CONTACT_TEMPLATE_ID, CONTACT_PUBLIC_KEY not set (set none to send to the API)',
    );
  });

  it.each(['api.taskwell.dev', 'ftp://api.taskwell.dev', ''])(
    'given API_URL "%s", should refuse it unless empty',
    (value) => {
      if (value === '') expect(readContactBuildSettings({ API_URL: value }).apiUrl).toBe('http://127.0.0.1:3002');
      else
        expect(() => readContactBuildSettings({ API_URL: value })).toThrow('API_URL must be an absolute http(s) URL');
    },
  );

  it('should keep a path and drop the trailing slash of an address', () => {
    expect(readAddress('X', 'https://taskwell.dev/api/')).toBe('https://taskwell.dev/api');
  });
});
