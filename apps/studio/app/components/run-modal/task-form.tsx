import type { TaskParameter } from '@taskwell/api-sdk';
import { checkUpload, readHead, type UploadRule, uploadRuleForUi } from '@taskwell/domain';
import type { TaskFormField, TaskForm as TaskFormModel } from '@taskwell/task-engine/react';
import { Dropzone } from '@taskwell/ui/dropzone';
import { SearchableSelect } from '@taskwell/ui/searchable-select';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { useEffect, useRef, useState } from 'react';
import { type BrowserApi, UploadError } from '../../task-run/browser-api.ts';
import { parameterLabel } from './parameter-label.ts';
import * as styles from './run-modal.css.ts';

/** A file chosen for an input: on its way, stored, or refused. */
interface FieldUpload {
  status: 'uploading' | 'done' | 'failed';
  fileName: string;
  size: number;
  progress: number;
  previewSrc?: string | undefined;
  error?: string | undefined;
}

/** Props of {@link TaskFormFields}. */
export interface TaskFormFieldsProps {
  /** The form model of the task's (or a paused run's) parameters. */
  form: TaskFormModel;
  /** Where files are uploaded. */
  api: BrowserApi;
  /** While a run is starting or running every field is locked. */
  locked: boolean;
}

/** spec §5: the same upload message for every kind of file that could not be stored. */
const uploadFailed = 'Error uploading file. Please try again.';

/** The longest one-line value the API takes (its `line` rule). */
const lineMaxLength = 500;

const kindLabel: Record<'text' | 'image' | 'pdf', string> = {
  text: 'a text file',
  image: 'an image',
  pdf: 'a PDF',
};

function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

async function candidates(files: File[]) {
  return Promise.all(
    files.map(async (file) => ({ name: file.name, type: file.type, size: file.size, head: await readHead(file) })),
  );
}

/** spec §5 checks by content (the domain's rules), with their messages. */
async function refusals(files: File[], rule: UploadRule): Promise<string[]> {
  const checked = checkUpload(await candidates(files), rule);
  return checked.ok ? [] : checked.errors;
}

function uploadMessage(error: unknown): string {
  // A refusal of the file itself (its type, its size) says why; anything else is the spec's message.
  if (error instanceof UploadError && [400, 413, 415].includes(error.status)) return error.message;
  return uploadFailed;
}

/**
 * The fields of a task form (spec §3 ui types, §5 rules): text (a textarea, or a dropped text
 * file), image (PNG, JPEG or WebP, checked by content, with a preview), PDF (with an upload
 * progress bar), line, and list (searchable; a dependent list waits for its parent). A file is
 * uploaded when it is chosen; its asset id becomes the field's value.
 */
