import { setupMockServer } from '@taskwell/mocks/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findModal } from '../../testing/find-modal.ts';
import { renderListing } from './testing/render-listing.tsx';

// A listing whose task the buyer's plan does not unlock says so before a run is tried, and Run
// offers the upgrade, as the catalogue does (the server refuses such a run anyway).
const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockApi.reset();
  mockApi.server.resetHandlers();
});
afterAll(() => mockApi.server.close());

const wait = { timeout: 15_000 };
// "Contract brief" runs the PDF brief, which comes with the Creator plan.
const contractBrief = '5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d04';
const digest = '5a0c1f52-7b4e-4d0a-9c1e-0f7a2b3c4d01';
const ada = { id: 'ada@taskwell.dev', name: 'Ada', plan: 'Free' };

describe('a listing and the buyer’s plan', () => {
  it('given a plan below the task’s, should say which plan runs it and offer the upgrade instead of the form', async () => {
    renderListing(mockApi, ada.id, contractBrief, '', ada);
    const notice = await screen.findByText(
      /Runs of this task come with the Creator plan and above; yours is Free\./,
      {},
      wait,
    );
    expect(within(notice.closest('[role]') ?? notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run for 15 credits' }));
    const upgrade = await findModal(undefined, wait);
    expect(upgrade).toHaveTextContent(/Creator/);
    expect(screen.queryByRole('dialog', { name: 'Brief from a PDF' })).toBeNull();
    expect(mockApi.context.runs.size).toBe(0);
  });

  it('given a plan that unlocks the task, should say nothing of plans and open the form', async () => {
    renderListing(mockApi, ada.id, digest, '', ada);
    await userEvent.click(await screen.findByRole('button', { name: 'Run for 7 credits' }, wait));
    expect(await findModal('Summarise a Text', wait)).toBeInTheDocument();
    expect(screen.queryByText(/Runs of this task come with/)).toBeNull();
  });
});
