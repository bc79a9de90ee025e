import { setupMockServer } from '@taskwell/mocks/node';
import {
  checkTaskDefinition,
  problemText,
  serviceDescriptionsByName,
  type TaskDefinition,
} from '@taskwell/task-engine';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findModal } from '../../testing/find-modal.ts';
import { renderSignedInRoute } from '../../testing/signed-in-route.tsx';
import { unsavedCopy } from './draft-store.ts';
import CreatorRoute, { action, ErrorBoundary, loader } from './route.tsx';

const mockApi = setupMockServer();
beforeAll(() => mockApi.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  mockApi.reset();
  mockApi.server.resetHandlers();
});
afterAll(() => mockApi.server.close());

/** The editor loads on demand: the first load in a test run compiles it. */
const editorOpened = () => screen.findByRole('region', { name: 'Draft' }, { timeout: 30_000 });

const ada = 'ada@taskwell.dev';
/** A task id as the API gives them (a UUID; this one starts with a letter, as the engine's id rule asks). */
const taskId = 'a3bb189e-8bf9-4888-9912-ace4e6543002';

/** One of Ada's tasks in the mock API, with a draft. */
function seedTask(definition: TaskDefinition): string {
  mockApi.context.creatorTasks.set(taskId, {
    owner: ada,
    draft: { ...definition, id: taskId },
    savedAt: '2026-11-26T09:00:00.000Z',
    versions: [],
  });
  return taskId;
}

/** A draft as a new task starts: an empty card and flow. */
function starter(): TaskDefinition {
  return {
    id: taskId,
    name: '',
    heading: '',
    description: '',
    imageName: '',
    powerFee: 2,
    plans: 'explorer',
    category: 'business',
    parameters: [],
    flow: { sequence: [] },
  };
}

function renderCreator(email: string, path = '/creator') {
  const token = mockApi.context.issueSession(email);
  renderSignedInRoute(
    { mockApi },
    token,
    { path: 'creator', Component: CreatorRoute, ErrorBoundary, loader, action },
    { entry: path },
  );
}

