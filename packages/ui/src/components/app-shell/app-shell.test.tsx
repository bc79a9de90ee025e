import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShell } from './app-shell.tsx';

function renderShell(withNavbar = true) {
  return render(
    <AppShell
      logo={<a href="/">Taskwell</a>}
      actions={<button type="button">Login</button>}
      year={2031}
      navbar={
        withNavbar ? (
          <ul>
            <li>
              <a href="#pricing">Pricing</a>
            </li>
          </ul>
        ) : undefined
      }
    >
      <p>Page</p>
    </AppShell>,
  );
}

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

afterEach(() => setViewport(1024));

describe('AppShell', () => {
  it('should have a header, a labelled navigation, a main area and the copyright footer', () => {
    renderShell();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Taskwell' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('Page')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2023–${new Date().getFullYear()} Taskwell`);
  });

  it('should hide the menu toggle on a wide screen', () => {
    setViewport(1024);
    renderShell();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('should open and close the navigation with the menu toggle on a narrow screen', async () => {
    setViewport(375);
    const user = userEvent.setup();
    renderShell();
    // Closed, the drawer is out of view and out of the accessibility tree.
    expect(screen.queryByRole('navigation')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { hidden: true }).id);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('should close the navigation after an item is chosen, and on Escape', async () => {
    setViewport(375);
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('navigation')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('should render the given year on the server, so hydration matches the HTML', () => {
    const html = renderToString(
      <AppShell logo="Taskwell" year={2031}>
        <p>Page</p>
      </AppShell>,
    );
    expect(html).toContain('© 2023–2031 Taskwell');
  });

  it('should leave out the navigation and its toggle when there is no navbar', () => {
    renderShell(false);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: /Switch to (light|dark) theme/ })).toBeInTheDocument();
  });
});
