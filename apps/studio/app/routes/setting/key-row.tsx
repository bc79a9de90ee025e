import { Form } from '@remix-run/react';
import type { ApiKeySummary } from '@taskwell/api-sdk';
import { Badge } from '@taskwell/ui/badge';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import * as styles from './setting.css.ts';

/** A key row's props. */
export interface KeyRowProps {
  /** The key as the API lists it. */
  apiKey: ApiKeySummary;
  /** Whether a change of keys is under way. */
  busy: boolean;
  /** Why the last change of this key's daily cap was refused. */
  capError: string | undefined;
}

const credits = (count: number) => `${count} ${count === 1 ? 'credit' : 'credits'}`;

/**
 * One key: its name, kind, what it starts with, when it was made and last used; a public key also
 * its task, sites, what it spent today against its daily cap (which its owner changes here) and in
 * all (issue 29); and Revoke.
 */
export function KeyRow({ apiKey, busy, capError }: KeyRowProps) {
  const isPublic = apiKey.kind === 'public';
  const dates = useReaderDates();
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : 'Never');
  return (
    <li className={styles.key}>
      <div className={styles.keyFacts}>
        <strong>
          {apiKey.name} <Badge tone={isPublic ? 'neutral' : 'accent'}>{isPublic ? 'Public' : 'Secret'}</Badge>
        </strong>
        <code>{isPublic ? apiKey.key : `${apiKey.prefix}…`}</code>
        {isPublic ? (
          <>
            <span className={styles.muted}>
              Runs {apiKey.taskId} from {apiKey.origins?.join(', ')}
            </span>
            <span>
              Spent today {credits(apiKey.spentToday ?? 0)} of {credits(apiKey.dailyCreditCap ?? 0)} ·{' '}
              {credits(apiKey.spentTotal ?? 0)} in all
            </span>
          </>
        ) : null}
        <span className={styles.muted}>
          Created {when(apiKey.createdAt)} · Last used {when(apiKey.lastUsedAt)}
        </span>
      </div>
      <div className={styles.keyActions}>
        {isPublic ? (
          <Form method="post" className={styles.capForm} noValidate>
            <input type="hidden" name="intent" value="set-cap" />
            <input type="hidden" name="keyId" value={apiKey.id} />
            <TextInput
              label={`Daily cap of ${apiKey.name} (credits)`}
              name="dailyCreditCap"
              type="number"
              inputMode="numeric"
              min={1}
              max={100_000}
              required
              defaultValue={apiKey.dailyCreditCap}
              error={capError}
            />
            <Button type="submit" variant="outline" disabled={busy}>
              Save cap
            </Button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="keyId" value={apiKey.id} />
          <input type="hidden" name="name" value={apiKey.name} />
          <Button type="submit" variant="subtle" disabled={busy} aria-label={`Revoke ${apiKey.name}`}>
            Revoke
          </Button>
        </Form>
      </div>
    </li>
  );
}
