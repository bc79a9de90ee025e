import type { Meta, StoryObj } from '@storybook/react-vite';
import { seededOrganization, seededOrganizationMembers } from '@taskwell/mocks/fixtures/organizations';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneGlobals, phoneWidth } from '../../screens/testing/phone.tsx';
import { MemberList } from './member-list.tsx';

const [owner, member] = seededOrganizationMembers;
if (!owner || !member) throw new Error('The mocks seed an owner and a member.');

const meta = {
  title: 'Organization/MemberList',
  component: MemberList,
  args: {
    members: seededOrganizationMembers,
    me: owner.email,
    viewerRole: 'owner',
    organizationName: seededOrganization.name,
    onRemove: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof MemberList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsOwner: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(seededOrganizationMembers.length);
    // The owner's own row has no Remove; each member's has one, asked once more before it acts.
    await expect(within(list).getAllByRole('button', { name: 'Remove' })).toHaveLength(
      seededOrganizationMembers.length - 1,
    );
    const [first] = within(list).getAllByRole('button', { name: 'Remove' });
    if (first) await userEvent.click(first);
    await expect(within(list).getByText(`Remove ${member.email}?`)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Yes, remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(member.email);
  },
};

export const AsMember: Story = {
  args: {
    viewerRole: 'member',
    me: member.email,
    members: seededOrganizationMembers.map(({ email }) => ({ email })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Members' });
    await expect(within(list).queryByRole('button', { name: 'Remove' })).toBeNull();
    await expect(within(list).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
    await expect(list).not.toHaveTextContent('Owner');
  },
};

export const Removing: Story = { args: { busyEmail: member.email } };

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No members yet.');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reading the members');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The service is busy. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The members could not be read');
  },
};

const longMembers = [
  ...seededOrganizationMembers,
  { email: 'maximiliane.wolkenstein-oberhausen-gruenfeld@regional-subsidiaries.example.com', role: 'member' as const },
];

export const LongText: Story = { args: { members: longMembers } };

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  args: { members: longMembers },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Members' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(390);
  },
};
