import { Link } from '@remix-run/react';
import type { RunSummary } from '@taskwell/api-sdk';
import { StartedBy } from '@taskwell/ui/started-by';

/** Where an automation is shown: its row in Automations. */
export const automationHref = (automationId: string) => `/automations#automation-${encodeURIComponent(automationId)}`;

/**
 * "Started by automation <name>" for a run an automation started (issue 46), its name a link to
 * the automation; nothing for a run a person started.
 */
export function AutomationOrigin({ automation }: { automation: RunSummary['automation'] }) {
  if (!automation) return null;
  return (
    <StartedBy
      name={automation.name}
      href={automationHref(automation.id)}
      renderLink={(href, children) => <Link to={href}>{children}</Link>}
    />
  );
}
