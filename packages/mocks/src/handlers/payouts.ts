import type { EarningsChoice, PayoutOverview } from '@taskwell/api-sdk';
import type { MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** The mock's payout state of one account: whether earnings are kept, the earned balance, the account's state. */
interface MockPayouts {
  keepEarnings: boolean;
  earned: number;
  state: PayoutOverview['account']['state'];
}

/**
 * A creator's payouts (decision 137): the mock keeps the choice and an earned balance of 0; the
 * onboarding answers an address of the mock's own and marks the account verified, as a creator
 * back from the provider's form would find it.
 */
export function payoutHandlers(context: MockContext) {
  const byAccount = new Map<string, MockPayouts>();
  const payoutsOf = (email: string): MockPayouts => {
    let found = byAccount.get(email);
    if (!found) {
      found = { keepEarnings: false, earned: 0, state: 'none' };
      byAccount.set(email, found);
    }
    return found;
  };
  const overview = (email: string): PayoutOverview => {
    const payouts = payoutsOf(email);
    return {
      account: { state: payouts.state, requirementsDue: payouts.state === 'details_due' ? 4 : 0 },
      spendable: context.accountFor(email).profile.accountBalance,
      earned: payouts.earned,
      keepEarnings: payouts.keepEarnings,
      sharePercent: 80,
      centsPerCredit: 20,
      minimumCents: 2500,
      schedule: 'monthly',
      payouts: [],
    };
  };
  return {
    getPayoutOverview: http.get(
      '/api/creator/payouts',
      withFailures(context, 'getPayoutOverview', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        return response(200).json(overview(caller.profile.id));
      }),
    ),
    startPayoutOnboarding: http.post(
      '/api/creator/payouts/onboarding',
      withFailures(context, 'startPayoutOnboarding', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        payoutsOf(caller.profile.id).state = 'verified';
        const back = new URL('/creator/earnings?payouts=return', request.url);
        return response(200).json({ url: back.toString() });
      }),
    ),
    getPayoutStatement: http.get(
      '/api/creator/payouts/statements/{month}',
      withFailures(context, 'getPayoutStatement', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        // The mock sells nothing by itself: a statement of headers only, as CSV (a PDF is the server's).
        return response.untyped(
          new Response(`line,month,task,credits kept or paid,USD\n`, {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename="taskwell-statement-${params.month}.csv"`,
            },
          }),
        );
      }),
    ),
    setEarningsChoice: http.put(
      '/api/creator/payouts/earnings-choice',
      withFailures(context, 'setEarningsChoice', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const { keep } = (await request.json()) as EarningsChoice;
        const payouts = payoutsOf(caller.profile.id);
        if (!keep && payouts.earned > 0) {
          caller.profile.accountBalance += payouts.earned;
          payouts.earned = 0;
        }
        payouts.keepEarnings = keep;
        return response(200).json(overview(caller.profile.id));
      }),
    ),
  };
}
