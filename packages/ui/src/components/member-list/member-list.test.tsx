import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberList, type MemberListProps } from './member-list.tsx';

const members = [
  { email: 'grace@taskwell.dev', role: 'owner' as const },
  { email: 'ada@taskwell.dev', role: 'member' as const },
];

function renderList(props: Partial<MemberListProps> = {}) {
  const onRemove = vi.fn();
  const onLeave = vi.fn();
  render(
    <MemberList
      members={members}
      me="grace@taskwell.dev"
      viewerRole="owner"
      organizationName="Compiler Works"
      onRemove={onRemove}
      onLeave={onLeave}
      {...props}
    />,
  );
  return { onRemove, onLeave };
}

describe('MemberList', () => {
  it("should name the viewer's row and each role the owner sees", () => {
    renderList();

    const rows = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/(Remove|Leave)$/, ''))).toEqual([
      'grace@taskwell.dev (you) · Owner',
      'ada@taskwell.dev · Member',
    ]);
  });

  it('should remove a member only after the owner says yes, and put the button back on Cancel', async () => {
    const { onRemove } = renderList();
    const list = screen.getByRole('list', { name: 'Members' });

    await userEvent.click(within(list).getByRole('button', { name: 'Remove' }));
    expect(within(list).getByText('Remove ada@taskwell.dev?')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();

    await userEvent.click(within(list).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Yes, remove' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith('ada@taskwell.dev');
  });

  it('should let a member leave, and offer them nothing on the others', async () => {
    const { onLeave } = renderList({
      me: 'ada@taskwell.dev',
      viewerRole: 'member',
      members: members.map(({ email }) => ({ email })),
    });
    const list = screen.getByRole('list', { name: 'Members' });

    expect(within(list).queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Leave' }));
    expect(within(list).getByText('Leave Compiler Works?')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Yes, leave' }));
    expect(onLeave).toHaveBeenCalledExactlyOnceWith('ada@taskwell.dev');
  });

  it('should show the action on its way on the row it is for', () => {
    renderList({ busyEmail: 'ada@taskwell.dev' });

    expect(screen.getByRole('button', { name: 'Yes, remove' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it.each([
    { state: 'empty', props: { members: [] }, role: 'status', text: 'No members yet.' },
    { state: 'loading', props: { loading: true }, role: 'status', text: 'Reading the members' },
    { state: 'error', props: { error: 'Busy.' }, role: 'alert', text: 'The members could not be read' },
  ] as const)('given $state, should say so instead of the list', ({ props, role, text }) => {
    renderList(props);

    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });
});
