import { Form, Link, useActionData, useNavigation, useSubmit } from '@remix-run/react';
import type { CreatorTaskSummary } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { useRef, useState } from 'react';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import * as styles from './creator.css.ts';
import { readDraftFile } from './draft-file.ts';
import type { action } from './route.tsx';

/** Props of {@link TaskPicker}. */
export interface TaskPickerProps {
  /** The user's own tasks, most recently saved first. */
  tasks: readonly CreatorTaskSummary[];
  /** The address named a task the user does not have. */
  missing: boolean;
}

/** The user's tasks to open, a new one to start, or a file to import as a new task. */
export function TaskPicker({ tasks, missing }: TaskPickerProps) {
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const dates = useReaderDates();
  const busy = navigation.state !== 'idle';
  const message = refusal ?? (outcome && 'message' in outcome ? outcome.message : null);

  return (
    <section className={styles.page} aria-labelledby="creator-title">
      <div>
        <h1 id="creator-title" className={styles.title}>
          Creator Studio
        </h1>
        <p className={styles.intro}>Build your own tasks, test them and publish them to your My Tasks.</p>
      </div>
      {missing ? (
        <Alert tone="critical">That task was not found. Choose one of yours, or start a new one.</Alert>
      ) : null}
      {message ? <Alert tone="critical">{message}</Alert> : null}
      <Form method="post" className={styles.actions} onSubmit={() => setRefusal(null)}>
        <input type="hidden" name="intent" value="create" />
        <TextInput
          label="New task's name"
          name="name"
          required
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className={styles.actions} style={{ alignItems: 'end' }}>
          <Button type="submit" loading={busy} disabled={name.trim() === ''}>
            New task
          </Button>
          <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
            Import a file
          </Button>
        </div>
      </Form>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label="Import a task file"
        hidden
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const text = await file.text();
          // A newer format or a broken file is refused here with its reason before anything is sent.
          const read = readDraftFile(text);
          if (!read.ok) {
            setRefusal(read.message);
            return;
          }
          setRefusal(null);
          // A name typed first is the new task's (issue 39: the file's overwrote it).
          submit({ intent: 'import', file: text, ...(name.trim() ? { name: name.trim() } : {}) }, { method: 'post' });
        }}
      />
      {tasks.length > 0 ? (
        <ul className={styles.points} aria-label="Your tasks">
          {tasks.map((task) => (
            <li key={task.creatorTaskId}>
              <Link to={`?task=${encodeURIComponent(task.creatorTaskId)}`}>{task.name.trim() || 'Untitled task'}</Link>
              {` · ${task.latestVersion ? `version ${task.latestVersion} published` : 'not published yet'} · saved ${dates.dateTime(task.savedAt)}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.intro}>You have not built a task yet.</p>
      )}
    </section>
  );
}
