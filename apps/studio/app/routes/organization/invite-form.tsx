import { Form } from '@remix-run/react';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import * as styles from './organization.css.ts';
import type { OrganizationOutcome } from './organization-action.server.ts';
import { useBusy } from './use-busy.ts';

/** Invite by e-mail; the field empties once the invitation is sent. */
export function InviteForm({ organizationId, outcome }: { organizationId: string; outcome?: OrganizationOutcome }) {
  const busy = useBusy('invite');
  const sent = outcome?.intent === 'invite' && outcome.status === 'done';
  return (
    <Form method="post" className={styles.form} noValidate key={sent ? outcome.message : 'invite'}>
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="organizationId" value={organizationId} />
      <TextInput
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="off"
        required
        error={
          outcome?.intent === 'invite' && outcome.status === 'invalid'
            ? (outcome.fieldErrors.email ?? outcome.message)
            : undefined
        }
      />
      <div>
        <Button type="submit" loading={busy}>
          Invite by e-mail
        </Button>
      </div>
      {sent ? <Alert tone="positive">{outcome.message}</Alert> : null}
    </Form>
  );
}
