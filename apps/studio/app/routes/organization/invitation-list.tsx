import type { OrganizationInvitation } from '@taskwell/api-sdk';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import { ConfirmButton } from './confirm-button.tsx';
import * as styles from './organization.css.ts';

/** The owner's pending invitations, each with Revoke. */
export function InvitationList({ invitations }: { invitations: OrganizationInvitation[] }) {
  const dates = useReaderDates();
  if (invitations.length === 0) return <p>No pending invitations.</p>;
  return (
    <ul className={styles.list} aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.invitationId} className={styles.row}>
          <span>
            {invitation.email} · open until {dates.date(invitation.expiresAt)}
          </span>
          <ConfirmButton
            label="Revoke"
            confirm={`Revoke the invitation to ${invitation.email}?`}
            fields={{
              intent: 'revoke',
              organizationId: invitation.organizationId,
              invitationId: invitation.invitationId,
              email: invitation.email,
            }}
          />
        </li>
      ))}
    </ul>
  );
}
