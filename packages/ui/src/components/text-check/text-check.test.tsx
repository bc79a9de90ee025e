import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from '../markdown-view/markdown-view.tsx';
import { TextCheckBadge } from './text-check.tsx';

const chairman = (source: string) => {
  const start = source.indexOf('chairman');
  return {
    phrase: 'chairman',
    start,
    end: start + 'chairman'.length,
    why: 'It names a gender where the gender does not matter.',
    suggestions: ['chair', 'chairperson'],
  };
};

describe('TextCheckBadge', () => {
  it.each([
    { given: { state: 'checking' as const }, want: 'Checking for bias…' },
    { given: { state: 'checked' as const, findings: 0 }, want: 'No bias findings' },
    { given: { state: 'checked' as const, findings: 1 }, want: '1 bias finding' },
    { given: { state: 'checked' as const, findings: 2 }, want: '2 bias findings' },
  ])('should say "$want" given $given', ({ given, want }) => {
    const { container } = render(<TextCheckBadge {...given} />);
    expect(container).toHaveTextContent(want);
  });

  it('should announce the checking state politely', () => {
    render(<TextCheckBadge state="checking" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking for bias…');
  });
});

describe('MarkdownView with findings', () => {
  it.each([
    { given: 'plain text', source: 'Ask the chairman on Friday.' },
    { given: 'bold markdown', source: '# Update\n\nAsk **the chairman** on Friday.' },
    { given: 'an escaped character before it', source: 'Costs \\*fell\\*; the chairman agreed.' },
  ])('should mark exactly the phrase, given $given', ({ source }) => {
    const { container } = render(<MarkdownView markdown={source} findings={[chairman(source)]} />);
    const marks = container.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['chairman']);
  });

  it('should explain a finding on keyboard focus, with what to try, and hide it on Escape', async () => {
    const user = userEvent.setup();
    const source = 'Ask the chairman on Friday.';
    render(<MarkdownView markdown={source} findings={[chairman(source)]} />);
    await user.tab();
    const phrase = screen.getByRole('button', { name: 'chairman' });
    expect(phrase).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('It names a gender where the gender does not matter.');
    expect(within(tooltip).getByText('chair, chairperson')).toBeInTheDocument();
    expect(tooltip).toHaveTextContent('Try: chair, chairperson');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('should open and close the explanation with a tap', async () => {
    const source = 'Ask the chairman on Friday.';
    render(<MarkdownView markdown={source} findings={[chairman(source)]} />);
    const phrase = screen.getByRole('button', { name: 'chairman' });
    // A tap is a click without hover or focus first.
    fireEvent.click(phrase);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Try: chair, chairperson');
    fireEvent.click(phrase);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('should render no mark without findings', () => {
    const { container } = render(<MarkdownView markdown="Ask the chairman on Friday." />);
    expect(container.querySelector('mark')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
