import type { Automation, AutomationRun } from '@taskwell/api-sdk';

/** What the automations route's action answers (issue 46). */
export type AutomationOutcome =
  | { status: 'saved'; intent: 'create' | 'update'; automation: Automation; secrets: AutomationSecrets }
  | { status: 'done'; intent: 'pause' | 'resume' | 'delete'; id: string }
  | { status: 'started'; id: string; run: AutomationRun }
  | { status: 'rotated'; id: string; secrets: AutomationSecrets }
  | { status: 'refused'; intent: string; id: string | null; message: string };

/** Secrets the API shows once: the inbound webhook's signing secret, the outbound one's. */
export interface AutomationSecrets {
  webhookUrl?: string | undefined;
  signingSecret?: string | undefined;
  /** The secret outbound webhook deliveries are signed with. */
  deliverySecret?: string | undefined;
}
