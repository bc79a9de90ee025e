import { describe, expect, it } from 'vitest';
import { describeOptionalParts } from './optional-parts.ts';
import { fakePaymentSettings } from './payments/testing/fake-stripe.ts';

const stripe = { ...fakePaymentSettings(), studioUrl: 'http://127.0.0.1:3001' };
const linkedin = {
  issuer: 'https://www.linkedin.com/oauth',
  clientId: 'client-1',
  clientSecret: 'secret-1',
  redirectUri: 'http://127.0.0.1:3001/linkedin-auth',
};
const tier = { baseUrl: 'https://models.example.com/v1', apiKey: 'sk-secret', model: 'small-1' };
const nothing = { payments: undefined, linkedin: undefined, aiTiers: {}, smtpUrl: undefined };

// Issue 25: at start the API says in one readable line each which optional parts are on and off, and why.
describe('describeOptionalParts', () => {
  it.each([
    {
      given: 'nothing set',
      options: nothing,
      want: [
        'Payments: off (no STRIPE_* variable is set; `pnpm --filter @taskwell/api stripe:stand-in` prints a local set)',
        'LinkedIn link: off (LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET are not set)',
        'AI tasks, enterprise tier: off (neither AI_ENTERPRISE_* nor AI_* is set)',
        'AI tasks, partner tier: off (neither AI_PARTNER_* nor AI_* is set)',
        'AI tasks, public tier: off (neither AI_PUBLIC_* nor AI_* is set)',
        'SMTP: off (SMTP_URL is not set: PIN and contact mails are printed in this log)',
      ],
    },
    {
      given: 'Stripe, LinkedIn, one AI tier and SMTP',
      options: {
        payments: stripe,
        linkedin,
        aiTiers: { partner: tier },
        smtpUrl: 'smtp://user:password@mail.example.com:587',
      },
      want: [
        'Payments: on (Stripe)',
        'LinkedIn link: on (client client-1 at https://www.linkedin.com/oauth)',
        'AI tasks, enterprise tier: off (neither AI_ENTERPRISE_* nor AI_* is set)',
        'AI tasks, partner tier: on (model small-1 at https://models.example.com/v1)',
        'AI tasks, public tier: off (neither AI_PUBLIC_* nor AI_* is set)',
        'SMTP: on (mails go through smtp://mail.example.com:587)',
      ],
    },
    {
      given: 'the local Stripe stand-in',
      options: { ...nothing, payments: { ...stripe, apiBase: 'http://127.0.0.1:12111' } },
      want: [
        'Payments: on (the local Stripe stand-in at http://127.0.0.1:12111: the studio shows its test checkout page)',
      ],
    },
  ])('given $given should say what is on and off', ({ options, want }) => {
    const lines = describeOptionalParts(options);
    for (const line of want) expect(lines).toContain(line);
    expect(lines.filter((line) => line.includes('\n') || line.length > 140)).toEqual([]);
  });

  it('should never print a secret', () => {
    const text = describeOptionalParts({
      payments: stripe,
      linkedin,
      aiTiers: { enterprise: tier },
      smtpUrl: 'smtp://user:password@mail.example.com:587',
    }).join('\n');
    for (const secret of [stripe.secretKey, stripe.webhookSecret, 'secret-1', 'sk-secret', 'password']) {
      expect(text).not.toContain(secret);
    }
  });
});
