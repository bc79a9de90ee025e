import type { DefinitionProblem } from '@taskwell/task-engine';
import * as styles from './editor.css.ts';

/**
 * The messages of some problems, as one text for the error of the control they concern (where
 * they are is plain there; a list of problems says it: the engine's `problemText`).
 */
export function controlError(problems: readonly DefinitionProblem[]): string | undefined {
  return problems.length > 0 ? problems.map((problem) => problem.message).join(' ') : undefined;
}

/** Props of {@link ProblemLines}. */
export interface ProblemLinesProps {
  /** The problems to show. */
  problems: readonly DefinitionProblem[];
  /** The id the control it belongs to names in `aria-describedby`. */
  id?: string | undefined;
}

/** Problems shown under the control or the step they concern. */
export function ProblemLines({ problems, id }: ProblemLinesProps) {
  if (problems.length === 0) return null;
  return (
    <div id={id}>
      {problems.map((problem) => (
        <p key={`${problem.pointer} ${problem.message}`} className={styles.problem}>
          {problem.message}
        </p>
      ))}
    </div>
  );
}
