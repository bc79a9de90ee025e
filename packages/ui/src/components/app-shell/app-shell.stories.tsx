import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Home, LayoutGrid, Tag, Wallet } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { NavBar, type NavBarGroup } from '../nav-bar/nav-bar.tsx';
import { AppShell } from './app-shell.tsx';

const groups: NavBarGroup[] = [
  {
    id: 'public',
    label: 'Taskwell',
    items: [
      { link: '#home', label: 'Home', icon: <Home size={16} /> },
      { link: '#pricing', label: 'Pricing', icon: <Tag size={16} /> },
      { link: '#news', label: 'News', icon: <FileText size={16} /> },
    ],
  },
  {
    id: 'studio',
    label: 'My Studio',
    items: [
      { link: '#tasks', label: 'My Tasks', icon: <LayoutGrid size={16} /> },
      { link: '#billing', label: 'Billing | 1,250 credits', icon: <Wallet size={16} /> },
    ],
  },
];

function Navigation({ signedIn }: { signedIn: boolean }) {
  const shown = signedIn ? groups : groups.slice(0, 1);
  const [active, setActive] = useState(signedIn ? 'studio' : 'public');
  return (
    <NavBar
      groups={shown}
      activeGroupId={active}
      onGroupChange={setActive}
      currentPath={signedIn ? '#tasks' : '#home'}
      // In the catalogue a chosen item stays on the page, as a router link would.
      renderLink={(item, props) => <a href={item.link} onClick={(event) => event.preventDefault()} {...props} />}
      logout={
        signedIn ? (
          <Button variant="subtle" size="sm">
            Logout
          </Button>
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <a href="#home">Taskwell</a>,
    year: 2026,
    children: <p>The page content goes here.</p>,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  args: {
    navbar: <Navigation signedIn={false} />,
    actions: (
      <>
        <Button size="sm">Sign Up</Button>
        <Button size="sm" variant="outline">
          Login
        </Button>
      </>
    ),
  },
};

export const SignedIn: Story = {
  args: {
    navbar: <Navigation signedIn />,
    actions: <span>Welcome, Ada</span>,
  },
};

export const Light: Story = { ...SignedIn, globals: { theme: 'light' } };

export const Mobile: Story = {
  ...SignedIn,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeLessThan(768);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'My Tasks' }));
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The visitor's header (menu, logo, theme switch, Sign Up, Login) on a 375 px phone. */
export const VisitorMobile: Story = {
  ...Visitor,
  // The logo as the public site sets it: the widest header the visitor sees.
  args: {
    ...Visitor.args,
    logo: (
      <a href="#home" style={{ fontSize: '1.125rem', fontWeight: 700 }}>
        Taskwell
      </a>
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(768);
    // Nothing may stick out sideways: the page would scroll horizontally.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    // The icon buttons keep their square shape rather than being squeezed to make room.
    for (const name of ['Open navigation', /Switch to (dark|light) theme/]) {
      const { width, height } = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(width).toBe(height);
    }
  },
};

export const WithoutNavbar: Story = {};
