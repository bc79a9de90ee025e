import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StartedBy } from './started-by.tsx';

describe('StartedBy', () => {
  it('names the automation as a link to it', () => {
    render(<StartedBy name="Monday brief" href="/automations#automation-7" />);
    expect(screen.getByText(/Started by automation/)).toHaveTextContent('Started by automation Monday brief');
    expect(screen.getByRole('link', { name: 'Monday brief' })).toHaveAttribute('href', '/automations#automation-7');
  });

  it("renders the link with the caller's router link, reachable by keyboard", async () => {
    render(
      <StartedBy
        name="Nightly digest"
        href="/automations#automation-9"
        renderLink={(href, children) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Nightly digest' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
