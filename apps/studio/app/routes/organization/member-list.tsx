import { useNavigation, useSubmit } from '@remix-run/react';
import type { Organization, OrganizationMember } from '@taskwell/api-sdk';
import { MemberList } from '@taskwell/ui/member-list';

/** The design system's member list, its Remove and Leave posted to the page's action. */
export function OrganizationMembers(props: { organization: Organization; members: OrganizationMember[]; me: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const organizationId = props.organization.organizationId;
  const intent = navigation.state === 'idle' ? null : navigation.formData?.get('intent');
  const sending = intent === 'remove' || intent === 'leave' ? navigation.formData?.get('email') : null;
  const post = (action: 'remove' | 'leave') => (email: string) =>
    submit({ intent: action, organizationId, email }, { method: 'post' });
  return (
    <MemberList
      members={props.members}
      me={props.me}
      viewerRole={props.organization.role}
      organizationName={props.organization.name}
      onRemove={post('remove')}
      onLeave={post('leave')}
      busyEmail={typeof sending === 'string' ? sending : undefined}
    />
  );
}
