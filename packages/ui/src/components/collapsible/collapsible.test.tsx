import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, Collapsible } from './collapsible.tsx';

describe('Collapsible', () => {
  it('should keep the hidden part in the markup, closed, behind a more toggle', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible summary={<p>Northwind</p>}>
        <p>Led the data team.</p>
      </Collapsible>,
    );
    const details = screen.getByText('Led the data team.').closest('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    expect(screen.getByText('Northwind').closest('details')).toBeNull();
    await user.click(screen.getByText('more'));
    expect(details?.open).toBe(true);
  });

  it('should start open when asked to', () => {
    render(
      <Collapsible defaultOpen>
        <p>Led the data team.</p>
      </Collapsible>,
    );
    expect(screen.getByText('Led the data team.').closest('details')?.open).toBe(true);
  });
});

describe('Accordion', () => {
  const items = [
    { value: 'credits', title: 'What is a credit?', content: 'A unit that pays for runs.' },
    { value: 'plans', title: 'Can I change plans?', content: 'Yes, at any time.' },
  ];

  it('should give each question a heading and keep every answer in the markup', () => {
    render(<Accordion items={items} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'What is a credit?',
      'Can I change plans?',
    ]);
    expect(screen.getByText('Yes, at any time.').closest('details')?.open).toBe(false);
  });

  it('should group the items of a single accordion under one name, and none of a multiple one', () => {
    const { unmount } = render(<Accordion items={items} />);
    const names = Array.from(document.querySelectorAll('details'), (details) => details.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
    unmount();
    render(<Accordion items={items} multiple headingLevel={2} />);
    expect(Array.from(document.querySelectorAll('details'), (details) => details.hasAttribute('name'))).toEqual([
      false,
      false,
    ]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
