import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar, type NavBarGroup } from './nav-bar.tsx';

const publicGroup: NavBarGroup = {
  id: 'public',
  label: 'Taskwell',
  items: [
    { link: '/home', label: 'Home' },
    { link: '/how-it-works', label: 'How It Works', disabled: true },
    { link: '/pricing', label: 'Pricing' },
  ],
};
const studioGroup: NavBarGroup = {
  id: 'studio',
  label: 'My Studio',
  items: [
    { link: '/tasks', label: 'My Tasks' },
    { link: '/billing', label: 'Billing | 1,250 credits' },
  ],
};

describe('NavBar', () => {
  it('should list the shown group without disabled items, and mark the current page', () => {
    render(<NavBar groups={[publicGroup]} activeGroupId="public" onGroupChange={vi.fn()} currentPath="/pricing" />);
    const list = screen.getByRole('list', { name: 'Taskwell' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Pricing']);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('should hide the group selector with one group and show it with two', () => {
    const { rerender } = render(<NavBar groups={[publicGroup]} activeGroupId="public" onGroupChange={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Navigation group' })).toBeNull();
    rerender(<NavBar groups={[publicGroup, studioGroup]} activeGroupId="public" onGroupChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Navigation group' })).toBeInTheDocument();
  });

  it('should switch groups through the selector', async () => {
    const user = userEvent.setup();
    const onGroupChange = vi.fn();
    render(<NavBar groups={[publicGroup, studioGroup]} activeGroupId="studio" onGroupChange={onGroupChange} />);
    expect(screen.getByRole('button', { name: 'My Studio' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Billing | 1,250 credits' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Taskwell' }));
    expect(onGroupChange).toHaveBeenCalledWith('public');
  });

  it('should render the Logout slot and custom links', () => {
    render(
      <NavBar
        groups={[studioGroup]}
        activeGroupId="studio"
        onGroupChange={vi.fn()}
        renderLink={(item, props) => <a href={`/app${item.link}`} {...props} />}
        logout={<button type="button">Logout</button>}
      />,
    );
    expect(screen.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('href', '/app/tasks');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
