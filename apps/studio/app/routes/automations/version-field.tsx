import type { CreatorTaskVersion } from '@taskwell/api-sdk';
import { formatDate } from '@taskwell/domain';
import { Select } from '@taskwell/ui/select';
import { useEffect, useState } from 'react';
import type { BrowserApi } from '../../task-run/browser-api.ts';

/** The choice of the latest published version (Radix keeps "" for nothing chosen). */
const latest = 'latest';

type Versions = { state: 'loading' } | { state: 'ready'; versions: CreatorTaskVersion[] } | { state: 'failed' };

/** Props of {@link VersionField}. */
export interface VersionFieldProps {
  /** The user's own task (its id is its creator task's). */
  taskId: string;
  /** The pinned version as digits; '' for the latest published. */
  value: string;
  onChange: (value: string) => void;
  api: Pick<BrowserApi, 'client'>;
  locked: boolean;
}

/**
 * Which published version of the user's own task the runs use (issue 46, decision 171): the
 * latest published by default, or one pinned, which stays when a newer one is published.
 */
export function VersionField({ taskId, value, onChange, api, locked }: VersionFieldProps) {
  const [read, setRead] = useState<Versions>({ state: 'loading' });
  useEffect(() => {
    const stop = new AbortController();
    setRead({ state: 'loading' });
    api.client.listCreatorTaskVersions(taskId, { signal: stop.signal }).then(
      (reply) => setRead({ state: 'ready', versions: reply.versions }),
      () => {
        if (!stop.signal.aborted) setRead({ state: 'failed' });
      },
    );
    return () => stop.abort();
  }, [api, taskId]);

  const versions = read.state === 'ready' ? read.versions : [];
  const newest = versions[0];
  // A pinned version the list does not hold (yet) is still shown as the choice made.
  const pinnedUnlisted = value !== '' && !versions.some((version) => String(version.version) === value);
  const options = [
    { value: latest, label: newest ? `Latest published (now version ${newest.version})` : 'Latest published' },
    ...versions.map((version) => ({
      value: String(version.version),
      label: `Version ${version.version} · ${formatDate(version.publishedAt)}`,
    })),
    ...(pinnedUnlisted ? [{ value, label: `Version ${value}` }] : []),
  ];
  return (
    <Select
      label="Version"
      options={options}
      value={value === '' ? latest : value}
      onValueChange={(chosen) => onChange(chosen === latest ? '' : chosen)}
      disabled={locked}
      description={
        read.state === 'loading'
          ? 'Reading the published versions…'
          : read.state === 'failed'
            ? 'The versions could not be read; the runs use the latest published version unless you pin one.'
            : value === ''
              ? 'Each run uses the latest version you published.'
              : `Runs stay on version ${value}, even after you publish a newer one.`
      }
    />
  );
}
