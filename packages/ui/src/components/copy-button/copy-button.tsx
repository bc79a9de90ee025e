import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/button.tsx';

/** spec §9: copy and download feedback lasts 2000 ms. */
export const feedbackMs = 2000;

function useFlag(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [
    on,
    () => {
      setOn(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOn(false), feedbackMs);
    },
  ];
}

export interface CopyButtonProps {
  /** The text to copy, or a function that gives it when pressed. */
  text?: string | (() => string | Promise<string>);
  /** Copies a file (an image) instead of text: a function that gives its bytes when pressed. */
  blob?: (() => Promise<Blob>) | undefined;
  label?: string;
  /** Called when the clipboard refused (no permission, no support). */
  onError?: (error: unknown) => void;
}

/** Copies a result; shows 'Copied' for 2 s (spec §2). A failure is reported, not swallowed. */
export function CopyButton({ text = '', blob, label = 'Copy', onError }: CopyButtonProps) {
  const [copied, flag] = useFlag();
  const [failed, setFailed] = useState(false);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available here.');
      if (blob) {
        const bytes = await blob();
        await navigator.clipboard.write([new ClipboardItem({ [bytes.type]: bytes })]);
        setFailed(false);
        flag();
        return;
      }
      await navigator.clipboard.writeText(typeof text === 'string' ? text : await text());
      setFailed(false);
      flag();
    } catch (error) {
      setFailed(true);
      onError?.(error);
    }
  };
  return (
    <Button variant="subtle" size="sm" onClick={copy} aria-live="polite">
      {copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
      {copied ? 'Copied' : failed ? 'Copy failed' : label}
    </Button>
  );
}

export interface DownloadButtonProps {
  /** Starts the download; the check icon shows for 2 s once it resolves. */
  onDownload: () => Promise<void> | void;
  label?: string;
  onError?: (error: unknown) => void;
}

/** Downloads a result; a check icon shows for 2 s after (spec §2); a failure resets the button. */
export function DownloadButton({ onDownload, label = 'Download', onError }: DownloadButtonProps) {
  const [done, flag] = useFlag();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await onDownload();
      flag();
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="subtle" size="sm" onClick={download} loading={busy} aria-label={done ? `${label}: done` : label}>
      {done ? <Check aria-hidden size={16} /> : <Download aria-hidden size={16} />}
      {label}
    </Button>
  );
}
