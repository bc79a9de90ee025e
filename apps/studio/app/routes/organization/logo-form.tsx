import { Form } from '@remix-run/react';
import { checkUpload, formatBytes, logoUploadRule, readHead } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import * as styles from './organization.css.ts';
import { useBusy } from './use-busy.ts';

/**
 * What is wrong with a chosen logo before it is sent, or undefined: the domain's logo rule, the one
 * the API applies, told by the file's first bytes rather than its name or declared type.
 */
export async function logoProblem(file: File): Promise<string | undefined> {
  const head = await readHead(file);
  const checked = checkUpload([{ name: file.name, type: file.type, size: file.size, head }], logoUploadRule);
  if (checked.ok) return undefined;
  if (file.size > logoUploadRule.maxBytes)
    return `The logo must be ${formatBytes(logoUploadRule.maxBytes)} or smaller; this one is ${Math.ceil(file.size / 1024)} KB.`;
  return 'The logo must be a PNG, JPEG or WebP image.';
}

/** The logo upload with a preview of the chosen file; wrong types and sizes are refused before sending. */
export function LogoForm({ organizationId, serverError }: { organizationId: string; serverError?: string }) {
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const busy = useBusy('logo');
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // The file chosen last: a check of one chosen before it that ends later is not shown.
  const chosen = useRef<File | undefined>(undefined);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    chosen.current = file;
    setPreview(undefined);
    if (!file) return setProblem(undefined);
    const found = await logoProblem(file);
    if (chosen.current !== file) return;
    setProblem(found);
    if (!found && typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(file));
  };
  return (
    <Form method="post" encType="multipart/form-data" className={styles.form}>
      <input type="hidden" name="intent" value="logo" />
      <input type="hidden" name="organizationId" value={organizationId} />
      <label htmlFor="organization-logo">Logo (PNG, JPEG or WebP, up to 512 KB)</label>
      <input
        id="organization-logo"
        type="file"
        name="file"
        accept={logoUploadRule.accept.join(',')}
        onChange={choose}
        aria-describedby="organization-logo-problem"
      />
      <div id="organization-logo-problem" aria-live="polite">
        {(problem ?? serverError) ? <Alert tone="critical">{problem ?? serverError}</Alert> : null}
      </div>
      {preview ? <img src={preview} alt="Preview of the new logo" className={styles.preview} /> : null}
      <div>
        <Button type="submit" loading={busy} disabled={Boolean(problem)}>
          Upload logo
        </Button>
      </div>
    </Form>
  );
}
