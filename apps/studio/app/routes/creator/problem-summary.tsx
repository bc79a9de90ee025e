import { type DefinitionProblem, problemText, type TaskDefinition } from '@taskwell/task-engine';
import { Alert } from '@taskwell/ui/alert';
import * as styles from './editor.css.ts';

/** The control a problem's pointer (or the nearest place above it) is shown on. */
function controlOf(pointer: string): HTMLElement | null {
  let at = pointer;
  for (;;) {
    const found = document.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(at)}"]`);
    if (found) return found;
    if (at === '') return null;
    at = at.slice(0, at.lastIndexOf('/'));
  }
}

/** Moves focus to the control a problem concerns (opening the disclosure it is in, such as a step's "Advanced"). */
function goTo(pointer: string): void {
  const control = controlOf(pointer);
  if (!control) return;
  const closed = control.closest('details:not([open])');
  if (closed instanceof HTMLDetailsElement) closed.open = true;
  control.scrollIntoView({ block: 'center' });
  const focusable = control.matches('input, select, textarea, button')
    ? control
    : control.querySelector<HTMLElement>('input, select, textarea, button');
  (focusable ?? control).focus();
}

/** Props of {@link ProblemSummary}. */
export interface ProblemSummaryProps {
  /** The draft's problems, from the engine's check. */
  problems: readonly DefinitionProblem[];
  /** The draft they are of: a problem names where it is as the user sees it. */
  draft: TaskDefinition;
}

/** Every problem of the draft, each a link to where it is; why Publish is off. */
export function ProblemSummary({ problems, draft }: ProblemSummaryProps) {
  if (problems.length === 0) {
    return <Alert tone="positive">No problems: the task can be published.</Alert>;
  }
  return (
    <section aria-labelledby="problems-title">
      <h2 id="problems-title" className={styles.sectionTitle}>
        {problems.length === 1
          ? '1 problem to fix before publishing'
          : `${problems.length} problems to fix before publishing`}
      </h2>
      <ul className={styles.problems} aria-label="Problems">
        {problems.map((problem) => (
          <li key={`${problem.pointer} ${problem.message}`}>
            <button type="button" className={styles.linkButton} onClick={() => goTo(problem.pointer)}>
              {problemText(problem, draft)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
