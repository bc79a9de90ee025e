import { Textarea } from '@taskwell/ui/text-input';
import { useEffect, useState } from 'react';

/** Props of {@link LinesInput}. */
export interface LinesInputProps {
  /** The label. */
  label: string;
  /** The lines, without empty ones. */
  lines: readonly string[];
  /** Called with the lines typed, empty ones left out. */
  onChange: (lines: string[]) => void;
  /** A problem to show under it. */
  error?: string | undefined;
  /** What the problems of this control are keyed by. */
  pointer: string;
}

const cleaned = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A textarea of one entry per line. It keeps the text as typed (an Enter makes an empty line that
 * is not an option yet) and takes the lines again when they change elsewhere (undo, an import).
 */
export function LinesInput({ label, lines, onChange, error, pointer }: LinesInputProps) {
  const [text, setText] = useState(lines.join('\n'));
  const joined = lines.join('\n');
  useEffect(() => {
    setText((current) => (cleaned(current).join('\n') === joined ? current : joined));
  }, [joined]);
  return (
    <Textarea
      label={label}
      description="One option per line."
      minRows={3}
      value={text}
      error={error}
      data-pointer={pointer}
      onChange={(event) => {
        setText(event.target.value);
        onChange(cleaned(event.target.value));
      }}
    />
  );
}
