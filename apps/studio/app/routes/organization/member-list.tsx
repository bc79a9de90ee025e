import type { Organization, OrganizationMember } from '@taskwell/api-sdk';
import { ConfirmButton } from './confirm-button.tsx';
import * as styles from './organization.css.ts';

/** The members; the owner sees roles and may remove anyone but themselves, a member may leave. */
export function MemberList(props: { organization: Organization; members: OrganizationMember[]; me: string }) {
  const owner = props.organization.role === 'owner';
  const organizationId = props.organization.organizationId;
  return (
    <ul className={styles.list} aria-label="Members">
      {props.members.map((member) => (
        <li key={member.email} className={styles.row}>
          <span>
            {member.email}
            {member.email === props.me ? ' (you)' : ''}
            {member.role ? ` · ${member.role === 'owner' ? 'Owner' : 'Member'}` : ''}
          </span>
          {owner && member.role !== 'owner' ? (
            <ConfirmButton
              label="Remove"
              confirm={`Remove ${member.email}?`}
              fields={{ intent: 'remove', organizationId, email: member.email }}
            />
          ) : null}
          {!owner && member.email === props.me ? (
            <ConfirmButton
              label="Leave"
              confirm={`Leave ${props.organization.name}?`}
              fields={{ intent: 'leave', organizationId, email: member.email }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
