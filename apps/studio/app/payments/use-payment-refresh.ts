import { useRevalidator } from '@remix-run/react';
import { pollUntilChanged, profileChanged } from '@taskwell/domain';
import { useCallback, useEffect, useRef } from 'react';
import type { PaymentClient } from './payment-client.ts';

/** The profile values a payment moves (spec §4). */
export interface AccountFigures {
  /** The plan's name. */
  plan?: string | undefined;
  /** The credit balance. */
  accountBalance?: number | undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * spec §4 "Profile/plan refresh after payment or plan change": reads the profile through the proxy
 * with the spec's back-off (up to 15 reads) until plan or balance differ from `before`, then
 * reloads the page's data once, so the header, the navbar and the page show the new figures. A
 * refresh still running when the page goes away is dropped.
 */
export function usePaymentRefresh(client: PaymentClient): (before: AccountFigures) => Promise<void> {
  const { revalidate } = useRevalidator();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  return useCallback(
    async (before: AccountFigures) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const read = async (): Promise<AccountFigures> => {
        const result = await client.profile();
        // A failed read counts as an attempt (the poll goes on); the end reloads anyway.
        if (!result.ok) throw new Error(result.failure.kind);
        return { plan: result.value.plan, accountBalance: result.value.accountBalance };
      };
      const result = await pollUntilChanged({
        read,
        before,
        changed: profileChanged,
        sleep,
        signal: controller.signal,
      });
      if (result.outcome !== 'aborted') revalidate();
    },
    [client, revalidate],
  );
}
