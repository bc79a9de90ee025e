import { createRemixStub } from '@remix-run/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFuture } from '../../testing/stub-future.ts';
import { ReceivedInvitations } from './received-invitations.tsx';

// Issue 39 §4.10: the invitation named the inviter by their e-mail address.
describe('ReceivedInvitations', () => {
  it('should name who invites as people know them', async () => {
    const Stub = createRemixStub([
      {
        path: '/',
        Component: () => (
          <ReceivedInvitations
            invitations={[
              {
                invitationId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
                organizationId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c',
                organizationName: 'Analytical Engines',
                accentColour: '#aa3300',
                invitedBy: 'ada@example.com',
                invitedByName: 'Ada Lovelace',
                expiresAt: '2026-12-03T10:00:00Z',
              },
            ]}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} future={stubFuture} />);
    expect(await screen.findByText('Analytical Engines, from Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText(/ada@example\.com/)).toBeNull();
  });
});
