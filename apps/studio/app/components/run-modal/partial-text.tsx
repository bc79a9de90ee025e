import type { PartialText } from '@taskwell/api-sdk';
import * as styles from './run-modal.css.ts';

/**
 * The text an AI step is writing, as it is written (issue 40): shown under the progress until the
 * step's result replaces it. Not a live region: a screen reader would read it again at every word;
 * the result, once there, is announced as results are.
 */
export function PartialTextView({ partial }: { partial: PartialText }) {
  return (
    <section className={styles.partial} aria-label={`${partial.name}, being written`} aria-busy="true">
      <h3 className={styles.partialTitle}>{partial.name}</h3>
      <p className={styles.partialText}>{partial.text}</p>
    </section>
  );
}
