import * as styles from './editor.css.ts';
import { FlowPicture } from './flow-picture.tsx';
import { FlowTree } from './flow-tree.tsx';

/** Props of {@link FlowSection}. */
export interface FlowSectionProps {
  /** What the last move made wrong ("" when nothing): shown, and read out as it changes. */
  notice: string;
}

/** The flow: how to reorder it, what a move made wrong, the tree to build it and the picture of how it runs. */
export function FlowSection({ notice }: FlowSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="flow-title">
      <h2 id="flow-title" className={styles.sectionTitle}>
        Flow
      </h2>
      <p className={styles.hint}>
        Reorder with the arrow buttons, or drag a step by its handle (with the keyboard: Space to pick it up, the arrow
        keys to move it, Space to drop it). Ctrl+Z (⌘+Z on a Mac) undoes any change.
      </p>
      {/* Always in the page, empty or not: a live region is read out when its text changes (issue 39). */}
      <p className={`${styles.problem} ${styles.moveNotice}`} role="status" aria-label="What the move changed">
        {notice}
      </p>
      <div className={styles.split}>
        <FlowTree />
        <FlowPicture />
      </div>
    </section>
  );
}
