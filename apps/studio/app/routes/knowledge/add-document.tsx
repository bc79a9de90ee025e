import { useFetcher } from '@remix-run/react';
import { checkKnowledgeUpload, knowledgeAccept, readHead } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
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

/** Upload a text, Markdown or PDF file into a collection; wrong types and sizes are refused before sending. */
export function UploadForm({ collectionId }: { collectionId: string }) {
  const fetcher = useFetcher<KnowledgeOutcome>();
  const form = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const [ready, setReady] = useState(false);
  // The file chosen last: a check of one chosen before it that ends later is not shown.
  const chosen = useRef<File | undefined>(undefined);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'done') {
      form.current?.reset();
      setReady(false);
    }
  }, [fetcher.state, fetcher.data]);

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
    <fetcher.Form method="post" encType="multipart/form-data" ref={form} className={styles.panel}>
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="collectionId" value={collectionId} />
      <label className={styles.label} htmlFor={inputId}>
        Upload a file
        <span className={styles.hint}>Text or Markdown up to 5 MB, PDF up to 50 MB.</span>
      </label>
      <input
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
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.status === 'done') form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" ref={form} className={styles.panel}>
      <input type="hidden" name="intent" value="paste" />
      <input type="hidden" name="collectionId" value={collectionId} />
      <TextInput
        label="Title"
        name="title"
        required
        maxLength={200}
        placeholder="For example: Meeting notes, 3 March"
      />
      <Textarea label="Text" name="text" required minRows={6} maxLength={1_000_000} />
      <div>
        <Button type="submit" loading={fetcher.state !== 'idle'}>
          Add text
        </Button>
      </div>
      <Outcome outcome={fetcher.state === 'idle' ? fetcher.data : undefined} />
    </fetcher.Form>
  );
}
