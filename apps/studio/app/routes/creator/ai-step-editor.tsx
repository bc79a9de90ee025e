import {
  type AiOutputShape,
  type AiStepSettings,
  aiOutputKinds,
  aiOutputOf,
  aiPersonaOf,
  aiTiers,
  type DefinitionProblem,
  inputsOfPrompt,
  promptVariables,
  type StepNode,
  type StepOption,
} from '@taskwell/task-engine';
import { Textarea } from '@taskwell/ui/text-input';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAiStepChoices } from './ai-step-context.tsx';
import * as aiStyles from './ai-step-editor.css.ts';
import { problemsWithin } from './draft-problems.ts';
import * as styles from './editor.css.ts';
import { useFlowShared } from './flow-context.tsx';
import { controlError, ProblemLines } from './problem-text.tsx';
import { PromptPreview, VariablePalette, type VariableSources } from './prompt-chips.tsx';

/** Props of {@link AiStepEditor}. */
export interface AiStepEditorProps {
  /** The AI step. */
  step: StepNode;
  /** Its JSON pointer in the draft. */
  pointer: string;
  /** Its problems. */
  problems: readonly DefinitionProblem[];
  /** Replaces the step; `part` names what changed (one step of undo per part typed in). */
  onChange: (step: StepNode, part: string) => void;
}

const outputLabels: Record<AiOutputShape['kind'], string> = {
  markdown: 'Formatted text (Markdown)',
  text: 'Plain text',
  json: 'JSON of a shape you write',
};

/** A shape to start from: what a creator edits into their own. */
const exampleShape = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'A headline of at most ten words.' },
    tone: { type: 'string', enum: ['formal', 'friendly'] },
    points: { type: 'array', items: { type: 'string' } },
  },
  required: ['title', 'points'],
};

/** The step with its `ai` settings changed; settings left empty are dropped. */
function withAi(step: StepNode, change: Partial<AiStepSettings>): StepNode {
  const next: AiStepSettings = { ...step.ai, ...change };
  for (const key of Object.keys(next) as (keyof AiStepSettings)[]) if (next[key] === undefined) delete next[key];
  const { ai: _ai, ...bare } = step;
  return Object.keys(next).length > 0 ? { ...bare, ai: next } : bare;
}

/** The step with one literal option changed (undefined removes it). */
function withOption(step: StepNode, name: string, value: StepOption | undefined): StepNode {
  const { [name]: _old, ...rest } = step.options ?? {};
  const options = value === undefined ? rest : { ...rest, [name]: value };
  const { options: _options, ...bare } = step;
  return Object.keys(options).length > 0 ? { ...bare, options } : bare;
}

/** The JSON shape's text, kept as typed until it parses (a half-written shape is not lost). */
function ShapeInput({
  schema,
  onChange,
  error,
  pointer,
}: {
  schema: unknown;
  onChange: (schema: unknown) => void;
  error: string | undefined;
  pointer: string;
}) {
  const written = JSON.stringify(schema, null, 2);
  const [text, setText] = useState(written);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === JSON.stringify(schema) ? current : written;
      } catch {
        return current;
      }
    });
  }, [schema, written]);
  return (
    <Textarea
      label="The answer's shape (JSON Schema)"
      description='Objects with "properties" and "required", arrays with "items", strings (with an "enum" of choices), numbers and booleans.'
      minRows={8}
      spellCheck={false}
      value={text}
      error={unreadable ? 'This is not JSON yet: the shape is kept as it was until it is.' : error}
      data-pointer={pointer}
      onChange={(event) => {
        setText(event.target.value);
        try {
          onChange(JSON.parse(event.target.value));
          setUnreadable(false);
        } catch {
          setUnreadable(true);
        }
      }}
    />
  );
}

/**
 * An AI step (issue 40): its prompt with the form's fields and earlier steps' results as
 * variables (inserted from a palette, shown as chips, each bound as the step's input and checked
 * by the engine as any input is), its persona, the shape of its answer, and where it runs.
 */
