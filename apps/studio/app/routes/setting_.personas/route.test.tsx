import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeTestApi } from '../../testing/route-test-api.ts';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import PersonasRoute, { action, ErrorBoundary, loader } from './route.tsx';

// Issue 40: the personas page shows the plan's count, makes, changes and deletes personas, and
// when the plan's count is reached says which plan keeps more instead of offering the form.

const api = routeTestApi();
const { mockApi } = api;

function renderPersonas(email: string, plan: string) {
  const token = mockApi.context.issueSession(email);
  mockApi.context.accountFor(email).profile.plan = plan;
  renderSignedInRoute(api, token, {
    path: 'setting/personas',
    Component: PersonasRoute,
    ErrorBoundary,
    loader,
    action,
  });
}

describe('the personas page', () => {
  it('should make a persona on the Free plan, then name the plan that keeps more instead of the form', async () => {
    const user = userEvent.setup();
    renderPersonas('free-personas@example.com', 'Free');
    expect(await screen.findByText('0 of 1 persona on your Free plan.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ava');
    await user.type(screen.getByRole('textbox', { name: /Words to avoid/ }), 'synergy, leverage');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Point of view' }), 'second-person');
    await user.click(screen.getByRole('button', { name: 'Make the persona' }));
    expect(await screen.findByText('Ava is ready for your tasks.')).toBeTruthy();
    const card = await within(await screen.findByRole('list', { name: 'Your personas' })).findByRole('listitem', {
      name: 'Ava',
    });
    expect(within(card).getByText('Avoids: synergy, leverage')).toBeTruthy();
    expect(within(card).getByText('Point of view: Second person (you)')).toBeTruthy();
    expect(await screen.findByText('1 of 1 persona on your Free plan.')).toBeTruthy();
    expect(screen.getByText('Your Free plan keeps one persona. Discovery keeps 3: upgrade to add more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Discovery' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Make the persona' })).toBeNull();
  });

  it('should change a persona, keep what was typed when the API refuses it, and delete it', async () => {
    const user = userEvent.setup();
    renderPersonas('explorer-personas@example.com', 'Explorer');
    for (const name of ['Ava', 'Ben']) {
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), name);
      await user.click(screen.getByRole('button', { name: 'Make the persona' }));
      expect(await screen.findByText(`${name} is ready for your tasks.`)).toBeTruthy();
      // The form is empty as the message shows, so nothing typed next is cleared under the user.
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    }
    await user.click(await screen.findByRole('button', { name: 'Edit Ben' }));
    const card = screen.getByRole('listitem', { name: 'Ben' });
    const name = within(card).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'ava');
    await user.type(within(card).getByRole('textbox', { name: 'Voice' }), 'Calm');
    await user.click(within(card).getByRole('button', { name: 'Save Ben' }));
    expect(await within(card).findByText('There is already a persona "ava".')).toBeTruthy();
    expect((within(card).getByRole('textbox', { name: 'Voice' }) as HTMLInputElement).value).toBe('Calm');
    await user.clear(name);
    await user.type(name, 'Bea');
    await user.click(within(card).getByRole('button', { name: 'Save Ben' }));
    expect(await screen.findByText('Bea was saved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Ava' }));
    expect(await screen.findByText('Ava was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ava' })).toBeNull());
    expect(screen.getByText('1 of 6 personas on your Explorer plan.')).toBeTruthy();
  });
});
