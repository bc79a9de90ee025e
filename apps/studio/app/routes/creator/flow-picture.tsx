import { type FlowNode, isStep } from '@taskwell/task-engine';
import { useDraft } from './draft-context.tsx';
import { pointerOfNode, problemsWithin, studioCheckOptions } from './draft-problems.ts';
import * as styles from './editor.css.ts';
import type { NodePath } from './flow-paths.ts';

function PictureNode({ node, path }: { node: FlowNode; path: NodePath }) {
  const { draft, problems } = useDraft();
  if (isStep(node)) {
    const invalid = problemsWithin(problems, pointerOfNode(draft.flow, path)).length > 0;
    const service = studioCheckOptions.services.get(node.service);
    return (
      <div className={`${styles.pictureStep} ${invalid ? styles.pictureStepInvalid : ''}`}>
        <strong>{node.output.trim() || 'Unnamed step'}</strong>
        {service ? ` (${service.label})` : ''}
        {invalid ? ' — needs fixing' : ''}
      </div>
    );
  }
  if ('sequence' in node) {
    return (
      <div className={styles.pictureSequence}>
        {node.sequence.map((child, index) => (
          <PictureNode key={index} node={child} path={[...path, index]} />
        ))}
      </div>
    );
  }
  return (
    <div className={styles.pictureParallel}>
      {node.parallel.map((child, index) => (
        <div key={index} className={styles.pictureBranch}>
          <PictureNode node={child} path={[...path, index]} />
        </div>
      ))}
    </div>
  );
}

/** How the flow runs, read-only: sequences as columns of steps, parallel branches side by side. */
export function FlowPicture() {
  const { draft } = useDraft();
  return (
    <figure className={styles.field} style={{ margin: 0 }} aria-labelledby="flow-picture-title">
      <figcaption id="flow-picture-title" className={styles.label}>
        How it runs: top to bottom, branches side by side
      </figcaption>
      <PictureNode node={draft.flow} path={[]} />
    </figure>
  );
}
