import type { ApiClient, components } from '@taskwell/api-sdk';
import { EarningsTable } from '@taskwell/ui/earnings-table';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect, useState } from 'react';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import * as styles from '../creator/editor.css.ts';
import * as own from './earnings.css.ts';
import { type PayoutsClient, PayoutsPanel } from './payouts-panel.tsx';

type Earnings = components['schemas']['CreatorEarnings'];
type Feedback = components['schemas']['StoreListingFeedback'];

/** What the page asks of the API. */
export type EarningsClient = Pick<ApiClient, 'getCreatorEarnings' | 'listCreatorTasks' | 'getStoreListing' | 'raw'> &
  PayoutsClient;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The last 30 days up to today (UTC). */
export function lastThirtyDays(now: Date): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - 29 * 86_400_000)), to: isoDay(now) };
}

/** The CSV download's address (through the studio's API proxy) and its file name. */
export function csvLink(range: { from: string; to: string }) {
  const query = new URLSearchParams({ from: range.from, to: range.to, format: 'csv' });
  return { href: `/api/creator/earnings?${query}`, fileName: `taskwell-earnings-${range.from}-to-${range.to}.csv` };
}

function FeedbackList({ client, creatorTaskId }: { client: EarningsClient; creatorTaskId: string }) {
  const [feedback, setFeedback] = useState<Feedback | null | 'failed'>(null);
  const dates = useReaderDates();
  useEffect(() => {
    let live = true;
    client.raw.GET('/api/creator/tasks/{creatorTaskId}/listing/feedback', { params: { path: { creatorTaskId } } }).then(
      ({ data }) => live && setFeedback(data ?? 'failed'),
      () => live && setFeedback('failed'),
    );
    return () => {
      live = false;
    };
  }, [client, creatorTaskId]);
  if (feedback === null) return <p className={styles.hint}>Reading the buyers' feedback…</p>;
  if (feedback === 'failed') return <p className={styles.problem}>The buyers' feedback could not be read.</p>;
  const comments = [...feedback.comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div>
      <p>{`Thumbs up: ${feedback.ratingUp} · Thumbs down: ${feedback.ratingDown}`}</p>
      {comments.length === 0 ? (
        <p className={styles.hint}>No comments yet.</p>
      ) : (
        <ul aria-label="Buyers' comments">
          {comments.map((comment) => (
            <li key={`${comment.createdAt}-${comment.comment}`}>
              {comment.rating === 'up' ? '👍 ' : comment.rating === 'down' ? '👎 ' : ''}
              {comment.comment}
              <span className={styles.hint}>{` · ${dates.date(comment.createdAt)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Each listed task's buyers' feedback (never who the buyers are). */
function ListedFeedback({ client }: { client: EarningsClient }) {
  const [listed, setListed] = useState<{ creatorTaskId: string; name: string }[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const { tasks } = await client.listCreatorTasks();
      // Unmounted meanwhile: the listings are no longer wanted.
      if (!live) return [];
      const found = await Promise.all(
        tasks
          // A task never listed has no listing to read.
          .filter((task) => task.listing !== null)
          .map((task) =>
            client.getStoreListing(task.creatorTaskId).then(
              (listing) => ({ creatorTaskId: task.creatorTaskId, name: listing.card.name }),
              () => null,
            ),
          ),
      );
      return found.filter((item) => item !== null);
    })().then(
      (found) => live && setListed(found),
      () => live && setListed('failed'),
    );
    return () => {
      live = false;
    };
  }, [client]);
  return (
    <section aria-labelledby="feedback-title">
      <h2 id="feedback-title">Buyers' feedback</h2>
      {listed === null ? <p className={styles.hint}>Reading your listed tasks…</p> : null}
      {listed === 'failed' ? <p className={styles.problem}>Your listed tasks could not be read.</p> : null}
      {Array.isArray(listed) && listed.length === 0 ? (
        <p className={styles.hint}>None of your tasks is in the AI Store yet.</p>
      ) : null}
      {Array.isArray(listed)
        ? listed.map((task) => (
            <article key={task.creatorTaskId} aria-label={`Feedback on ${task.name}`}>
              <h3>{task.name}</h3>
              <FeedbackList client={client} creatorTaskId={task.creatorTaskId} />
            </article>
          ))
        : null}
    </section>
  );
}

/** Earnings per task and day over a date range, with CSV download and each task's buyers' feedback. */
export function EarningsPage({
  client,
  now = new Date(),
  payoutsBack = false,
}: {
  client: EarningsClient;
  now?: Date;
  /** Back from Stripe's payout account form (`?payouts=return`). */
  payoutsBack?: boolean;
}) {
  const [range, setRange] = useState(() => lastThirtyDays(now));
  const [earnings, setEarnings] = useState<Earnings | null | 'failed'>(null);

  useEffect(() => {
    let live = true;
    setEarnings(null);
    client.getCreatorEarnings(range).then(
      (found) => live && setEarnings(found),
      () => live && setEarnings('failed'),
    );
    return () => {
      live = false;
    };
  }, [client, range]);

  const download = csvLink(range);
  return (
    // A region inside the shell's one main landmark (a second main would nest landmarks).
    <section className={`${styles.section} ${own.page}`} aria-labelledby="earnings-title">
      <h1 id="earnings-title">Earnings</h1>
      <p>
        <a href="/creator">Back to Creator Studio</a>
      </p>
      <form className={own.range} aria-label="Date range" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label="From"
          type="date"
          value={range.from}
          max={range.to}
          onChange={(event) => event.target.value && setRange((was) => ({ ...was, from: event.target.value }))}
        />
        <TextInput
          label="To"
          type="date"
          value={range.to}
          min={range.from}
          onChange={(event) => event.target.value && setRange((was) => ({ ...was, to: event.target.value }))}
        />
        <a href={download.href} download={download.fileName}>
          Download CSV
        </a>
      </form>
      <EarningsTable
        days={earnings && earnings !== 'failed' ? earnings.days : []}
        loading={earnings === null}
        error={earnings === 'failed' ? 'Please try again.' : undefined}
      />
      <PayoutsPanel client={client} now={now} back={payoutsBack} />
      <ListedFeedback client={client} />
    </section>
  );
}
