import { type AiTierKey, aiTierKeys, defaultAiTierCredits } from '@taskwell/domain';

/** What one call of each operator tier costs, in credits (decision 130). */
export type AiTierCredits = Readonly<Record<AiTierKey, number>>;

/**
 * The tiers' costs from `AI_PUBLIC_CREDITS`, `AI_PARTNER_CREDITS` and `AI_ENTERPRISE_CREDITS`
 * (whole numbers of 0 or more); unset ones keep the domain's defaults (1, 2 and 4). A task's fee
 * and a listing's price may not be below what its AI steps cost with them.
 */
export function loadAiTierCredits(env: Readonly<Record<string, string | undefined>>): AiTierCredits {
  const credits: Record<AiTierKey, number> = { ...defaultAiTierCredits };
  for (const tier of aiTierKeys) {
    const name = `AI_${tier.toUpperCase()}_CREDITS`;
    const value = env[name]?.trim();
    if (!value) continue;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 100_000) {
      throw new Error(`${name} must be a whole number of credits from 0 to 100000`);
    }
    credits[tier] = parsed;
  }
  return credits;
}
