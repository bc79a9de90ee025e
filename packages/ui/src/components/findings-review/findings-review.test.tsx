import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FindingsReview, type ReviewedFinding } from './findings-review.tsx';

const manpower: ReviewedFinding = {
  phrase: 'manpower',
  start: 10,
  end: 18,
  why: 'It names a gender where the gender does not matter.',
};
const chairman: ReviewedFinding = { phrase: 'chairman', start: 30, end: 38, why: 'It names a gender.' };

/** The review over findings kept in state, as a page holds them; `fail` makes the calls reject. */
function Reviewed({ fail, calls }: { fail?: string; calls: string[] }) {
  const [findings, setFindings] = useState<ReviewedFinding[]>([manpower, chairman]);
  const set = (finding: ReviewedFinding, dismissed?: { reason: string }) =>
    setFindings((all) => all.map((each) => (each.start === finding.start ? { ...each, dismissed } : each)));
  return (
    <FindingsReview
      findings={findings}
      onDismiss={async (finding, reason) => {
        calls.push(`dismiss ${finding.start}-${finding.end}: ${reason}`);
        if (fail) throw new Error(fail);
        set(finding, { reason });
      }}
      onRestore={async (finding) => {
        calls.push(`restore ${finding.start}-${finding.end}`);
        if (fail) throw new Error(fail);
        set(finding);
      }}
    />
  );
}

describe('FindingsReview', () => {
  it('should dismiss a finding with a reason and count it again, with the keyboard alone', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<Reviewed calls={calls} />);
    // The fold opens from its summary, reached with Tab.
    await user.tab();
    expect(screen.getByText('Review findings')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss “manpower”' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Why is “manpower” not a finding here?' });
    expect(field).toHaveFocus();
    await user.keyboard('A quoted job title{Enter}');
    expect(calls).toEqual(['dismiss 10-18: A quoted job title']);
    expect(screen.getByText(/dismissed: A quoted job title/)).toBeInTheDocument();
    expect(screen.getByText('Review findings (1 dismissed)')).toBeInTheDocument();
    // The other finding is untouched.
    expect(screen.getByRole('button', { name: 'Dismiss “chairman”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Count “manpower” again' }));
    expect(calls).toEqual(['dismiss 10-18: A quoted job title', 'restore 10-18']);
    expect(screen.getByRole('button', { name: 'Dismiss “manpower”' })).toBeInTheDocument();
  });

  it('should ask for a reason before sending, and keep what was typed when dismissing fails', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<Reviewed calls={calls} fail="The check could not be changed right now." />);
    await user.click(screen.getByText('Review findings'));
    await user.click(screen.getByRole('button', { name: 'Dismiss “chairman”' }));
    const form = screen.getByRole('form', { name: 'Dismiss “chairman”' });
    await user.type(within(form).getByRole('textbox'), 'ok');
    await user.click(within(form).getByRole('button', { name: 'Dismiss finding' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least 3 characters');
    expect(calls).toEqual([]);
    await user.type(within(form).getByRole('textbox'), ' here');
    await user.click(within(form).getByRole('button', { name: 'Dismiss finding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The check could not be changed right now.');
    expect(within(form).getByRole('textbox')).toHaveValue('ok here');
    expect(calls).toEqual(['dismiss 30-38: ok here']);
  });

  it('should show nothing when there is no finding', () => {
    const { container } = render(
      <FindingsReview findings={[]} onDismiss={async () => {}} onRestore={async () => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
