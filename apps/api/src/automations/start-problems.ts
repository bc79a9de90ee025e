import type { AutomationProblemCause } from '../db/automation-schema.ts';
import type { DomainErrorKind } from '../errors/domain-error.ts';

/**
 * Why a due start could not be made, from the start's refusal (decision 171): the balance, the
 * plan, the task or listing gone, the saved values no longer fitting, or anything else the run's
 * checks refused (a price that changed).
 */
export function problemCauseOf(kind: DomainErrorKind): AutomationProblemCause {
  switch (kind) {
    case 'insufficient_credit':
    case 'payment_declined':
      return 'credits';
    case 'plan_required':
    case 'forbidden':
      return 'plan';
    case 'not_found':
    case 'gone':
      return 'withdrawn';
    case 'invalid':
    case 'invalid_parameters':
    case 'too_large':
    case 'unsupported_type':
      return 'inputs';
    default:
      return 'other';
  }
}

/** Causes retrying cannot mend: the automation is paused at the first (the others after a streak). */
export function pausesAtOnce(cause: AutomationProblemCause): boolean {
  return cause === 'plan' || cause === 'withdrawn' || cause === 'inputs';
}

/** The notice mail of a start that could not be made: one per automation and cause. */
export function problemMail(notice: {
  automationName: string;
  cause: AutomationProblemCause;
  reason: string;
  paused: boolean;
  studioUrl: string;
}): { subject: string; text: string } {
  const what: Record<AutomationProblemCause, string> = {
    credits: 'your balance does not cover the run',
    plan: 'your plan no longer includes it',
    withdrawn: 'the task is no longer available',
    inputs: "the saved values no longer fit the task's form",
    other: 'the run was refused',
  };
  return {
    subject: `${notice.automationName} could not start`,
    text: [
      `Your automation "${notice.automationName}" could not start: ${what[notice.cause]}.`,
      '',
      notice.reason,
      '',
      notice.paused
        ? 'It is paused: resume it in My Studio once this is mended.'
        : 'It keeps its schedule and tries again at its next time; a few more refusals in a row pause it.',
      'You are told once for this reason; its history lists every time.',
      '',
      `${notice.studioUrl}/automations`,
    ].join('\n'),
  };
}
