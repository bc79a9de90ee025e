import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import * as styles from './dropzone.css.ts';

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
  if (file.size > maxBytes) messages.push(`File is larger than ${maxBytes} bytes`);
  if (file.size < minBytes) messages.push(`File is smaller than ${minBytes} bytes`);
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
}: DropzoneProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  const messagesId = useId();

  const take = (files: File[]) => {
    const messages = checkFiles(files, { accept, maxBytes, minBytes });
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
    if (!disabled) take([...event.dataTransfer.files]);
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
          take([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
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
