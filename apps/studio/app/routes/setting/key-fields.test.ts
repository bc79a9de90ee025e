import { describe, expect, it } from 'vitest';
import { firstPublicKeyIssue, publicKeyFields, readOrigin } from './key-fields.ts';

describe('readOrigin', () => {
  const cases: { given: string; want: string | 'refused' }[] = [
    { given: 'https://www.example.com', want: 'https://www.example.com' },
    { given: 'https://www.example.com/', want: 'https://www.example.com' },
    { given: 'http://localhost:8080', want: 'http://localhost:8080' },
    { given: 'HTTPS://Example.COM:443', want: 'https://example.com' },
    { given: 'https://www.example.com/help', want: 'refused' },
    { given: 'https://www.example.com/?q=1', want: 'refused' },
    { given: 'ftp://example.com', want: 'refused' },
    { given: 'www.example.com', want: 'refused' },
    { given: 'https://user:secret@example.com', want: 'refused' },
  ];
  for (const { given, want } of cases) {
    it(`given ${given} should ${want === 'refused' ? 'refuse it' : `read ${want}`}`, () => {
      const read = readOrigin(given);
      if (want === 'refused') expect(read).toEqual({ error: expect.stringContaining(`"${given}"`) });
      else expect(read).toEqual({ origin: want });
    });
  }
});

describe('the public key form', () => {
  const form = { intent: 'create-public', name: 'Help centre', taskId: 'site-advisor', dailyCreditCap: '100' };

  it('should read origins one per line or by commas, without repeats', () => {
    const parsed = publicKeyFields.parse({
      ...form,
      origins: 'https://www.example.com/\n\n  https://help.example.com , https://www.example.com',
    });
    expect(parsed.origins).toEqual(['https://www.example.com', 'https://help.example.com']);
    expect(parsed.dailyCreditCap).toBe(100);
  });

  const refusals: { given: Record<string, string>; field: string; message: string }[] = [
    { given: { ...form, origins: ' \n ' }, field: 'origins', message: 'List at least one site the widget runs on.' },
    {
      given: { ...form, origins: 'https://example.com/page' },
      field: 'origins',
      message: '"https://example.com/page" is not a site address: write it as https://www.example.com, with no path.',
    },
    {
      given: { ...form, origins: Array.from({ length: 11 }, (_, n) => `https://s${n}.example.com`).join('\n') },
      field: 'origins',
      message: 'A key can have at most 10 sites.',
    },
    {
      given: { ...form, taskId: '', origins: 'https://a.example' },
      field: 'taskId',
      message: 'Choose the task the widget runs.',
    },
    {
      given: { ...form, origins: 'https://a.example', dailyCreditCap: '0' },
      field: 'dailyCreditCap',
      message: 'A daily cap of at least 1 credit, or the key could run nothing.',
    },
    {
      given: { ...form, origins: 'https://a.example', dailyCreditCap: '2.5' },
      field: 'dailyCreditCap',
      message: 'Write the daily cap as a whole number of credits, such as 100.',
    },
    {
      given: { ...form, origins: 'https://a.example', dailyCreditCap: '100001' },
      field: 'dailyCreditCap',
      message: 'A daily cap can be at most 100000 credits.',
    },
    {
      given: { ...form, name: '  ', origins: 'https://a.example' },
      field: 'name',
      message: 'Give the key a name, such as where it is used.',
    },
  ];
  for (const { given, field, message } of refusals) {
    it(`should refuse ${JSON.stringify(given)} on ${field}`, () => {
      const parsed = publicKeyFields.safeParse(given);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(firstPublicKeyIssue(parsed.error)).toEqual({ field, message });
    });
  }
});
