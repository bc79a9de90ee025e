import { Button } from '../button/button.tsx';
import { LinkButton } from '../link-button/link-button.tsx';
import { Modal } from '../modal/modal.tsx';
import * as styles from './upgrade-dialog.css.ts';

/** Props of {@link UpgradeDialog}. */
export interface UpgradeDialogProps {
  /** Whether it is open. */
  open: boolean;
  /** Called with false when the user closes it (Ok, Escape, outside click, the close button). */
  onOpenChange: (open: boolean) => void;
  /** The task the user wanted to run, or the feature they wanted to use ("Creator Studio"). */
  taskName: string;
  /**
   * What the upgrade lets them do, after "to": "run it" (a task, the default) or, for a feature,
   * what it is for ("build your own tasks"; issue 39: Creator Studio's said "to run it").
   */
  action?: string;
  /** The lowest plan that unlocks the task; undefined when no plan lists it. */
  planName?: string | undefined;
  /** The user's plan now, when known. */
  currentPlan?: string | undefined;
  /** Where plans are compared and changed (`/pricing`). */
  pricingHref: string;
}

/**
 * spec §2 'Upgrade Plan': the plan must be upgraded to use the named task. Instead of the seed's
 * 'upgrades will be available in February 2024', it names the lowest plan that unlocks the task
 * and leads to the pricing page; Ok closes it.
 */
export function UpgradeDialog({
  open,
  onOpenChange,
  taskName,
  action = 'run it',
  planName,
  currentPlan,
  pricingHref,
}: UpgradeDialogProps) {
  const yours = currentPlan ? `Your ${currentPlan} plan` : 'Your plan';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Upgrade Plan">
      <p className={styles.message}>
        {planName
          ? `${yours} does not include ${taskName}. Upgrade to ${planName} or a higher plan to ${action}.`
          : `${taskName} is not offered on any plan yet.`}
      </p>
      <div className={styles.actions}>
        {planName ? (
          <LinkButton href={pricingHref} variant="outline">
            See plans
          </LinkButton>
        ) : null}
        <Button onClick={() => onOpenChange(false)}>Ok</Button>
      </div>
    </Modal>
  );
}