export function TaskFormFields({ form, api, locked }: TaskFormFieldsProps) {
  const [uploads, setUploads] = useState<Record<string, FieldUpload>>({});
  const transfers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const open = transfers.current;
    const shown = previews.current;
    return () => {
      for (const transfer of open.values()) transfer.abort();
      for (const address of shown) URL.revokeObjectURL(address);
    };
  }, []);

  const patch = (name: string, change: Partial<FieldUpload> | null) =>
    setUploads((current) => {
      if (change === null) {
        const { [name]: _dropped, ...rest } = current;
        return rest;
      }
      return { ...current, [name]: { ...(current[name] as FieldUpload), ...change } };
    });

  const clear = (name: string) => {
    transfers.current.get(name)?.abort();
    transfers.current.delete(name);
    const preview = uploads[name]?.previewSrc;
    if (preview) URL.revokeObjectURL(preview);
    patch(name, null);
    form.setValue(name, '');
  };

  const upload = async (parameter: TaskParameter, rule: UploadRule, file: File) => {
    const { name } = parameter;
    transfers.current.get(name)?.abort();
    const checked = checkUpload(await candidates([file]), rule);
    if (!checked.ok) return;
    const old = uploads[name]?.previewSrc;
    if (old) URL.revokeObjectURL(old);
    const previewSrc = rule.kind === 'image' ? URL.createObjectURL(file) : undefined;
    if (previewSrc) previews.current.add(previewSrc);
    const transfer = new AbortController();
    transfers.current.set(name, transfer);
    setUploads((current) => ({
      ...current,
      [name]: { status: 'uploading', fileName: file.name, size: file.size, progress: 0, previewSrc },
    }));
    form.setValue(name, '');
    try {
      const created = await api.upload({
        file,
        fileName: file.name,
        contentType: checked.contentType,
        signal: transfer.signal,
        onProgress: (progress) => patch(name, { progress }),
      });
      if (transfer.signal.aborted) return;
      patch(name, { status: 'done', progress: 100 });
      form.setValue(name, created.assetId);
    } catch (error) {
      if (transfer.signal.aborted) return;
      patch(name, { status: 'failed', error: uploadMessage(error) });
    } finally {
      if (transfers.current.get(name) === transfer) transfers.current.delete(name);
    }
  };

  const fileInput = (field: TaskFormField, kind: 'text' | 'image' | 'pdf', rule: UploadRule) => {
    const { parameter } = field;
    const chosen = uploads[parameter.name];
    const detail =
      chosen?.status === 'uploading'
        ? `${sizeOf(chosen.size)}, uploading ${chosen.progress} %`
        : chosen?.status === 'done'
          ? `${sizeOf(chosen.size)}, uploaded`
          : chosen
            ? sizeOf(chosen.size)
            : undefined;
    return (
      <Dropzone
        label={kindLabel[kind]}
        accept={rule.accept}
        maxBytes={rule.maxBytes}
        minBytes={rule.minBytes}
        disabled={locked || field.disabled}
        validate={(files) => refusals(files, rule)}
        onFile={(file) => void upload(parameter, rule, file)}
        progress={chosen?.status === 'uploading' ? chosen.progress : undefined}
        error={chosen?.status === 'failed' ? chosen.error : undefined}
        selected={chosen ? { name: chosen.fileName, detail, previewSrc: chosen.previewSrc } : undefined}
        onClear={() => clear(parameter.name)}
      />
    );
  };

  return (
    <div className={styles.fields}>
      {form.fields.map((field) => {
        const { parameter } = field;
        const label = parameterLabel(parameter);
        const placeholder = parameter.ui?.placeholder;
        const type = parameter.ui?.type;
        switch (type) {
          case 'text': {
            const rule = uploadRuleForUi('text') as UploadRule;
            const fromFile = uploads[parameter.name] !== undefined;
            return (
              <fieldset key={parameter.name} className={styles.fieldset}>
                <legend className={styles.legend}>{label}</legend>
                {fromFile ? null : (
                  <Textarea
                    label="Type or paste the text"
                    placeholder={placeholder}
                    minRows={5}
                    value={field.value}
                    required
                    disabled={locked || field.disabled}
                    onChange={(event) => form.setValue(parameter.name, event.target.value)}
                  />
                )}
                {fileInput(field, 'text', rule)}
              </fieldset>
            );
          }
          case 'image':
          case 'pdf':
            return (
              <fieldset key={parameter.name} className={styles.fieldset}>
                <legend className={styles.legend}>{label}</legend>
                {placeholder ? <p className={styles.hint}>{placeholder}</p> : null}
                {fileInput(field, type, uploadRuleForUi(type) as UploadRule)}
              </fieldset>
            );
          case 'line':
            return (
              <TextInput
                key={parameter.name}
                label={label}
                placeholder={placeholder}
                value={field.value}
                maxLength={lineMaxLength}
                required
                disabled={locked || field.disabled}
                onChange={(event) => form.setValue(parameter.name, event.target.value)}
              />
            );
          case 'list': {
            if (parameter.ui?.lookupSource !== undefined && field.options.length === 0) {
              // Issue 28: the options are the user's own collections, and there are none yet.
              return (
                <fieldset key={parameter.name} className={styles.fieldset}>
                  <legend className={styles.legend}>{label}</legend>
                  <p className={styles.hint}>
                    You have no collections yet — add documents in <a href="/knowledge">Well of Knowledge</a>.
                  </p>
                </fieldset>
              );
            }
            const parent = parameter.ui?.dependsOn;
            const waiting = parent !== undefined && field.disabled && !locked;
            return (
              <SearchableSelect
                key={parameter.name}
                label={label}
                options={field.options}
                value={field.value || undefined}
                placeholder={waiting ? `Choose ${parameterLabel({ name: parent }).toLowerCase()} first` : placeholder}
                disabled={locked || field.disabled}
                onChange={(value) => form.setValue(parameter.name, value)}
              />
            );
          }
          case undefined:
            return null;
          default:
            return type satisfies never;
        }
      })}
    </div>
  );
}
