import { Outlet } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { setupMockServer } from '@taskwell/mocks/node';
import { checkTaskDefinition, serviceDescriptionsByName, type TaskDefinition } from '@taskwell/task-engine';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInRequest } from '../../session/testing/signed-in-request.ts';
import { SignInProvider } from '../../sign-in/sign-in-context.tsx';
import { unsavedCopy } from './draft-store.ts';
import CreatorRoute, { ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  mockApi.reset();
  mockApi.server.resetHandlers();
});
afterAll(() => mockApi.server.close());

const future = {
  v3_fetcherPersist: true,
  v3_lazyRouteDiscovery: true,
  v3_relativeSplatPath: true,
  v3_singleFetch: true,
};

/** The editor loads on demand: the first load in a test run compiles it. */
const editorOpened = () => screen.findByRole('toolbar', { name: 'Draft' }, { timeout: 10_000 });

function renderCreator(email: string) {
  const token = mockApi.context.issueSession(email);
  const Stub = createRemixStub([
    {
      path: '/',
      Component: () => (
        <SignInProvider>
          <Outlet />
        </SignInProvider>
      ),
      children: [
        {
          path: 'creator',
          Component: CreatorRoute,
          ErrorBoundary,
          loader: async ({ request }) =>
            loader({ request: await signedInRequest(request.url, token), params: {}, context: {} }),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/creator']} future={future} />);
}

/** The task the acceptance describes, with one input left unbound (the speech step's text). */
function briefWithAGap(): TaskDefinition {
  return {
    id: 'weekly-brief',
    name: 'Weekly brief',
    heading: 'A brief of the week',
    description: 'Summarises a text and reads it aloud.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 0,
    plans: 'explorer',
    category: 'business',
    parameters: [
      { id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } },
      {
        id: 'language',
        name: 'language',
        valueType: 'text/plain',
        ui: { type: 'list', placeholder: 'Language', lookup: ['en', 'fr'] },
      },
      {
        id: 'voice',
        name: 'voice',
        valueType: 'text/plain',
        ui: { type: 'list', placeholder: 'Voice', dependsOn: 'language', lookup: { en: ['en-us'], fr: ['fr'] } },
      },
    ],
    asks: [{ id: 'title', name: 'title', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Title' } }],
    flow: {
      sequence: [
        { step: 'summary', service: 'text.summary', output: 'Summary', inputs: { text: { param: 'text' } } },
        {
          parallel: [
            { step: 'keywords', service: 'text.keywords', output: 'Keywords', inputs: { text: { step: 'summary' } } },
            {
              step: 'speech',
              service: 'audio.speech',
              output: 'Spoken summary',
              inputs: { voice: { param: 'voice' } },
            },
          ],
        },
        { step: 'report', service: 'text.report', output: 'Report', inputs: { title: { ask: 'title' } } },
      ],
    },
  };
}

describe('the Creator Studio route', () => {
  it('given a Free plan, should say what Creator Studio is and offer Upgrade to Explorer', async () => {
    const user = userEvent.setup();
    renderCreator('free@taskwell.dev');

    expect(await screen.findByRole('heading', { level: 1, name: 'Creator Studio' })).toBeInTheDocument();
    expect(screen.getByText(/Build your own AI tasks/)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Draft' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Plan' });
    expect(dialog).toHaveTextContent('Your Free plan does not include Creator Studio. Upgrade to Explorer');
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('given the Explorer plan and a new draft, should list what is missing and keep Publish off', async () => {
    renderCreator('ada@taskwell.dev');

    const toolbar = await editorOpened();
    expect(within(toolbar).getByRole('button', { name: 'Publish' })).toBeDisabled();
    const problems = screen.getByRole('list', { name: 'Problems' });
    expect(within(problems).getByText('Give the task a name.')).toBeInTheDocument();
    expect(within(problems).getByText('The flow needs at least one step.')).toBeInTheDocument();
    // The problem shows on its field too.
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Give the task a name.');
  });

  it("given a definition, should show exactly the messages of the engine's check, each on its step or field", async () => {
    const definition = briefWithAGap();
    unsavedCopy.write('ada@taskwell.dev', definition);
    renderCreator('ada@taskwell.dev');
    await editorOpened();

    const problems = await screen.findByRole('list', { name: 'Problems' });
    const want = checkTaskDefinition(definition, { services: serviceDescriptionsByName() });
    expect(want.length).toBeGreaterThan(0);
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(want.map((problem) => problem.message));
    // The unbound input is shown on its own step, and on no other.
    const unbound = 'The input "text" needs a value: a form field, a question, an earlier step or a text.';
    const speech = screen.getByRole('listitem', { name: '2.2 Spoken summary' });
    expect(within(speech).getByText(unbound)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '2.1 Keywords' })).queryByText(unbound)).toBeNull();
  });

  it('should let a keyboard user bind the missing input, after which Publish turns on', async () => {
    const user = userEvent.setup();
    unsavedCopy.write('ada@taskwell.dev', briefWithAGap());
    renderCreator('ada@taskwell.dev');
    await editorOpened();

    const speech = await screen.findByRole('listitem', { name: '2.2 Spoken summary' });
    const source = within(speech).getByLabelText('Input "text"');
    // A native select: the browser changes it with the arrow keys; user-event only chooses an option.
    await user.selectOptions(source, 'param:text');
    expect(source).toHaveValue('param:text');
    expect(within(speech).queryByText(/The input "text" needs a value/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByText('No problems: the task can be published.')).toBeInTheDocument();
  });

  it('should add, reorder and remove steps with the keyboard alone, and undo it all with Ctrl+Z', async () => {
    const user = userEvent.setup();
    renderCreator('ada@taskwell.dev');
    await editorOpened();

    const add = await screen.findByRole('button', { name: 'Add a step to the flow' });
    add.focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Add parallel branches to the flow' }).focus();
    await user.keyboard('{Enter}');
    const steps = screen.getByRole('list', { name: 'Steps of the flow' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['1 Result 1', '2 Parallel branches', '2.1 Result 2', '2.2 Result 3']);

    screen.getByRole('button', { name: 'Move 2 Parallel branches up' }).focus();
    await user.keyboard('{Enter}');
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAccessibleName('1 Parallel branches');
    // Focus follows the moved group.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move 1 Parallel branches down' })).toHaveFocus());

    screen.getByRole('button', { name: 'Move 2 Result 1 into 1 Parallel branches' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listitem', { name: '1.3 Result 1' })).toBeInTheDocument();

    screen.getByRole('button', { name: 'Remove 1.1 Result 2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listitem', { name: /Result 2/ })).toBeNull();

    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('listitem', { name: '1.1 Result 2' })).toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(screen.getByRole('listitem', { name: '2 Parallel branches' })).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByRole('listitem', { name: '1 Parallel branches' })).toBeInTheDocument();
  });

  it('should show a form field in the live preview as the run modal shows it', async () => {
    const user = userEvent.setup();
    renderCreator('ada@taskwell.dev');
    await editorOpened();

    (await screen.findByRole('button', { name: 'Add a field' })).focus();
    await user.keyboard('{Enter}');
    const field = screen.getByRole('listitem', { name: 'Field Field' });
    await waitFor(() => expect(within(field).getByLabelText('Name')).toHaveFocus());
    await user.keyboard('{Backspace>5/}company');
    await user.tab();
    expect(within(field).getByLabelText('Placeholder')).toHaveFocus();
    await user.keyboard('Your company');
    const preview = screen.getByRole('region', { name: 'Preview: the form as a runner sees it' });
    expect(within(preview).getByLabelText('Company')).toHaveAttribute('placeholder', 'Your company');
    // Typing the placeholder was one step of undo, the name another.
    await user.keyboard('{Control>}z{/Control}');
    expect(within(preview).getByLabelText('Company')).not.toHaveAttribute('placeholder', 'Your company');
    await user.keyboard('{Control>}z{/Control}');
    expect(within(preview).queryByLabelText('Company')).toBeNull();
  });

  it('should keep the draft in this browser until it is saved, and say when it was saved', async () => {
    const user = userEvent.setup();
    renderCreator('ada@taskwell.dev');
    await editorOpened();

    const name = await screen.findByLabelText('Name');
    await user.click(name);
    await user.keyboard('Weekly brief');
    expect(unsavedCopy.read('ada@taskwell.dev')?.name).toBe('Weekly brief');
    expect(await screen.findByText(/^Saved at \d{2}:\d{2}$/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(unsavedCopy.read('ada@taskwell.dev')).toBeNull();
  });
});
