import {
  checkTaskDefinition,
  type StepNode,
  serviceDescriptionsByName,
  type TaskDefinition,
} from '@taskwell/task-engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AiStepChoicesProvider } from './ai-step-context.tsx';
import { FlowEditProvider, FlowSharedProvider } from './flow-context.tsx';
import { StepEditor } from './step-editor.tsx';
import { boundStepLabel, inputSources } from './step-sources.ts';

// Issue 40: an AI step's editor. Variables are inserted from a palette by mouse or keyboard where
// the caret is, bound as the step's inputs, shown as chips; the engine's problems (a variable of a
// later step) show on them; the persona, the output's shape and the service change the step.

const parameters = [
  { id: 'topic', name: 'topic', valueType: 'text/plain', ui: { type: 'line' as const, placeholder: 'Topic' } },
];
const first: StepNode = {
  step: 'write',
  service: 'ai.chat',
  output: 'Article',
  inputs: {},
  options: { prompt: 'Write about ' },
};

/** The draft around the step, for the engine's check. */
function draftOf(step: StepNode): TaskDefinition {
  return {
    id: 'article',
    name: 'Article',
    heading: 'Writes an article',
    description: 'Writes it.',
    imageName: '/images/tasks/summarise-text.svg',
    powerFee: 3,
    plans: 'explorer',
    category: 'business',
    parameters,
    flow: {
      sequence: [
        { step: 'outline', service: 'text.summary', output: 'Outline', inputs: { text: { param: 'topic' } } },
        step,
        { step: 'review', service: 'text.summary', output: 'Review', inputs: { text: { step: 'write' } } },
      ],
    },
  };
}

let latest: StepNode = first;

function Harness() {
  const [step, setStep] = useState(first);
  const problems = checkTaskDefinition(draftOf(step), { services: serviceDescriptionsByName() });
  latest = step;
  return (
    <AiStepChoicesProvider
      value={{
        personas: [
          { id: 'p-1', name: 'House voice' },
          { id: 'p-2', name: 'Shared', organization: 'Acme' },
        ],
        aiServices: [{ id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Team Llama' }],
      }}
    >
      <FlowEditProvider value={{ edit: () => undefined, getDraft: () => draftOf(step) }}>
        <FlowSharedProvider
          value={{
            parameters,
            asks: [],
            sourcesFor: inputSources(draftOf(step).flow, { parameters, asks: [] }),
            labelOfStep: (id) => boundStepLabel(draftOf(step).flow, { step: id }),
          }}
        >
          <StepEditor step={step} pointer="/flow/sequence/1" problems={problems} onChange={(next) => setStep(next)} />
        </FlowSharedProvider>
      </FlowEditProvider>
    </AiStepChoicesProvider>
  );
}

describe('the editor of an AI step', () => {
  it('should insert a form field by mouse where the caret is, bind it, and show it as a chip', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const prompt = screen.getByRole('textbox', { name: /^Prompt/ });
    await user.click(prompt);
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Insert Field: Topic' }));
    expect(latest.options?.prompt).toBe('Write about {{form.topic}}');
    expect(latest.inputs).toEqual({ 'form.topic': { param: 'topic' } });
    expect(screen.getByText('The prompt with its variables').parentElement?.textContent).toContain('Field: Topic');
  });

  it("should insert an earlier step's result by keyboard, and offer no later step", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const palette = screen.getByRole('group', { name: 'Insert a variable into the prompt' });
    expect(within(palette).queryByRole('button', { name: /Review/ })).toBeNull();
    within(palette).getByRole('button', { name: 'Insert Result: Outline' }).focus();
    await user.keyboard('{Enter}');
    expect(latest.options?.prompt).toBe('Write about {{step.outline}}');
    expect(latest.inputs).toEqual({ 'step.outline': { step: 'outline' } });
  });

  it("should show the engine's problem of a later step's variable typed by hand, and drop a variable taken out", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const prompt = screen.getByRole('textbox', { name: /^Prompt/ });
    await user.click(prompt);
    await user.keyboard('{End}{{{{step.review}}');
    expect(latest.inputs).toEqual({ 'step.review': { step: 'review' } });
    expect(
      screen.getByText(
        'The prompt\'s {{step.review}} takes the result of step 3 "Review", which has not finished by then: it runs beside or after this step. Move this step below it, or choose another source.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('(has a problem)', { exact: false })).toBeTruthy();
    await user.clear(prompt);
    await user.type(prompt, 'Plain');
    expect(latest.inputs).toEqual({});
  });

  it("should name a persona, a JSON shape typed by hand, and the runner's choice of service", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'Shared (Acme)');
    expect(latest.ai?.persona).toEqual({ personaId: 'p-2' });
    await user.click(screen.getByRole('radio', { name: 'JSON of a shape you write' }));
    expect(latest.ai?.output?.kind).toBe('json');
    const shape = screen.getByRole('textbox', { name: /shape/ });
    await user.clear(shape);
    await user.type(shape, '{{"type": "object"');
    expect(screen.getByText(/This is not JSON yet/)).toBeTruthy();
    await user.type(shape, ', "properties": {{"title": {{"type": "string"}}}');
    expect(latest.ai?.output).toEqual({
      kind: 'json',
      schema: { type: 'object', properties: { title: { type: 'string' } } },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Where it runs' }), 'runner');
    expect(latest.options?.aiService).toBe('runner');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), '');
    expect(latest.ai).toEqual({ output: latest.ai?.output });
  });

  it('should offer the private AI services the creator keeps by name, never an id to type', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Where it runs' }), 'private');
    const services = screen.getByRole('combobox', { name: 'Private AI service' });
    expect(
      within(services)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of your AI services', 'Team Llama']);
    await user.selectOptions(services, 'Team Llama');
    expect(latest.options?.aiService).toBe('private:a1b2c3d4-0000-4000-8000-000000000001');
    expect(screen.queryByRole('textbox', { name: /service id/i })).toBeNull();
  });
});
