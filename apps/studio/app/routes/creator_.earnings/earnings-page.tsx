import type { ApiClient, components } from '@taskwell/api-sdk';
import { TextInput } from '@taskwell/ui/text-input';
import { useEffect, useState } from 'react';
import { useReaderDates } from '../../dates/use-reader-dates.ts';
import * as styles from '../creator/editor.css.ts';
import * as own from './earnings.css.ts';
import { type PayoutsClient, PayoutsPanel } from './payouts-panel.tsx';

type Earnings = components['schemas']['CreatorEarnings'];
type Day = components['schemas']['CreatorEarningsDay'];
type Feedback = components['schemas']['StoreListingFeedback'];

/** What the page asks of the API. */
export type EarningsClient = Pick<ApiClient, 'getCreatorEarnings' | 'listCreatorTasks' | 'getStoreListing' | 'raw'> &
  PayoutsClient;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The last 30 days up to today (UTC). */
export function lastThirtyDays(now: Date): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - 29 * 86_400_000)), to: isoDay(now) };
}

/** The days of each listed task, with its totals. */
export function byTask(days: Day[]) {
  const tasks = new Map<
    string,
    { listingId: string; name: string; days: Day[]; total: Omit<Day, 'day' | 'listingId' | 'name'> }
  >();
  for (const day of days) {
    const task = tasks.get(day.listingId) ?? {
      listingId: day.listingId,
      name: day.name,
      days: [],
      total: { runs: 0, completed: 0, refunded: 0, creditsEarned: 0, promptTokens: 0, completionTokens: 0 },
    };
    task.days.push(day);
    task.total.runs += day.runs;
    task.total.completed += day.completed;
    task.total.refunded += day.refunded;
    task.total.creditsEarned += day.creditsEarned;
    // Issue 40: the tokens its runs' AI steps used.
    task.total.promptTokens = (task.total.promptTokens ?? 0) + (day.promptTokens ?? 0);
    task.total.completionTokens = (task.total.completionTokens ?? 0) + (day.completionTokens ?? 0);
    tasks.set(day.listingId, task);
  }
  return [...tasks.values()];
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
  const dates = useReaderDates();

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
      {earnings === null ? <p className={styles.hint}>Reading your earnings…</p> : null}
      {earnings === 'failed' ? (
        <p role="alert" className={styles.problem}>
          Your earnings could not be read. Please try again.
        </p>
      ) : null}
      {earnings && earnings !== 'failed' && earnings.days.length === 0 ? <p>No sales yet</p> : null}
      {earnings && earnings !== 'failed'
        ? byTask(earnings.days).map((task) => {
            return (
              <section key={task.listingId} aria-label={task.name}>
                <h2>{task.name}</h2>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways on a phone is reached by the keyboard to scroll it */}
                <section className={own.tableWrap} aria-label={`${task.name} by day`} tabIndex={0}>
                  <table className={own.table}>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col">Runs</th>
                        <th scope="col">Completed</th>
                        <th scope="col">Refunded</th>
                        <th scope="col">Credits earned</th>
                        <th scope="col">Tokens sent</th>
                        <th scope="col">Tokens written</th>
                      </tr>
                    </thead>
                    <tbody>
                      {task.days.map((day) => (
                        <tr key={day.day}>
                          <th scope="row">{dates.date(day.day)}</th>
                          <td>{day.runs}</td>
                          <td>{day.completed}</td>
                          <td>{day.refunded}</td>
                          <td>{day.creditsEarned}</td>
                          <td>{day.promptTokens ?? 0}</td>
                          <td>{day.completionTokens ?? 0}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr aria-label="Total">
                        <th scope="row">Total</th>
                        <td>{task.total.runs}</td>
                        <td>{task.total.completed}</td>
                        <td>{task.total.refunded}</td>
                        <td>{task.total.creditsEarned}</td>
                        <td>{task.total.promptTokens ?? 0}</td>
                        <td>{task.total.completionTokens ?? 0}</td>
                      </tr>
                    </tfoot>
                  </table>
                </section>
              </section>
            );
          })
        : null}
      <PayoutsPanel client={client} now={now} back={payoutsBack} />
      <ListedFeedback client={client} />
    </section>
  );
}
