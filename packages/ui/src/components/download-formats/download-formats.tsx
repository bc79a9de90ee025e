import { Download, Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import * as styles from './download-formats.css.ts';

/** One format a result can be downloaded in. */
export interface DownloadFormat {
  /** Its key (`docx`). */
  id: string;
  /** Its name on the button ("Word (DOCX)"). */
  label: string;
  /** Whether the viewer's plan has it. */
  available: boolean;
  /** For a format the plan lacks: the plan that has it, named beside it. */
  plan?: string | undefined;
}

/** Props of {@link DownloadFormats}. */
export interface DownloadFormatsProps {
  /** The formats, in order; those the plan lacks are shown with the plan that has them. */
  formats: readonly DownloadFormat[];
  /** Downloads the result in a format; a rejection is shown beside the buttons. */
  onDownload: (id: string) => Promise<void>;
  /** Where a locked format's plan is bought (the pricing page). */
  upgradeHref: string;
  /** What is downloaded, for the buttons' names ("Summary"). */
  subject?: string | undefined;
}

/**
 * A result's "Download as" buttons (issue 40, output formats): one per format the plan has, each
 * saying while its document is made; the formats it lacks named with the plan that has them, as a
 * link to where that plan is bought.
 */
export function DownloadFormats({ formats, onDownload, upgradeHref, subject }: DownloadFormatsProps) {
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const download = async (format: DownloadFormat) => {
    setBusy(format.id);
    setFailed(undefined);
    try {
      await onDownload(format.id);
    } catch (error) {
      setFailed(error instanceof Error && error.message ? error.message : `The ${format.label} could not be made.`);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>Download as</legend>
      {formats.map((format) =>
        format.available ? (
          <Button
            key={format.id}
            size="sm"
            variant="outline"
            disabled={busy !== undefined}
            aria-label={`Download ${subject ?? 'the result'} as ${format.label}`}
            onClick={() => void download(format)}
          >
            <Download aria-hidden size={14} />
            {busy === format.id ? 'Preparing…' : format.label}
          </Button>
        ) : (
          <span key={format.id} className={styles.locked}>
            <Lock aria-hidden size={14} />
            {format.label}: <a href={upgradeHref}>{`${format.plan ?? 'a higher'} plan`}</a>
          </span>
        ),
      )}
      {failed ? (
        <p role="alert" className={styles.problem}>
          {failed}
        </p>
      ) : null}
    </fieldset>
  );
}
