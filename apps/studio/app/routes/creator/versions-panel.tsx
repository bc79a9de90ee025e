import type { CreatorTaskVersion } from '@taskwell/api-sdk';
import { Button } from '@taskwell/ui/button';
import { type ReactNode, useEffect, useState } from 'react';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import { refusalOf } from './creator-backend.ts';
import * as styles from './editor.css.ts';

/** Props of {@link VersionsPanel}. */
export interface VersionsPanelProps {
  /** Reads the published versions, newest first. */
  listVersions: () => Promise<CreatorTaskVersion[]>;
  /** Changes after a publish, to read the list again. */
  refreshKey: number;
  /** Makes a version the draft again. */
  onRestore: (version: CreatorTaskVersion) => void;
  /** While a restore is on its way. */
  restoring: number | null;
  /** Shown once a version is published (Sell in the AI Store). */
  sell?: ReactNode;
}

/** The published versions, newest first, each with Restore (it becomes the draft; undo takes it back). */
export function VersionsPanel({ listVersions, refreshKey, onRestore, restoring, sell }: VersionsPanelProps) {
  const [versions, setVersions] = useState<CreatorTaskVersion[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const dates = useReaderDates();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a publish (refreshKey) adds a version
  useEffect(() => {
    let live = true;
    listVersions().then(
      (found) => {
        if (!live) return;
        setVersions(found);
        setFailed(null);
      },
      (error: unknown) => live && setFailed(refusalOf(error)),
    );
    return () => {
      live = false;
    };
  }, [listVersions, refreshKey]);

  return (
    <section className={styles.section} aria-labelledby="versions-title">
      <h2 id="versions-title" className={styles.sectionTitle}>
        Versions
      </h2>
      {failed ? <p className={styles.problem}>{failed}</p> : null}
      {versions === null && !failed ? <p className={styles.hint}>Reading the versions…</p> : null}
      {versions?.length === 0 ? (
        <p className={styles.hint}>Not published yet. Publishing makes version 1, which runs from My Tasks.</p>
      ) : null}
      {versions && versions.length > 0 && sell ? <p className={styles.itemActions}>{sell}</p> : null}
      {versions && versions.length > 0 ? (
        <ol className={styles.list} aria-label="Published versions">
          {versions.map((version) => (
            <li key={version.version} className={styles.item} aria-label={`Version ${version.version}`}>
              <div className={styles.itemHead}>
                <span className={styles.itemTitle}>{`Version ${version.version}`}</span>
                <span
                  className={styles.hint}
                >{`${version.name} · published ${dates.dateTime(version.publishedAt)}`}</span>
                <span className={styles.itemActions}>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={restoring === version.version}
                    aria-label={`Restore version ${version.version} as the draft`}
                    onClick={() => onRestore(version)}
                  >
                    Restore
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
