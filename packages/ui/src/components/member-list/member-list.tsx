import type { ReactNode } from 'react';
import { Alert, Loader } from '../alert/alert.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import * as styles from './member-list.css.ts';

/** What the member list shows of a member: the address, and the role when the viewer may see it. */
export interface MemberView {
  email: string;
  /** Shown to the owner only; absent for a member's view. */
  role?: 'owner' | 'member' | undefined;
}

/** Props of {@link MemberList}. */
export interface MemberListProps {
  members: readonly MemberView[];
  /** The viewer's address: their row says "(you)". */
  me: string;
  /** The viewer's role: an owner may remove anyone but an owner, a member may leave. */
  viewerRole: 'owner' | 'member';
  organizationName: string;
  onRemove: (email: string) => void;
  onLeave: (email: string) => void;
  /** The address whose removal or leaving is on its way. */
  busyEmail?: string | undefined;
  /** The members are on their way. */
  loading?: boolean | undefined;
  /** What went wrong reading the members; shown instead of the list. */
  error?: ReactNode;
}

/** An organization's members: the owner sees roles and may remove members, a member may leave. */
export function MemberList(props: MemberListProps) {
  const { members, me, viewerRole, organizationName, onRemove, onLeave, busyEmail, loading, error } = props;
  if (error) {
    return (
      <Alert tone="critical" title="The members could not be read">
        {error}
      </Alert>
    );
  }
  if (loading) return <Loader label="Reading the members" showLabel />;
  if (members.length === 0) return <Alert tone="info">No members yet. Invite them by e-mail.</Alert>;
  const owner = viewerRole === 'owner';
  return (
    <ul className={styles.list} aria-label="Members">
      {members.map((member) => (
        <li key={member.email} className={styles.row}>
          <span className={styles.who}>
            {member.email}
            {member.email === me ? ' (you)' : ''}
            {member.role ? ` · ${member.role === 'owner' ? 'Owner' : 'Member'}` : ''}
          </span>
          {owner && member.role !== 'owner' ? (
            <ConfirmAction
              label="Remove"
              question={`Remove ${member.email}?`}
              busy={busyEmail === member.email}
              onConfirm={() => onRemove(member.email)}
            />
          ) : null}
          {!owner && member.email === me ? (
            <ConfirmAction
              label="Leave"
              question={`Leave ${organizationName}?`}
              busy={busyEmail === member.email}
              onConfirm={() => onLeave(member.email)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
