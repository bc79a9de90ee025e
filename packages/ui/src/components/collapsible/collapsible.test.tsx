import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, Collapsible } from './collapsible.tsx';

describe('Collapsible', () => {
  it("should show more on 'more' and hide it on 'less'", async () => {
    const user = userEvent.setup();
    render(
      <Collapsible summary={<p>Northwind</p>}>
        <p>Led the data team.</p>
      </Collapsible>,
    );
    expect(screen.queryByText('Led the data team.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText('Led the data team.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'less' }));
    expect(screen.queryByText('Led the data team.')).toBeNull();
  });
});

describe('Accordion', () => {
  const items = [
    { value: 'credits', title: 'What is a credit?', content: 'A unit that pays for runs.' },
    { value: 'plans', title: 'Can I change plans?', content: 'Yes, at any time.' },
  ];

  it('should open one answer at a time under heading buttons', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const first = screen.getByRole('button', { name: 'What is a credit?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A unit that pays for runs.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Can I change plans?' }));
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('should move between questions with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    screen.getByRole('button', { name: 'What is a credit?' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Can I change plans?' })).toHaveFocus();
  });
});
