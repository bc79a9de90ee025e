import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  seededOrganization,
  seededOrganizationInvitations,
  seededOrganizationMembers,
} from '@taskwell/mocks/fixtures/organizations';
import { expect, fn, within } from 'storybook/test';
import { ConfirmAction } from '../components/member-list/confirm-action.tsx';
import { MemberList, type MemberView } from '../components/member-list/member-list.tsx';
import { Title } from '../components/typography/typography.tsx';
import { phoneGlobals, phoneWidth } from './testing/phone.tsx';

interface OrganizationScreenProps {
  name: string;
  accentColour: string;
  viewerRole: 'owner' | 'member';
  me: string;
  members: readonly MemberView[];
  loading?: boolean;
  error?: string;
  onRemove: (email: string) => void;
  onLeave: (email: string) => void;
}

/** The organization's page as its route composes it (brand header, members, the owner's invitations), fed by the mocks. */
function OrganizationScreen(props: OrganizationScreenProps) {
  const owner = props.viewerRole === 'owner';
  return (
    <section style={{ display: 'grid', gap: '1.5rem', maxWidth: '48rem', overflowWrap: 'anywhere' }}>
      <header style={{ borderBottom: `4px solid ${props.accentColour}`, paddingBottom: '0.5rem' }}>
        <Title order={1}>{props.name}</Title>
      </header>
      <section aria-labelledby="members-title" style={{ display: 'grid', gap: '0.75rem' }}>
        <Title order={2} id="members-title">
          Members
        </Title>
        <MemberList
          members={props.members}
          me={props.me}
          viewerRole={props.viewerRole}
          organizationName={props.name}
          onRemove={props.onRemove}
          onLeave={props.onLeave}
          loading={props.loading}
          error={props.error}
        />
      </section>
      {owner ? (
        <section aria-labelledby="invitations-title" style={{ display: 'grid', gap: '0.75rem' }}>
          <Title order={2} id="invitations-title">
            Pending invitations
          </Title>
          <ul aria-label="Pending invitations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {seededOrganizationInvitations.map((invitation) => (
              <li key={invitation.invitationId} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
                <span>{invitation.email} · open until 4 Dec 2026</span>
                <ConfirmAction
                  label="Revoke"
                  question={`Revoke the invitation to ${invitation.email}?`}
                  onConfirm={fn()}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

const [owner, member] = seededOrganizationMembers;
if (!owner || !member) throw new Error('The mocks seed an owner and a member.');

const meta = {
  title: 'Screens/Organization',
  component: OrganizationScreen,
  args: {
    name: seededOrganization.name,
    accentColour: seededOrganization.accentColour,
    viewerRole: 'owner',
    me: owner.email,
    members: seededOrganizationMembers,
    onRemove: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof OrganizationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsOwner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: seededOrganization.name })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(
      seededOrganizationMembers.length,
    );
    await expect(canvas.getByRole('list', { name: 'Pending invitations' })).toBeInTheDocument();
  },
};

export const AsMember: Story = {
  args: { viewerRole: 'member', me: member.email, members: seededOrganizationMembers.map(({ email }) => ({ email })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Pending invitations' })).toBeNull();
  },
};

export const Empty: Story = { args: { members: [] } };

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The service is busy. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The members could not be read');
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  args: {
    name: 'Wolkenstein-Oberhausen Regional Holdings and Subsidiaries International',
    members: [...seededOrganizationMembers, { email: 'maximiliane.wolkenstein@regional-subsidiaries.example.com' }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
