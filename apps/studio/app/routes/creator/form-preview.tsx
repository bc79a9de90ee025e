import type { TaskParameter } from '@taskwell/api-sdk';
import { useTaskForm } from '@taskwell/task-engine/react';
import { Button } from '@taskwell/ui/button';
import { useMemo } from 'react';
import { TaskFormFields } from '../../components/run-modal/task-form.tsx';
import { createBrowserApi } from '../../task-run/browser-api.ts';
import * as styles from './editor.css.ts';

/** Props of {@link FormPreview}. */
export interface FormPreviewProps {
  /** The draft's fields. */
  parameters: readonly TaskParameter[];
  /** The task's heading, shown above the form as the run modal shows it. */
  heading: string;
  /** The task's name: the run button's label. */
  name: string;
}

/**
 * The start form exactly as a runner sees it: the run modal's own fields (the same component), so
 * a list that depends on another waits for it here as it will there. Values typed are the
 * preview's own and go nowhere; its button runs nothing.
 */
export function FormPreview({ parameters, heading, name }: FormPreviewProps) {
  const api = useMemo(() => createBrowserApi({ onSessionEnded: () => {} }), []);
  const form = useTaskForm(parameters);
  return (
    <section className={styles.previewFrame} aria-labelledby="form-preview-title">
      <h3 id="form-preview-title" className={styles.itemTitle}>
        Preview: the form as a runner sees it
      </h3>
      {heading ? <p>{heading}</p> : null}
      {parameters.length > 0 ? (
        <TaskFormFields form={form} api={api} locked={false} />
      ) : (
        <p className={styles.hint}>Add a field to see it here.</p>
      )}
      <div>
        <Button type="button" disabled={!form.canSubmit}>
          {name || 'Run'}
        </Button>
      </div>
    </section>
  );
}