export function AiStepEditor({ step, pointer, problems, onChange }: AiStepEditorProps) {
  const { parameters, asks, sourcesFor } = useFlowShared();
  const { personas, aiServices } = useAiStepChoices();
  const privateId = useId();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const personaId = useId();
  const tierId = useId();
  const serviceId = useId();
  const prompt = typeof step.options?.prompt === 'string' ? step.options.prompt : '';
  // Only results certain to be there when the step runs: earlier steps of its sequence, never a branch beside it.
  const earlier = sourcesFor(step, 'text').steps;
  const sources: VariableSources = useMemo(() => ({ parameters, asks, earlier }), [parameters, asks, earlier]);
  const at = (part: string) => `${pointer}/${part}`;
  const exact = (part: string) => controlError(problems.filter((problem) => problem.pointer === at(part)));
  const missing = useMemo(
    () =>
      new Set(
        promptVariables(prompt)
          .map((variable) => variable.name)
          .filter((name) => !(name in step.inputs)),
      ),
    [prompt, step.inputs],
  );

  const setPrompt = (text: string, caret?: number) => {
    const next = withOption(step, 'prompt', text === '' ? undefined : text);
    onChange({ ...next, inputs: inputsOfPrompt(text, step.inputs) }, 'option:prompt');
    if (caret !== undefined) {
      requestAnimationFrame(() => {
        promptRef.current?.focus();
        promptRef.current?.setSelectionRange(caret, caret);
      });
    }
  };
  const insert = (name: string) => {
    const field = promptRef.current;
    const start = field?.selectionStart ?? prompt.length;
    const end = field?.selectionEnd ?? prompt.length;
    const token = `{{${name}}}`;
    setPrompt(`${prompt.slice(0, start)}${token}${prompt.slice(end)}`, start + token.length);
  };

  const persona = aiPersonaOf(step.ai);
  const chosenPersona = persona === 'runner' ? '' : persona.personaId;
  const output = aiOutputOf(step.ai);
  const aiService = typeof step.options?.aiService === 'string' ? step.options.aiService : '';
  const serviceKind = aiService === '' ? 'tier' : aiService === 'runner' ? 'runner' : 'private';
  const variableProblems = problemsWithin(problems, at('inputs'));

  return (
    <>
      <div className={`${styles.field} ${styles.wide}`}>
        <Textarea
          ref={promptRef}
          label="Prompt"
          description="What to ask the model. Insert the form's fields and earlier results from the list below; they are filled in when the task runs."
          minRows={5}
          value={prompt}
          error={exact('options/prompt')}
          data-pointer={at('options/prompt')}
          onChange={(event) => setPrompt(event.target.value)}
        />
        <VariablePalette sources={sources} onInsert={insert} />
        <PromptPreview prompt={prompt} sources={sources} problems={problems} pointer={pointer} missing={missing} />
        {variableProblems.length > 0 ? (
          <div data-pointer={at('inputs')}>
            <ProblemLines problems={variableProblems} />
          </div>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={personaId} className={styles.label}>
          Persona
        </label>
        <select
          id={personaId}
          className={styles.control}
          value={chosenPersona}
          data-pointer={at('ai/persona')}
          onChange={(event) =>
            onChange(
              withAi(step, { persona: event.target.value === '' ? undefined : { personaId: event.target.value } }),
              'ai:persona',
            )
          }
        >
          <option value="">The runner's persona (the one they choose for the run)</option>
          {personas.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.organization ? `${choice.name} (${choice.organization})` : choice.name}
            </option>
          ))}
          {chosenPersona && !personas.some((choice) => choice.id === chosenPersona) ? (
            <option value={chosenPersona}>A persona you no longer have</option>
          ) : null}
        </select>
        <p className={styles.hint}>
          One of yours writes every run in your voice, a buyer's too; the runner's lets each runner choose.
        </p>
        {exact('ai/persona') ? <p className={styles.problem}>{exact('ai/persona')}</p> : null}
      </div>
      <fieldset className={`${styles.choices} ${styles.wide}`} data-pointer={at('ai/output')}>
        <legend className={styles.legend}>The answer is</legend>
        <div className={aiStyles.shapes}>
          {aiOutputKinds.map((kind) => (
            <label key={kind} className={styles.choice}>
              <input
                type="radio"
                name={`${pointer}-output`}
                checked={output.kind === kind}
                onChange={() =>
                  onChange(
                    withAi(step, {
                      output:
                        kind === 'markdown'
                          ? undefined
                          : kind === 'json'
                            ? { kind, schema: output.kind === 'json' ? output.schema : (exampleShape as never) }
                            : { kind },
                    }),
                    'ai:output',
                  )
                }
              />
              {outputLabels[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {output.kind === 'json' ? (
        <div className={`${styles.field} ${styles.wide}`}>
          <ShapeInput
            schema={output.schema}
            pointer={at('ai/output/schema')}
            error={controlError(problemsWithin(problems, at('ai/output')))}
            onChange={(schema) =>
              onChange(withAi(step, { output: { kind: 'json', schema: schema as never } }), 'ai:shape')
            }
          />
          <p className={styles.hint}>
            An answer that does not match is asked for again once; a second miss fails the step and says why.
          </p>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={serviceId} className={styles.label}>
          Where it runs
        </label>
        <select
          id={serviceId}
          className={styles.control}
          value={serviceKind}
          data-pointer={at('options/aiService')}
          onChange={(event) => {
            const kind = event.target.value;
            const value = kind === 'tier' ? undefined : kind === 'runner' ? 'runner' : 'private:';
            onChange(withOption(step, 'aiService', value), 'option:aiService');
          }}
        >
          <option value="tier">The model tier below, always</option>
          <option value="runner">The runner's choice (the tier below unless they choose)</option>
          <option value="private">One of your own private AI services</option>
        </select>
        {serviceKind === 'private' ? (
          <>
            <label htmlFor={privateId} className={styles.label}>
              Private AI service
            </label>
            <select
              id={privateId}
              className={styles.control}
              value={aiService.slice('private:'.length)}
              aria-invalid={exact('options/aiService') ? true : undefined}
              onChange={(event) =>
                onChange(withOption(step, 'aiService', `private:${event.target.value}`), 'option:aiService')
              }
            >
              <option value="">Choose one of your AI services</option>
              {aiServices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.organization ? `${choice.name} (${choice.organization})` : choice.name}
                </option>
              ))}
              {aiService.length > 'private:'.length &&
              !aiServices.some((choice) => `private:${choice.id}` === aiService) ? (
                <option value={aiService.slice('private:'.length)}>An AI service you no longer have</option>
              ) : null}
            </select>
            <p className={styles.hint}>
              {aiServices.length === 0 ? 'Add one in Settings, AI services (Creator plan and up). ' : ''}
              Every run of the task, a buyer's too, runs on it and you pay its provider.
            </p>
            {exact('options/aiService') ? <p className={styles.problem}>{exact('options/aiService')}</p> : null}
          </>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={tierId} className={styles.label}>
          Model tier
        </label>
        <select
          id={tierId}
          className={styles.control}
          value={typeof step.options?.tier === 'string' ? step.options.tier : ''}
          data-pointer={at('options/tier')}
          onChange={(event) =>
            onChange(
              withOption(step, 'tier', event.target.value === '' ? undefined : event.target.value),
              'option:tier',
            )
          }
        >
          <option value="">Public (the default)</option>
          {aiTiers
            .filter((tier) => tier !== 'public')
            .map((tier) => (
              <option key={tier} value={tier}>
                {tier[0]?.toUpperCase()}
                {tier.slice(1)}
              </option>
            ))}
        </select>
        {exact('options/tier') ? <p className={styles.problem}>{exact('options/tier')}</p> : null}
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <Textarea
          label="Extra instructions (optional)"
          description="Added to the persona's, for this step only: a format, a length, what to leave out."
          minRows={2}
          value={typeof step.options?.system === 'string' ? step.options.system : ''}
          data-pointer={at('options/system')}
          onChange={(event) =>
            onChange(
              withOption(step, 'system', event.target.value === '' ? undefined : event.target.value),
              'option:system',
            )
          }
        />
      </div>
    </>
  );
}
