import { Alert } from '@taskwell/ui/alert';
import type { OrganizationOutcome } from './organization-action.server.ts';

/** The outcome of one intent, shown next to its own form. */
export function OutcomeAlert({ outcome, intent }: { outcome: OrganizationOutcome | undefined; intent: string[] }) {
  if (!outcome || !intent.includes(outcome.intent)) return null;
  return <Alert tone={outcome.status === 'done' ? 'positive' : 'critical'}>{outcome.message}</Alert>;
}
