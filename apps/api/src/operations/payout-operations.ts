import { requireSession } from '../auth/authenticate.ts';
import { operationGroup } from '../http/operation-handler.ts';
import { startPayoutOnboarding } from '../payments/payout-accounts.ts';
import { paymentsNotConfigured } from '../payments/stripe-failures.ts';
import { chooseEarnings } from '../payouts/earnings-choice.ts';
import { payoutOverview } from '../payouts/payout-overview.ts';
import { payoutStatement, statementCsv, statementPdf } from '../payouts/payout-statement.ts';
import type { ServerContext } from '../server-context.ts';

/** A creator's payouts (issue 41, decision 137): the account to be paid, the balances, the choice. */
export function payoutOperations(context: ServerContext) {
  const { db, now, payoutSettings: settings } = context;
  const sharePercent = context.runtime.settings.storeCreatorSharePercent;
  return operationGroup({
    async getPayoutOverview(request) {
      return payoutOverview(db, { email: requireSession(request).email, settings, sharePercent });
    },

    async startPayoutOnboarding(request) {
      const email = requireSession(request).email;
      if (!context.payments) throw paymentsNotConfigured();
      return startPayoutOnboarding(context.payments, email);
    },

    async getPayoutStatement(request, reply) {
      const email = requireSession(request).email;
      const { month } = request.params;
      const format = request.query.format ?? 'csv';
      const statement = await payoutStatement(db, { email, month, settings });
      reply.header('Content-Disposition', `attachment; filename="taskwell-statement-${month}.${format}"`);
      if (format === 'pdf') return reply.type('application/pdf').send(await statementPdf(statement));
      return reply.type('text/csv; charset=utf-8').send(statementCsv(statement));
    },

    async setEarningsChoice(request) {
      const email = requireSession(request).email;
      const { keep } = request.body;
      await chooseEarnings(db, { email, keep, at: new Date(now()) });
      return payoutOverview(db, { email, settings, sharePercent });
    },
  });
}
