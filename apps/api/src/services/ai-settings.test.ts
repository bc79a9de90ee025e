import { describe, expect, it } from 'vitest';
import { type AiSettings, configuredAiTiers, loadAiSettings } from './ai-settings.ts';

const shared = { AI_BASE_URL: 'https://models.example/v1/', AI_API_KEY: 'shared-key', AI_MODEL: 'small' };

describe('loadAiSettings', () => {
  const cases: Array<{ name: string; given: Record<string, string>; want: AiSettings }> = [
    { name: 'nothing set', given: {}, want: { tiers: {}, timeoutMs: 60_000, maxRetries: 1 } },
    {
      name: 'only the shared variables',
      given: shared,
      want: {
        tiers: {
          enterprise: { baseUrl: 'https://models.example/v1', apiKey: 'shared-key', model: 'small' },
          partner: { baseUrl: 'https://models.example/v1', apiKey: 'shared-key', model: 'small' },
          public: { baseUrl: 'https://models.example/v1', apiKey: 'shared-key', model: 'small' },
        },
        timeoutMs: 60_000,
        maxRetries: 1,
      },
    },
    {
      name: 'one tier of its own and no shared ones',
      given: {
        AI_ENTERPRISE_BASE_URL: 'http://127.0.0.1:8080/v1',
        AI_ENTERPRISE_API_KEY: 'e-key',
        AI_ENTERPRISE_MODEL: 'big',
        AI_TIMEOUT_MS: '5000',
        AI_MAX_RETRIES: '0',
      },
      want: {
        tiers: { enterprise: { baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'e-key', model: 'big' } },
        timeoutMs: 5000,
        maxRetries: 0,
      },
    },
    {
      name: 'a tier overriding one shared variable',
      given: { ...shared, AI_PARTNER_MODEL: 'partner-model', AI_PUBLIC_API_KEY: 'public-key' },
      want: {
        tiers: {
          enterprise: { baseUrl: 'https://models.example/v1', apiKey: 'shared-key', model: 'small' },
          partner: { baseUrl: 'https://models.example/v1', apiKey: 'shared-key', model: 'partner-model' },
          public: { baseUrl: 'https://models.example/v1', apiKey: 'public-key', model: 'small' },
        },
        timeoutMs: 60_000,
        maxRetries: 1,
      },
    },
  ];
  it.each(cases)('given $name should read $want.tiers', ({ given, want }) => {
    expect(loadAiSettings(given)).toEqual(want);
  });

  it.each([
    {
      given: { AI_PUBLIC_BASE_URL: 'https://x.example/v1', AI_PUBLIC_API_KEY: 'secret-value' },
      want: 'The public AI tier is half configured: set AI_PUBLIC_MODEL (or AI_MODEL)',
    },
    {
      given: { AI_PARTNER_MODEL: 'm' },
      want: 'The partner AI tier is half configured: set AI_PARTNER_BASE_URL (or AI_BASE_URL) and AI_PARTNER_API_KEY (or AI_API_KEY)',
    },
    {
      given: { ...shared, AI_BASE_URL: 'models.example' },
      want: 'AI_ENTERPRISE_BASE_URL (or AI_BASE_URL) must be an http or https URL',
    },
    { given: { ...shared, AI_BASE_URL: 'ftp://models.example' }, want: 'must be an http or https URL' },
    { given: { AI_TIMEOUT_MS: 'soon' }, want: 'AI_TIMEOUT_MS must be a whole number of 0 or more' },
    { given: { AI_MAX_RETRIES: '-1' }, want: 'AI_MAX_RETRIES must be a whole number of 0 or more' },
  ])('given $given should refuse with "$want"', ({ given, want }) => {
    expect(() => loadAiSettings(given)).toThrow(want);
  });

  it('given a half configured tier should never show the key in its message', () => {
    expect(() => loadAiSettings({ AI_API_KEY: 'sk-very-secret' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('sk-very-secret') }),
    );
  });
});

describe('configuredAiTiers', () => {
  it.each([
    { given: undefined, want: [] },
    { given: loadAiSettings({}), want: [] },
    { given: loadAiSettings(shared), want: ['enterprise', 'partner', 'public'] },
    {
      given: loadAiSettings({ AI_PUBLIC_BASE_URL: 'https://p.example', AI_PUBLIC_API_KEY: 'k', AI_PUBLIC_MODEL: 'm' }),
      want: ['public'],
    },
  ])('given $given.tiers should list $want', ({ given, want }) => {
    expect(configuredAiTiers(given)).toEqual(want);
  });
});
