import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProblemNotice } from './problem-notice.tsx';

describe('ProblemNotice', () => {
  describe('given a problem and a way on', () => {
    it('should announce the problem and link the action', () => {
      render(
        <ProblemNotice title="Out of reach" actionHref="/" actionLabel="Try again">
          Try again in a moment.
        </ProblemNotice>,
      );

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Out of reach');
      expect(alert).toHaveTextContent('Try again in a moment.');
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
    });
  });

  describe.each([
    { headingLevel: undefined, want: 2 },
    { headingLevel: 1, want: 1 },
  ] as const)('given heading level $headingLevel', ({ headingLevel, want }) => {
    it(`should title the notice with an h${want}`, () => {
      render(
        <ProblemNotice title="Out of reach" actionHref="/" actionLabel="Try again" headingLevel={headingLevel}>
          Try again in a moment.
        </ProblemNotice>,
      );

      expect(screen.getByRole('heading', { name: 'Out of reach' })).toHaveProperty('tagName', `H${want}`);
    });
  });
});
