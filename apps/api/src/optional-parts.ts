import type { PaymentSettings } from './payments/payment-settings.ts';
import { type AiTier, type AiTierSettings, aiTiers } from './services/ai-settings.ts';
import type { LinkedInSettings } from './social/linkedin-settings.ts';

/** The optional parts of the API as its settings left them. */
export interface OptionalParts {
  /** The payment settings (`STRIPE_*`), or none: payments off. */
  payments: PaymentSettings | undefined;
  /** The LinkedIn link's settings (`LINKEDIN_*`), or none: the link off. */
  linkedin: LinkedInSettings | undefined;
  /** The configured AI tiers (`AI_*`); a tier that is absent hides its tasks. */
  aiTiers: Partial<Record<AiTier, AiTierSettings>>;
  /** The mail server (`SMTP_URL`), or none: mails are printed in the log. */
  smtpUrl: string | undefined;
  /** Whether private AI services may reach this machine's loopback (`AI_PRIVATE_ALLOW_LOOPBACK`). */
  privateAiLoopback?: boolean;
}

/** An address without the user name and password it may carry. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return '(an address that could not be read)';
  }
}

/**
 * Issue 25: what the API says at start, one readable line per optional part (payments, the
 * LinkedIn link, each AI tier, SMTP): on or off, and why, so a setting that did not reach the
 * process is seen at once. No key or password is ever part of a line.
 */
export function describeOptionalParts(parts: OptionalParts): string[] {
  const payments = !parts.payments
    ? 'Payments: off (no STRIPE_* variable is set; `pnpm --filter @taskwell/api stripe:stand-in` prints a local set)'
    : parts.payments.apiBase
      ? `Payments: on (the local Stripe stand-in at ${parts.payments.apiBase}: the studio shows its test checkout page)`
      : 'Payments: on (Stripe)';
  const linkedin = parts.linkedin
    ? `LinkedIn link: on (client ${parts.linkedin.clientId} at ${parts.linkedin.issuer})`
    : 'LinkedIn link: off (LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET are not set)';
  const ai = aiTiers.map((tier) => {
    const settings = parts.aiTiers[tier];
    return settings
      ? `AI tasks, ${tier} tier: on (model ${settings.model} at ${withoutCredentials(settings.baseUrl)})`
      : `AI tasks, ${tier} tier: off (neither AI_${tier.toUpperCase()}_* nor AI_* is set)`;
  });
  const smtp = parts.smtpUrl
    ? `SMTP: on (mails go through ${withoutCredentials(parts.smtpUrl)})`
    : 'SMTP: off (SMTP_URL is not set: PIN and contact mails are printed in this log)';
  const privateAi = parts.privateAiLoopback
    ? 'Private AI services: on, this machine included (AI_PRIVATE_ALLOW_LOOPBACK=true)'
    : 'Private AI services: on, public addresses only (AI_PRIVATE_ALLOW_LOOPBACK=true also allows this machine)';
  return [payments, linkedin, ...ai, privateAi, smtp];
}