/** The task the acceptance describes, with one input left unbound (the speech step's text). */
function briefWithAGap(): TaskDefinition {
  return {
    id: taskId,
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

// The editor and the run modal load on demand: on a busy two-core machine one test took over 10 s.
describe('the Creator Studio route', { timeout: 60_000 }, () => {
  it('given a Free plan, should say what Creator Studio is and offer Upgrade to Explorer', async () => {
    const user = userEvent.setup();
    renderCreator('free@taskwell.dev');

    expect(await screen.findByRole('heading', { level: 1, name: 'Creator Studio' })).toBeInTheDocument();
    expect(screen.getByText(/Build your own AI tasks/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Draft' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    const dialog = await findModal('Upgrade Plan');
    // Issue 39: it is about building tasks, not running one.
    expect(dialog).toHaveTextContent(
      'Your Free plan does not include Creator Studio. Upgrade to Explorer or a higher plan to build your own tasks.',
    );
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('given the Explorer plan, should start a new task from the keyboard and list what it still needs', async () => {
    const user = userEvent.setup();
    renderCreator(ada);

    expect(await screen.findByText('You have not built a task yet.')).toBeInTheDocument();
    screen.getByLabelText("New task's name").focus();
    await user.keyboard('Weekly brief');
    await user.tab();
    expect(screen.getByRole('button', { name: 'New task' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const toolbar = await editorOpened();
    expect(within(toolbar).getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Weekly brief');
    const problems = screen.getByRole('list', { name: 'Problems' });
    expect(within(problems).getByText('The flow needs at least one step.')).toBeInTheDocument();
    // A problem shows on its field too.
    expect(screen.getByLabelText('Heading')).toHaveAccessibleDescription('Give the task a heading.');
    expect([...mockApi.context.creatorTasks.values()].map((task) => task.owner)).toEqual([ada]);
  });

  it('should import a file as a new task and open its draft', async () => {
    const user = userEvent.setup();
    renderCreator(ada);

    await screen.findByText('You have not built a task yet.');
    const file = new File([JSON.stringify({ schemaVersion: 1, definition: briefWithAGap() })], 'brief.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Import a task file'), file);

    await editorOpened();
    expect(within(screen.getByRole('region', { name: 'Card' })).getByLabelText('Name')).toHaveValue('Weekly brief');
    expect(screen.getByRole('listitem', { name: '2.2 Spoken summary' })).toBeInTheDocument();
    expect([...mockApi.context.creatorTasks.values()].map((task) => task.draft.name)).toEqual(['Weekly brief']);
  });

  it('should keep the name typed for the new task when a file is imported as it (issue 39)', async () => {
    const user = userEvent.setup();
    renderCreator(ada);

    await screen.findByText('You have not built a task yet.');
    await user.type(screen.getByLabelText("New task's name"), 'Board pack');
    const file = new File([JSON.stringify({ schemaVersion: 1, definition: briefWithAGap() })], 'brief.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Import a task file'), file);

    await editorOpened();
    expect(within(screen.getByRole('region', { name: 'Card' })).getByLabelText('Name')).toHaveValue('Board pack');
    expect([...mockApi.context.creatorTasks.values()].map((task) => task.draft.name)).toEqual(['Board pack']);
  });

  it("given a definition, should show exactly the messages of the engine's check, each on its step or field", async () => {
    const definition = briefWithAGap();
    renderCreator(ada, `/creator?task=${seedTask(definition)}`);

    await editorOpened();
    const problems = screen.getByRole('list', { name: 'Problems' });
    const want = checkTaskDefinition(definition, { services: serviceDescriptionsByName() });
    expect(want.length).toBeGreaterThan(0);
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(want.map((problem) => problemText(problem, definition)));
    // Issue 39: the list names a step by its place and its result, as the tree does, never by its id.
    const unbound = 'The input "text" needs a value: a form field, a question, an earlier step or a text.';
    expect(within(problems).getByRole('button', { name: `Step 2.2 "Spoken summary": ${unbound}` })).toBeVisible();
    expect(problems).not.toHaveTextContent(/"speech"|"summary"/);
    // The unbound input is shown on its own step, and on no other.
    const speech = screen.getByRole('listitem', { name: '2.2 Spoken summary' });
    expect(within(speech).getByText(unbound)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '2.1 Keywords' })).queryByText(unbound)).toBeNull();
  });

  it('should let a keyboard user bind the missing input, publish version 1 and restore it', async () => {
    const user = userEvent.setup();
    renderCreator(ada, `/creator?task=${seedTask(briefWithAGap())}`);

    await editorOpened();
    const speech = screen.getByRole('listitem', { name: '2.2 Spoken summary' });
    const source = within(speech).getByLabelText('Input "text"');
    // A native select: the browser changes it with the arrow keys; user-event only chooses an option.
    await user.selectOptions(source, 'step:summary');
    expect(within(speech).queryByText(/The input "text" needs a value/)).toBeNull();
    expect(screen.getByText('No problems: the task can be published.')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Publish' }).focus();
    await user.keyboard('{Enter}');
    // Issue 39: the publish step says first what the AI Store will ask of the version (the draft was never test-run).
    const step = await findModal('Publish a new version');
    const asks = await within(step).findByRole('list', { name: 'What the AI Store asks' });
    expect(within(asks).getAllByRole('listitem')[0]).toHaveTextContent(
      'Test run: no test run of this draft has completed yet. The AI Store sells a version only once one has.',
    );
    expect(within(step).getByRole('button', { name: 'Test run first' })).toBeVisible();
    expect(mockApi.context.creatorTasks.get(taskId)?.versions).toEqual([]);
    await user.click(within(step).getByRole('button', { name: 'Publish anyway' }));
    expect(await screen.findByText('Published version 1. It runs from My Tasks.')).toBeInTheDocument();
    const version = await screen.findByRole('listitem', { name: 'Version 1' });
    const saved = mockApi.context.creatorTasks.get(taskId);
    expect(saved?.versions.map((entry) => entry.version)).toEqual([1]);
    expect(JSON.stringify(saved?.versions[0]?.definition.flow)).toContain('"text":{"step":"summary"}');

    // An edit after publishing, then Restore: version 1 is the draft again.
    await user.selectOptions(source, '');
    expect(within(speech).getByText(/The input "text" needs a value/)).toBeInTheDocument();
    within(version).getByRole('button', { name: 'Restore version 1 as the draft' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Version 1 is the draft again. Undo takes it back.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: '2.2 Spoken summary' })).getByLabelText('Input "text"'),
    ).toHaveValue('step:summary');
  });

  it('should add, reorder and remove steps with the keyboard alone, and undo it all with Ctrl+Z', async () => {
    const user = userEvent.setup();
    renderCreator(ada, `/creator?task=${seedTask(starter())}`);
    await editorOpened();

    screen.getByRole('button', { name: 'Add a step to the flow' }).focus();
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

  it('should add a pause for input from the keyboard: a question, and a step that takes its answer', async () => {
    const user = userEvent.setup();
    renderCreator(ada, `/creator?task=${seedTask(starter())}`);
    await editorOpened();

    screen.getByRole('button', { name: 'Add parallel branches to the flow' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Add a pause for input to the flow' }).focus();
    await user.keyboard('{Enter}');

    const pause = screen.getByRole('listitem', { name: '2 Answer to question' });
    expect(within(pause).getByRole('heading', { level: 3 })).toHaveTextContent('pauses for input');
    expect(within(pause).getByLabelText('Input "question" (optional)')).toHaveValue('ask:question');
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(within(questions).getByRole('listitem', { name: 'Question Question' })).toBeInTheDocument();
    // The picture shows the branches side by side, then the pause below them.
    const picture = screen.getByRole('figure', { name: /How it runs/ });
    expect(picture).toHaveTextContent(/Result 1.*Result 2.*Answer to question/);
    // One step of undo takes the question and its step back together.
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.queryByRole('listitem', { name: '2 Answer to question' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Questions' })).toBeNull();
  });

  it('given a list that depends on another, should preview it waiting for its parent, as a runner sees it', async () => {
    renderCreator(ada, `/creator?task=${seedTask(briefWithAGap())}`);
    await editorOpened();

    const preview = screen.getByRole('region', { name: 'Preview: the form as a runner sees it' });
    expect(within(preview).getByRole('combobox', { name: 'Voice' })).toBeDisabled();
    expect(within(preview).getByRole('combobox', { name: 'Voice' })).toHaveAttribute(
      'placeholder',
      'Choose language first',
    );
    const voice = screen.getByRole('listitem', { name: 'Field Voice' });
    expect(within(voice).getByLabelText('Options depend on')).toHaveValue('language');
    expect(within(voice).getByLabelText('Options when Language is fr')).toHaveValue('fr');
  });

  it('should show a form field in the live preview as the run modal shows it', async () => {
    // Edits of one text within a second are one step of undo, by the clock: on a busy machine the
    // keys of one word came more than a second apart and made two steps (seed 123457). The clock
    // stands still here, so the steps are the texts typed, whatever the machine's speed.
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderCreator(ada, `/creator?task=${seedTask(starter())}`);
    await editorOpened();

    screen.getByRole('button', { name: 'Add a field' }).focus();
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

  it('should keep an unsaved copy in this browser until the API saved the draft, and say when', async () => {
    const user = userEvent.setup();
    renderCreator(ada, `/creator?task=${seedTask(starter())}`);
    await editorOpened();

    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('Weekly brief');
    expect(unsavedCopy.read(`${ada}/${taskId}`)?.name).toBe('Weekly brief');
    expect(await screen.findByText(/^Saved at \d{2}:\d{2}$/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(mockApi.context.creatorTasks.get(taskId)?.draft.name).toBe('Weekly brief');
    expect(unsavedCopy.read(`${ada}/${taskId}`)).toBeNull();
  });

  it('given a save that fails, should say so, keep the copy and save again', async () => {
    const user = userEvent.setup();
    mockApi.context.failNext('saveCreatorDraft', 'server-error');
    renderCreator(ada, `/creator?task=${seedTask(starter())}`);
    await editorOpened();

    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('Weekly brief');
    expect(await screen.findByText('Not saved — retrying', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(unsavedCopy.read(`${ada}/${taskId}`)?.name).toBe('Weekly brief');
    expect(await screen.findByText(/^Saved at \d{2}:\d{2}$/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(mockApi.context.creatorTasks.get(taskId)?.draft.name).toBe('Weekly brief');
    expect(unsavedCopy.read(`${ada}/${taskId}`)).toBeNull();
  });

  it('given an unsaved copy from before a reload, should show it and save it', async () => {
    unsavedCopy.write(`${ada}/${taskId}`, { ...starter(), name: 'Typed before the reload' });
    renderCreator(ada, `/creator?task=${seedTask(starter())}`);
    await editorOpened();

    expect(screen.getByLabelText('Name')).toHaveValue('Typed before the reload');
    await waitFor(() => expect(mockApi.context.creatorTasks.get(taskId)?.draft.name).toBe('Typed before the reload'), {
      timeout: 3000,
    });
  });

  it('should refuse to import a file of a newer format, saying why', async () => {
    const user = userEvent.setup();
    renderCreator(ada, `/creator?task=${seedTask(starter())}`);
    await editorOpened();

    const file = new File([JSON.stringify({ schemaVersion: 2, definition: starter() })], 'newer.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Import a task file'), file);
    expect(
      await screen.findByText(/This file was exported by a newer Taskwell \(schema version 2\)/),
    ).toBeInTheDocument();
  });

  it("should show the fee's floor, what its AI steps cost, and name a fee under it (issue 40)", async () => {
    const user = userEvent.setup();
    const withAi: TaskDefinition = {
      ...briefWithAGap(),
      powerFee: 1,
      flow: {
        step: 'ask',
        service: 'ai.chat',
        output: 'Answer',
        inputs: { text: { param: 'text' } },
        options: { prompt: '{{text}}', tier: 'partner' },
      },
    };
    renderCreator(ada, `/creator?task=${seedTask(withAi)}`);
    await editorOpened();

    const fee = await screen.findByRole('textbox', { name: 'Fee per run (credits)' });
    expect(await screen.findByText('At least 2 credits: what its AI steps cost per run.')).toBeVisible();
    expect(
      screen.getByText("The fee must be at least 2 credits: what the task's AI steps cost per run."),
    ).toBeVisible();
    await user.clear(fee);
    await user.type(fee, '2');
    await waitFor(() =>
      expect(
        screen.queryByText("The fee must be at least 2 credits: what the task's AI steps cost per run."),
      ).toBeNull(),
    );
  });

  it('should refuse to import a file whose icon is an address elsewhere, saying so, and make no task', async () => {
    const user = userEvent.setup();
    renderCreator(ada);

    await screen.findByText('You have not built a task yet.');
    // The page reloads its list after the refusal: the test ends once it has.
    let listed = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/creator/tasks') listed += 1;
    };
    mockApi.server.events.on('response:mocked', count);
    const definition = { ...briefWithAGap(), imageName: 'https://tracker.example/pixel.gif' };
    const file = new File([JSON.stringify({ schemaVersion: 1, definition })], 'brief.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText('Import a task file'), file);

    expect(await screen.findByText(/a task's icon cannot be an address elsewhere/)).toBeInTheDocument();
    await waitFor(() => expect(listed).toBe(1));
    mockApi.server.events.removeListener('response:mocked', count);
    expect(mockApi.context.creatorTasks.size).toBe(0);
  });

  it('should show the fee of a test run before it starts', async () => {
    const user = userEvent.setup();
    const ready = briefWithAGap();
    const flow = ready.flow as { sequence: [unknown, { parallel: [unknown, { inputs: Record<string, unknown> }] }] };
    flow.sequence[1].parallel[1].inputs.text = { step: 'summary' };
    renderCreator(ada, `/creator?task=${seedTask({ ...ready, powerFee: 4 })}`);
    await editorOpened();

    screen.getByRole('button', { name: 'Test run' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await findModal('Weekly brief', { timeout: 30_000 });
    expect(dialog).toHaveTextContent('A test run of the draft costs 4 credits, charged to your own balance.');
  });
});

// Issue 39 §4.2 and §4.8: what a business user meets in the editor.
describe("the editor in its users' words", { timeout: 60_000 }, () => {
  const optionsOf = (select: HTMLElement) =>
    [...(select as HTMLSelectElement).options].map((option) => option.textContent);

  it('should offer an input only sources that can be right there: fields of its kind, steps that finish before it', async () => {
    renderCreator(ada, `/creator?task=${seedTask(briefWithAGap())}`);
    await editorOpened();
    const speech = screen.getByRole('listitem', { name: '2.2 Spoken summary' });
    // Never the branch beside it (2.1) nor the step after it (3).
    expect(optionsOf(within(speech).getByLabelText('Input "text"'))).toEqual([
      'Not set',
      'Field: Text',
      'Field: Language',
      'Field: Voice',
      'Question: Title',
      'Step 1 "Summary"',
      'A fixed text',
    ]);
    const report = screen.getByRole('listitem', { name: '3 Report' });
    expect(optionsOf(within(report).getByLabelText('Input "title" (optional)'))).toContain('Step 2.1 "Keywords"');
    // And so it stays once a source is chosen.
    await userEvent.setup().selectOptions(within(speech).getByLabelText('Input "text"'), 'param:language');
    expect(optionsOf(within(speech).getByLabelText('Input "text"'))).toHaveLength(7);
    await userEvent.setup().selectOptions(within(speech).getByLabelText('Input "text"'), 'value');
    expect(optionsOf(within(speech).getByLabelText('Input "text"'))).toHaveLength(7);
  });

  it("should keep ids out of sight: no task id on the card, a step's id under Advanced", async () => {
    renderCreator(ada, `/creator?task=${seedTask(briefWithAGap())}`);
    await editorOpened();
    const card = screen.getByRole('region', { name: 'Card' });
    expect(within(card).queryByLabelText('Id')).toBeNull();
    const summary = screen.getByRole('listitem', { name: '1 Summary' });
    const id = within(summary).getByLabelText('Step id');
    expect(id.closest('details')).not.toHaveAttribute('open');
    expect(within(summary).getByText('Advanced').tagName).toBe('SUMMARY');
  });

  it("should name a step's result after the service chosen for it, and its options in words", async () => {
    const user = userEvent.setup();
    renderCreator(ada, `/creator?task=${seedTask(starter())}`);
    await editorOpened();
    await user.click(screen.getByRole('button', { name: 'Add a step to the flow' }));
    const added = screen.getByRole('listitem', { name: '1 Result 1' });
    await user.selectOptions(within(added).getByLabelText('Service'), 'text.summary');
    const named = screen.getByRole('listitem', { name: '1 Summary' });
    expect(within(named).getByLabelText('Result name')).toHaveValue('Summary');
    expect(optionsOf(within(named).getByLabelText('Length (optional)'))).toEqual([
      "The service's default",
      'Short',
      'Medium',
      'Long',
    ]);
  });

  it('should say so, visibly and aloud, when a move makes an input wrong; undo puts back the order and the input', async () => {
    const user = userEvent.setup();
    const definition = briefWithAGap();
    definition.flow = {
      sequence: [
        { step: 'summary', service: 'text.summary', output: 'Summary', inputs: { text: { param: 'text' } } },
        { step: 'keywords', service: 'text.keywords', output: 'Keywords', inputs: { text: { step: 'summary' } } },
        {
          step: 'speech',
          service: 'audio.speech',
          output: 'Spoken summary',
          inputs: { text: { step: 'summary' }, voice: { param: 'voice' } },
        },
        { step: 'report', service: 'text.report', output: 'Report', inputs: { title: { ask: 'title' } } },
      ],
    };
    renderCreator(ada, `/creator?task=${seedTask(definition)}`);
    await editorOpened();
    const notice = screen.getByRole('status', { name: 'What the move changed' });
    expect(notice).toHaveTextContent('');

    screen.getByRole('button', { name: 'Move 2 Keywords up' }).focus();
    await user.keyboard('{Enter}');
    expect(notice).toHaveTextContent(
      'Step 1 "Keywords" now starts before step 2 "Summary" has finished, and its input "text" takes that result. Undo (Ctrl+Z or ⌘+Z) moves it back; or choose another source for the input.',
    );
    // The input still says where it comes from, never "Not set", and its problem shows on it.
    const moved = screen.getByRole('listitem', { name: '1 Keywords' });
    const input = within(moved).getByLabelText('Input "text"') as HTMLSelectElement;
    expect(input.selectedOptions[0]?.textContent).toBe('Step 2 "Summary" (not finished by then)');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.keyboard('{Control>}z{/Control}');
    const back = screen.getByRole('listitem', { name: '2 Keywords' });
    expect((within(back).getByLabelText('Input "text"') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Step 1 "Summary"',
    );
    expect(notice).toHaveTextContent('');
    expect(screen.getByRole('status', { name: 'Undo and redo' })).toHaveTextContent('Undone.');
  });
});
