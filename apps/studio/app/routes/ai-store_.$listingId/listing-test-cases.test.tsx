import { createApiClient } from '@taskwell/api-sdk';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { mockServerHooks } from '../../testing/mock-server-hooks.ts';
import { checkText, ListingTestCases, testCasesText } from './listing-test-cases.tsx';

const origin = 'http://localhost:3000';
const listingId = '33333333-3333-4333-8333-333333333333';
const server = setupServer();
mockServerHooks(server);

describe("a listing's test cases", () => {
  it.each([
    {
      given: { passed: 5, total: 5, at: '2026-11-27T09:30:00.000Z' },
      want: '5 test cases pass (last run 27 Nov 2026)',
    },
    { given: { passed: 4, total: 5, at: null }, want: '4 of 5 test cases pass' },
    { given: { passed: 1, total: 1, at: null }, want: '1 test case passes' },
  ])('reads $given as "$want"', ({ given, want }) => {
    expect(testCasesText(given)).toBe(want);
  });

  it.each([
    { given: { kind: 'contains' as const, text: 'hello' }, want: 'Contains “hello”' },
    { given: { kind: 'length' as const, max: 200, step: 'a' }, want: 'Is any to 200 characters long (one step)' },
    { given: { kind: 'judged' as const, rubric: 'Polite?' }, want: 'Judged by AI: Polite?' },
  ])('describes the check $given as "$want"', ({ given, want }) => {
    expect(checkText(given)).toBe(want);
  });

  it('shows the names and checks on request', async () => {
    server.use(
      http.get(`${origin}/api/store/listings/${listingId}/test-cases`, () =>
        HttpResponse.json({
          passed: 1,
          total: 1,
          at: '2026-11-27T09:30:00.000Z',
          cases: [{ name: 'Says hello', passed: true, checks: [{ kind: 'contains', text: 'hello' }] }],
        }),
      ),
    );
    render(
      <ListingTestCases
        client={createApiClient({ baseUrl: origin })}
        listingId={listingId}
        summary={{ passed: 1, total: 1, at: '2026-11-27T09:30:00.000Z' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'See the test cases' }));
    const list = await screen.findByRole('list', { name: "The creator's test cases" });
    expect(list).toHaveTextContent('Says hello · passes');
    expect(list).toHaveTextContent('Contains “hello”');
  });
});
