import type { TaskParameter } from '@taskwell/api-sdk';
import { type DefinitionProblem, promptVariables, variableNameOf } from '@taskwell/task-engine';
import { parameterLabel } from '../../components/run-modal/parameter-label.ts';
import * as styles from './ai-step-editor.css.ts';

/** What a prompt's variables can stand for: the form's fields, the questions, and the steps before this one. */
export interface VariableSources {
  parameters: readonly TaskParameter[];
  asks: readonly TaskParameter[];
  /** The steps before this one, by id and result name. */
  earlier: readonly { step: string; output: string }[];
}

/** A variable's name on screen: "Field: Topic", "Result: Outline"; the name itself when it names nothing known. */
export function variableLabel(name: string, sources: VariableSources): string {
  const dot = name.indexOf('.');
  const kind = name.slice(0, dot);
  const target = name.slice(dot + 1);
  if (kind === 'form') {
    const found = sources.parameters.find((parameter) => parameter.name === target);
    return found ? `Field: ${parameterLabel(found)}` : `Field "${target}"`;
  }
  if (kind === 'ask') {
    const found = sources.asks.find((ask) => ask.name === target);
    return found ? `Question: ${parameterLabel(found)}` : `Question "${target}"`;
  }
  if (kind === 'step') {
    const found = sources.earlier.find((step) => step.step === target);
    return found ? `Result: ${found.output.trim() || found.step}` : `Step "${target}"`;
  }
  return name;
}

/** Props of {@link VariablePalette}. */
export interface VariablePaletteProps {
  sources: VariableSources;
  /** Inserts `{{name}}` where the prompt's caret is. */
  onInsert: (name: string) => void;
}

/**
 * The variables a prompt may use, as buttons that insert them where the caret is (mouse, or Tab
 * then Enter): the form's fields, the questions the run asks, and the results of earlier steps.
 */
export function VariablePalette({ sources, onInsert }: VariablePaletteProps) {
  const groups = [
    { title: 'Form fields', names: sources.parameters.map((parameter) => variableNameOf({ param: parameter.name })) },
    { title: 'Questions', names: sources.asks.map((ask) => variableNameOf({ ask: ask.name })) },
    { title: 'Earlier results', names: sources.earlier.map((step) => variableNameOf({ step: step.step })) },
  ].filter((group) => group.names.length > 0);
  if (groups.length === 0) {
    return <p className={styles.muted}>Add a form field or a step before this one to use its value in the prompt.</p>;
  }
  return (
    <fieldset className={styles.palette}>
      <legend className={styles.paletteTitle}>Insert a variable into the prompt</legend>
      {groups.map((group) => (
        <div key={group.title} className={styles.paletteGroup}>
          <span className={styles.paletteTitle}>{group.title}</span>
          {group.names.map((name) =>
            name ? (
              <button
                key={name}
                type="button"
                className={styles.chipButton}
                aria-label={`Insert ${variableLabel(name, sources)}`}
                onClick={() => onInsert(name)}
              >
                {variableLabel(name, sources).replace(/^[^:]+: /, '')}
              </button>
            ) : null,
          )}
        </div>
      ))}
    </fieldset>
  );
}

/** Props of {@link PromptPreview}. */
export interface PromptPreviewProps {
  prompt: string;
  sources: VariableSources;
  /** The step's problems: a variable with one is shown as wrong. */
  problems: readonly DefinitionProblem[];
  /** The step's pointer, to find a variable's problems. */
  pointer: string;
  /** The prompt's own problems' pointer (a variable that is not an input). */
  missing: ReadonlySet<string>;
}

/** The prompt as it reads, each variable a chip: what the model is asked, with the form's and the steps' values in place. */
export function PromptPreview({ prompt, sources, problems, pointer, missing }: PromptPreviewProps) {
  const variables = promptVariables(prompt);
  if (variables.length === 0) return null;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [index, variable] of variables.entries()) {
    if (variable.start > at) parts.push(prompt.slice(at, variable.start));
    const wrong =
      missing.has(variable.name) ||
      problems.some((problem) => problem.pointer.startsWith(`${pointer}/inputs/${variable.name}`));
    parts.push(
      <span key={`${variable.name}-${index}`} className={wrong ? styles.chipWrong : styles.chip}>
        {variableLabel(variable.name, sources)}
        {wrong ? <span className={styles.visuallyHidden}> (has a problem)</span> : null}
      </span>,
    );
    at = variable.end;
  }
  parts.push(prompt.slice(at));
  return (
    <div className={styles.preview}>
      <span className={styles.paletteTitle}>The prompt with its variables</span>
      <p className={styles.previewText}>{parts}</p>
    </div>
  );
}
