import { Form } from '@remix-run/react';
import type { CreatedApiKey } from '@taskwell/api-sdk';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { CopyButton } from '@taskwell/ui/copy-button';
import { Select } from '@taskwell/ui/select';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { useState } from 'react';
import { useFreshFields } from '../../forms/use-fresh-fields.ts';
import type { PublicKeyField } from './key-fields.ts';
import * as styles from './setting.css.ts';

/** The public key form's props. */
export interface PublicKeyFormProps {
  /** The tasks a key can run, as the catalogue lists them. */
  tasks: readonly { id: string; name: string }[];
  /** The message of the field the last attempt failed on. */
  invalid: { field: PublicKeyField; message: string } | undefined;
  /** The key just made, to show with its embed code. */
  created: CreatedApiKey | undefined;
  /** Whether this form is being sent. */
  creating: boolean;
  /** Whether any change of keys is under way. */
  busy: boolean;
  /** The API's address, for the embed code. */
  apiUrl: string;
  /** The public site's address, where the widget's files are served. */
  siteUrl: string;
}

function embedCode(key: CreatedApiKey, apiUrl: string, siteUrl: string): string {
  return [
    '<div id="taskwell-advisor"></div>',
    `<script src="${siteUrl}/advisor/widget.js"></script>`,
    '<script>',
    "  TaskwellAdvisor.mount(document.getElementById('taskwell-advisor'), {",
    `    apiUrl: '${apiUrl}', publicKey: '${key.key}', taskId: '${key.taskId ?? ''}',`,
    '  });',
    '</script>',
  ].join('\n');
}

/**
 * Makes a public key (decision 065): publishable, it runs one task from the listed sites only,
 * charged to this account, so a widget such as the Digital Advisor can be put on a page.
 */
export function PublicKeyForm({ tasks, invalid, created, creating, busy, apiUrl, siteUrl }: PublicKeyFormProps) {
  const [taskId, setTaskId] = useState<string>();
  // A key made: new, empty fields and no task chosen in the render that receives it. The select is
  // renewed too: kept, it went on showing the task of the key made, and choosing that task again
  // changed nothing, so the next key was refused for want of a task.
  const fresh = useFreshFields(created, () => setTaskId(undefined));

  return (
    <>
      <Form method="post" className={styles.publicForm} noValidate {...fresh.formFocus}>
        <input type="hidden" name="intent" value="create-public" />
        <input type="hidden" name="taskId" value={taskId ?? ''} />
        <TextInput
          key={fresh.keyOf('name')}
          autoFocus={fresh.autoFocus('name')}
          label="Public key name"
          name="name"
          maxLength={80}
          required
          placeholder="Help centre widget"
          error={invalid?.field === 'name' ? invalid.message : undefined}
        />
        <div className={styles.taskField}>
          <Select
            key={fresh.keyOf('taskId')}
            label="Task the widget runs"
            options={tasks.map((task) => ({ value: task.id, label: task.name }))}
            value={taskId}
            onValueChange={setTaskId}
            placeholder="Choose a task…"
          />
          {invalid?.field === 'taskId' ? (
            <span className={styles.fieldError} role="alert">
              {invalid.message}
            </span>
          ) : null}
        </div>
        <Textarea
          key={fresh.keyOf('origins')}
          autoFocus={fresh.autoFocus('origins')}
          label="Sites it runs on"
          name="origins"
          description="One address per line, such as https://www.example.com (at most 10)."
          minRows={3}
          required
          error={invalid?.field === 'origins' ? invalid.message : undefined}
        />
        <TextInput
          key={fresh.keyOf('dailyCreditCap')}
          autoFocus={fresh.autoFocus('dailyCreditCap')}
          label="Daily spending cap (credits)"
          name="dailyCreditCap"
          type="number"
          inputMode="numeric"
          min={1}
          max={100_000}
          required
          defaultValue={100}
          description="Once its runs were charged this many credits in a day (UTC), the key is refused until the next day. You can change it later."
          error={invalid?.field === 'dailyCreditCap' ? invalid.message : undefined}
        />
        <div>
          <Button type="submit" loading={creating} disabled={busy && !creating}>
            Create public key
          </Button>
        </div>
      </Form>
      {created && !busy ? (
        <Alert tone="positive" title={`Your public key "${created.name}"`}>
          <p>Put this on the pages of those sites. The key is publishable: it can only run that task from them.</p>
          <figure className={styles.figure} aria-labelledby="embed-caption">
            <figcaption id="embed-caption" className={styles.muted}>
              Embed code
            </figcaption>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1) */}
            <pre className={styles.example} tabIndex={0}>
              {embedCode(created, apiUrl, siteUrl)}
            </pre>
          </figure>
          <CopyButton text={embedCode(created, apiUrl, siteUrl)} label="Copy embed code" />
        </Alert>
      ) : null}
    </>
  );
}
