import { contactMessageLimits } from '@taskwell/domain';
import { ContractReader } from '@taskwell/openapi';
import { describe, expect, it } from 'vitest';
import { loadServerOptions } from '../load-server-options.ts';
import { defaultContactSettings, mailboxesOf, readContactSettings } from './contact-settings.ts';

const localVariants = (url: string) => [new URL(url).origin];

describe('readContactSettings', () => {
  it.each([
    { given: {}, want: {} },
    { given: { CONTACT_TO: 'sales@taskwell.dev' }, want: { to: 'sales@taskwell.dev' } },
    { given: { CONTACT_TO: ' Taskwell <hello@taskwell.dev> ' }, want: { to: 'Taskwell <hello@taskwell.dev>' } },
    { given: { MARKETING_URL: 'https://taskwell.dev/' }, want: { origins: ['https://taskwell.dev'] } },
  ])('given $given should read $want', ({ given, want }) => {
    expect(readContactSettings(given, localVariants)).toEqual(want);
  });

  it.each(['nobody', 'Taskwell <>', '@taskwell.dev'])('given CONTACT_TO "%s" should refuse to start', (value) => {
    expect(() => readContactSettings({ CONTACT_TO: value }, localVariants)).toThrow(
      /CONTACT_TO must be an e-mail address/,
    );
  });

  it('should take the public site, on both loopback names, from MARKETING_URL as loadServerOptions reads it', () => {
    expect(loadServerOptions({}).contact).toEqual({ origins: ['http://127.0.0.1:3000', 'http://localhost:3000'] });
    // Issue 25: the site's port alone moves its origin, as it moves where `pnpm start` serves it.
    expect(loadServerOptions({ MARKETING_PORT: '4100' }).contact).toEqual({
      origins: ['http://127.0.0.1:4100', 'http://localhost:4100'],
    });
    expect(loadServerOptions({ MARKETING_URL: 'http://127.0.0.1:4000', CONTACT_TO: 'a@b.test' }).contact).toEqual({
      to: 'a@b.test',
      origins: ['http://127.0.0.1:4000', 'http://localhost:4000'],
    });
  });

  it('should default to the company inbox, 5 messages a minute, and the public site on port 3000', () => {
    expect(mailboxesOf(defaultContactSettings.to)).toEqual(['hello@taskwell.dev']);
    expect(defaultContactSettings.messagesPerVisitor).toEqual({ points: 5, seconds: 60 });
    expect(defaultContactSettings.origins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });
});

describe('the contract of sendContactMessage', () => {
  it("should state the domain's limit of each field, which the server applies", () => {
    const schema = new ContractReader().at('#/components/schemas/ContactMessage') as {
      properties: Record<string, { description: string }>;
    };
    for (const [field, limit] of Object.entries(contactMessageLimits)) {
      expect(schema.properties[field]?.description, field).toContain(`at most ${limit} characters`);
    }
  });
});
