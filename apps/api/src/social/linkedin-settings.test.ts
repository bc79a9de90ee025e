import { describe, expect, it } from 'vitest';
import { readLinkedInSettings } from './linkedin-settings.ts';

const studio = 'http://127.0.0.1:3001';

describe('readLinkedInSettings', () => {
  it('should turn the link off when neither the client id nor the secret is set', () => {
    expect(readLinkedInSettings({}, studio)).toBeUndefined();
    expect(readLinkedInSettings({ LINKEDIN_ISSUER: 'http://127.0.0.1:9/oauth' }, studio)).toBeUndefined();
  });

  it("should default to LinkedIn's issuer and the studio's callback", () => {
    expect(readLinkedInSettings({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' }, studio)).toEqual({
      issuer: 'https://www.linkedin.com/oauth',
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'http://127.0.0.1:3001/linkedin-auth',
    });
  });

  const refused: { given: NodeJS.ProcessEnv; want: string }[] = [
    { given: { LINKEDIN_CLIENT_ID: 'id' }, want: 'LINKEDIN_CLIENT_SECRET is missing' },
    { given: { LINKEDIN_CLIENT_SECRET: 'secret' }, want: 'LINKEDIN_CLIENT_ID is missing' },
    {
      given: { LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 's', LINKEDIN_ISSUER: 'ftp://x' },
      want: 'LINKEDIN_ISSUER must be an http(s) address',
    },
    {
      given: { LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 's', LINKEDIN_REDIRECT_URI: 'callback' },
      want: 'LINKEDIN_REDIRECT_URI must be an http(s) address',
    },
  ];
  it.each(refused)('should refuse to start with $given', ({ given, want }) => {
    expect(() => readLinkedInSettings(given, studio)).toThrow(want);
  });
});
