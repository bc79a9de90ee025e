import { useId } from 'react';
import * as styles from './flow-tree.css.ts';

/** A node of a task's flow as the picture shows it: a step, or steps in sequence or in parallel. */
export type FlowTreeNode =
  | {
      kind: 'step';
      /** The step's name on screen: its result's name ("Unnamed step" when it has none). */
      name: string;
      /** The service it calls, by its label ("Summarise"). */
      service?: string | undefined;
      /** The step has a problem to fix before publishing. */
      invalid?: boolean | undefined;
    }
  | { kind: 'sequence'; children: readonly FlowTreeNode[] }
  | { kind: 'parallel'; children: readonly FlowTreeNode[] };

/** Props of {@link FlowTree}. */
export interface FlowTreeProps {
  /** The flow's root: a sequence. */
  flow: FlowTreeNode;
  /** The caption above the picture. */
  caption?: string | undefined;
}

function StepBox({ node }: { node: Extract<FlowTreeNode, { kind: 'step' }> }) {
  return (
    <div className={node.invalid ? `${styles.step} ${styles.invalid}` : styles.step}>
      <strong>{node.name.trim() || 'Unnamed step'}</strong>
      {node.service ? ` (${node.service})` : ''}
      {node.invalid ? ' — needs fixing' : ''}
    </div>
  );
}

function Node({ node }: { node: FlowTreeNode }) {
  if (node.kind === 'step') return <StepBox node={node} />;
  const parallel = node.kind === 'parallel';
  return (
    <div className={parallel ? styles.parallel : styles.sequence}>
      {node.children.map((child, index) =>
        // The picture is read-only: a node's place is its identity.
        parallel ? (
          <div key={index} className={styles.branch}>
            <Node node={child} />
          </div>
        ) : (
          <Node key={index} node={child} />
        ),
      )}
    </div>
  );
}

/**
 * How a task's flow runs, read-only: sequences as columns of steps (top to bottom), parallel
 * branches side by side; a step with a problem is outlined and says it needs fixing.
 */
export function FlowTree({ flow, caption = 'How it runs: top to bottom, branches side by side' }: FlowTreeProps) {
  const id = useId();
  const empty = flow.kind !== 'step' && flow.children.length === 0;
  return (
    <figure className={styles.figure} aria-labelledby={id}>
      <figcaption id={id} className={styles.caption}>
        {caption}
      </figcaption>
      {empty ? <p className={styles.empty}>No steps yet. Add a step to start the flow.</p> : <Node node={flow} />}
    </figure>
  );
}
