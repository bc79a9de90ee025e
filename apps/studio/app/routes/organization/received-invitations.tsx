import { Link } from '@remix-run/react';
import type { ReceivedInvitation } from '@taskwell/api-sdk';
import * as styles from './organization.css.ts';

/** Invitations addressed to the signed-in user, each with Accept. */
export function ReceivedInvitations({ invitations }: { invitations: ReceivedInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="received-invitations">
      <h2 id="received-invitations">Invitations for you</h2>
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <li key={invitation.invitationId} className={styles.row}>
            <span>
              {invitation.organizationName}, from {invitation.invitedByName}
            </span>
            <Link to={`/organization/invitations/${invitation.invitationId}`}>Review and join</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
