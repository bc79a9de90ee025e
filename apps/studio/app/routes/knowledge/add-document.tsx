import { useFetcher } from '@remix-run/react';
import { checkKnowledgeUpload, knowledgeAccept, readHead } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useFreshFields } from '../../forms/use-fresh-fields.ts';
import * as styles from './knowledge.css.ts';
import type { KnowledgeOutcome } from './knowledge-action.server.ts';

/**
 * What is wrong with a chosen file before it is sent, or undefined: the domain's knowledge upload
 * rule, the one the API applies, told by the file's first bytes rather than its name.
 */
export async function documentFileProblem(file: File): Promise<string | undefined> {
  const checked = checkKnowledgeUpload({
    name: file.name,
    type: file.type,
    size: file.size,
    head: await readHead(file),
  });
  return checked.ok ? undefined : checked.message;
}

/** The answer of the last add, as a message under the form. */
function Outcome({ outcome }: { outcome: KnowledgeOutcome | undefined }) {
  if (!outcome) return null;
  return outcome.status === 'done' ? (
    <Alert tone="positive">{outcome.message}</Alert>
  ) : (
    <Alert tone="critical">{outcome.message}</Alert>
  );
}

/** The fetcher's answer once it is back and says the document was added, else undefined. */
function addedOutcome(fetcher: { state: string; data?: KnowledgeOutcome | undefined }) {
  return fetcher.state === 'idle' && fetcher.data?.status === 'done' ? fetcher.data : undefined;
}

/** Upload a text, Markdown or PDF file into a collection; wrong types and sizes are refused before sending. */
export function UploadForm({ collectionId }: { collectionId: string }) {
  const fetcher = useFetcher<KnowledgeOutcome>();
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const [ready, setReady] = useState(false);
  // The file chosen last: a check of one chosen before it that ends later is not shown.
  const chosen = useRef<File | undefined>(undefined);
  const busy = fetcher.state !== 'idle';
  // A file added: a new, empty file field, and Upload waiting for a file, in the render that says so.
  const fresh = useFreshFields(addedOutcome(fetcher), () => setReady(false));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    chosen.current = file;
    setReady(false);
    if (!file) return setProblem(undefined);
    const found = await documentFileProblem(file);
    if (chosen.current !== file) return;
    setProblem(found);
    setReady(!found);
  };

  return (
    <fetcher.Form method="post" encType="multipart/form-data" className={styles.panel} {...fresh.formFocus}>
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="collectionId" value={collectionId} />
      <label className={styles.label} htmlFor={inputId}>
        Upload a file
        <span className={styles.hint}>Text or Markdown up to 5 MB, PDF up to 50 MB.</span>
      </label>
      <input
        key={fresh.keyOf('file')}
        // biome-ignore lint/a11y/noAutofocus: only the field that had the focus takes it back when it is renewed, where the form's reset left it
        autoFocus={fresh.autoFocus('file')}
        id={inputId}
        className={styles.fileInput}
        type="file"
        name="file"
        accept={knowledgeAccept.join(',')}
        onChange={choose}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
      />
      {problem ? (
        <span id={`${inputId}-problem`} className={styles.problem} role="alert">
          {problem}
        </span>
      ) : null}
      <div>
        <Button type="submit" disabled={!ready} loading={busy}>
          Upload
        </Button>
      </div>
      <Outcome outcome={fetcher.state === 'idle' ? fetcher.data : undefined} />
    </fetcher.Form>
  );
}

/** Paste a text with a title into a collection. */
export function PasteForm({ collectionId }: { collectionId: string }) {
  const fetcher = useFetcher<KnowledgeOutcome>();
  // A text added: new, empty fields in the render that says so.
  const fresh = useFreshFields(addedOutcome(fetcher));

  return (
    <fetcher.Form method="post" className={styles.panel} {...fresh.formFocus}>
      <input type="hidden" name="intent" value="paste" />
      <input type="hidden" name="collectionId" value={collectionId} />
      <TextInput
        key={fresh.keyOf('title')}
        autoFocus={fresh.autoFocus('title')}
        label="Title"
        name="title"
        required
        maxLength={200}
        placeholder="For example: Meeting notes, 3 March"
      />
      <Textarea
        key={fresh.keyOf('text')}
        autoFocus={fresh.autoFocus('text')}
        label="Text"
        name="text"
        required
        minRows={6}
        maxLength={1_000_000}
      />
      <div>
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          Add text
        </Button>
      </div>
      <Outcome outcome={fetcher.state === 'idle' ? fetcher.data : undefined} />
    </fetcher.Form>
  );
}
