import { Button } from '@taskwell/ui/button';
import { UpgradeDialog } from '@taskwell/ui/upgrade-dialog';
import { useState } from 'react';
import * as styles from './creator.css.ts';

/** Props of {@link CreatorIntro}. */
export interface CreatorIntroProps {
  /** The user's plan now, when known. */
  currentPlan: string | undefined;
  /** The lowest plan that includes task creation. */
  planName: string | undefined;
}

/**
 * What Creator Studio is, for a plan without "Task creation" (spec §6): what it does and an
 * Upgrade that opens the same dialog a locked task of the catalogue opens.
 */
export function CreatorIntro({ currentPlan, planName }: CreatorIntroProps) {
  const [upgrading, setUpgrading] = useState(false);
  return (
    <section aria-labelledby="creator-title">
      <h1 id="creator-title" className={styles.title}>
        Creator Studio
      </h1>
      <p className={styles.intro}>
        Build your own AI tasks from Taskwell's services, test them with sample input and publish them to your own My
        Tasks.
      </p>
      <ul className={styles.points}>
        <li>Design the form people fill in, and see it exactly as they will.</li>
        <li>Put services in sequences and parallel branches, and pause a run to ask a question.</li>
        <li>Every problem is shown where it is as you build; drafts save as you work, with undo and versions.</li>
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => setUpgrading(true)}>Upgrade</Button>
      </div>
      <UpgradeDialog
        open={upgrading}
        onOpenChange={setUpgrading}
        taskName="Creator Studio"
        action="build your own tasks"
        planName={planName}
        currentPlan={currentPlan}
        pricingHref="/pricing"
      />
    </section>
  );
}
