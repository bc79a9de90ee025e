import { creditPriceCents } from '@taskwell/domain';

/** How earned credits become money (decision 137): operator settings, the same in every process. */
export interface PayoutSettings {
  /** What one earned credit is paid, in US cents (`PAYOUT_CENTS_PER_CREDIT`). */
  centsPerCredit: number;
  /** The smallest payout, in US cents (`PAYOUT_MINIMUM_CENTS`): a smaller earned balance waits for the next month. */
  minimumCents: number;
}

/** The defaults: a credit earned is paid what a credit bought costs; $25 at least. */
export const defaultPayoutSettings: PayoutSettings = { centsPerCredit: creditPriceCents, minimumCents: 2500 };

function whole(value: string | undefined, name: string, least: number, most: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value.trim());
  if (!Number.isInteger(number) || number < least || number > most) {
    throw new Error(`${name} must be a whole number from ${least} to ${most}`);
  }
  return number;
}

/** The payout settings from the environment; unset ones keep their defaults. */
export function readPayoutSettings(env: NodeJS.ProcessEnv): PayoutSettings {
  return {
    centsPerCredit:
      whole(env.PAYOUT_CENTS_PER_CREDIT, 'PAYOUT_CENTS_PER_CREDIT', 1, 10_000) ?? defaultPayoutSettings.centsPerCredit,
    minimumCents:
      whole(env.PAYOUT_MINIMUM_CENTS, 'PAYOUT_MINIMUM_CENTS', 100, 10_000_000) ?? defaultPayoutSettings.minimumCents,
  };
}

/** The fewest earned credits a payout is made for. */
export function minimumCredits(settings: PayoutSettings): number {
  return Math.ceil(settings.minimumCents / settings.centsPerCredit);
}
