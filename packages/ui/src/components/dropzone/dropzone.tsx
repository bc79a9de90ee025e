import { formatBytes } from '@taskwell/domain';
import { FileCheck, Upload, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import * as styles from './dropzone.css.ts';

/** The file an input holds, as the zone shows it under itself. */
export interface DropzoneSelection {
  /** The file's name. */
  name: string;
  /** A short fact about it ("12 KB, uploaded"). */
  detail?: string | undefined;
  /** An image preview's address (an object URL of the chosen image). */
  previewSrc?: string | undefined;
}

export interface DropzoneProps {
  /** What to drop ("a text file", "an image"). */
  label: string;
  /** Accepted content types (`text/plain`, `image/png`, ...). */
  accept: readonly string[];
  maxBytes: number;
  minBytes?: number;
  /** Called with the one file that passed the checks. */
  onFile: (file: File) => void;
  /** Called with the messages of spec §5 when files are refused. */
  onReject?: (messages: string[]) => void;
  /** Upload progress from 0 to 100, while uploading. */
  progress?: number | undefined;
  /** An upload error to show (spec §5 'Error uploading file. Please try again.'). */
  error?: string | undefined;
  disabled?: boolean;
  /**
   * Checks the files instead of the built-in check of the declared type (which trusts the file's
   * name): the studio checks the content with the upload rules of `@taskwell/domain`. Resolves
   * with the spec §5 messages, none when the file may be taken.
   */
  validate?: ((files: File[]) => string[] | Promise<string[]>) | undefined;
  /** The file the input holds, shown under the zone with a way to remove it. */
  selected?: DropzoneSelection | undefined;
  /** Removes the selected file; without it no Remove button is shown. */
  onClear?: (() => void) | undefined;
}

/** spec §5: the checks of a drop, in the order of its messages. */
export function checkFiles(
  files: readonly Pick<File, 'type' | 'size'>[],
  { accept, maxBytes, minBytes = 1 }: Pick<DropzoneProps, 'accept' | 'maxBytes' | 'minBytes'>,
): string[] {
  if (files.length > 1) return ['Too many files'];
  const [file] = files;
  if (!file) return [];
  const messages: string[] = [];
  if (!accept.includes(file.type)) {
    messages.push(
      accept.length === 1 ? `File type must be ${accept[0]}` : `File type must be one of ${accept.join(', ')}`,
    );
  }
  if (file.size > maxBytes) messages.push(`File is larger than ${formatBytes(maxBytes)}`);
  if (file.size < minBytes) messages.push(`File is smaller than ${formatBytes(minBytes)}`);
  return messages;
}

/**
 * A single-file drop area that is also a button opening the file picker (keyboard and touch).
 * It checks type, size and count with the messages of spec §5 and shows progress and errors.
 */
export function Dropzone({
  label,
  accept,
  maxBytes,
  minBytes = 1,
  onFile,
  onReject,
  progress,
  error,
  disabled = false,
  validate,
  selected,
  onClear,
}: DropzoneProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  const messagesId = useId();

  const take = async (files: File[]) => {
    const messages = validate ? await validate(files) : checkFiles(files, { accept, maxBytes, minBytes });
    setRejected(messages);
    if (messages.length > 0) {
      onReject?.(messages);
      return;
    }
    if (files[0]) onFile(files[0]);
  };

  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take([...event.dataTransfer.files]);
  };

  const shown = error ? [error, ...rejected] : rejected;
  return (
    <div>
      <button
        type="button"
        className={styles.zone}
        data-dragging={dragging}
        disabled={disabled}
        aria-describedby={shown.length > 0 ? messagesId : undefined}
        onClick={() => picker.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload aria-hidden size={20} />
        <span>{`Drop ${label} here, or choose one`}</span>
        <span className={styles.hint}>{`Up to ${maxBytes} bytes`}</span>
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        accept={accept.join(',')}
        data-testid="dropzone-input"
        onChange={(event) => {
          void take([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {selected ? (
        <div className={styles.selected}>
          {selected.previewSrc ? (
            <img src={selected.previewSrc} alt={`Preview of ${selected.name}`} className={styles.preview} />
          ) : (
            <FileCheck aria-hidden size={18} />
          )}
          <span className={styles.fileName}>
            {selected.name}
            {selected.detail ? <span className={styles.hint}>{` · ${selected.detail}`}</span> : null}
          </span>
          {onClear ? (
            <button
              type="button"
              className={styles.clear}
              onClick={onClear}
              disabled={disabled}
              aria-label={`Remove ${selected.name}`}
            >
              <X aria-hidden size={16} />
            </button>
          ) : null}
        </div>
      ) : null}
      {progress !== undefined ? (
        <progress className={styles.progress} max={100} value={progress} aria-label={`Uploading ${label}`} />
      ) : null}
      {shown.length > 0 ? (
        <div id={messagesId} role="alert">
          <ul className={styles.errors}>
            {shown.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
