import { type ApiClient, ApiError, type components } from '@taskwell/api-sdk';
import { Button } from '@taskwell/ui/button';
import { useState } from 'react';
import * as styles from './editor.css.ts';

type Candidate = components['schemas']['StoreSampleCandidate'];
type TaskSample = components['schemas']['TaskSample'];

/** What the chooser asks of the API. */
export type SampleClient = Pick<ApiClient, 'listStoreSampleCandidates'>;

/** When a test run ran, as the chooser names it (UTC, the same on the server's page and in the browser). */
export function testRunName(createdAt: string): string {
  const at = new Date(createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return `Test run of ${at} UTC`;
}

/** A sample exactly as buyers see it in the Sample modal: the inputs it ran on, then its results. */
export function SamplePreview({ sample }: { sample: TaskSample }) {
  return (
    <div className={styles.field}>
      <p className={styles.label}>What buyers see</p>
      {(sample.inputs ?? []).length > 0 ? (
        <dl aria-label="Inputs buyers see">
          {(sample.inputs ?? []).map((input) => (
            <div key={input.name}>
              <dt className={styles.hint}>{input.label}</dt>
              <dd>{input.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.hint}>No form values are shown.</p>
      )}
      <ul aria-label="Results buyers see" className={styles.list}>
        {sample.results.map((result) => (
          <li key={result.parameter.name}>
            <span className={styles.label}>{result.parameter.name}</span>
            {result.parameter.value.map((item) => (
              <p key={item.data}>{item.text ?? `A ${result.parameter.metadata['Content-Type'] ?? 'file'} result`}</p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Choosing the listing's Sample (issue 41): the creator's completed test runs of the version
 * listed, each shown exactly as buyers will see it (the values of the form's visible fields
 * included) before it is published; the choice is sent with the listing and can be changed later.
 * The runs are read when the creator asks to see them.
 */
export function SampleChooser({
  client,
  creatorTaskId,
  chosen,
  onChoose,
}: {
  client: SampleClient;
  creatorTaskId: string;
  /** The run chosen (the listing's Sample, or the creator's pick not yet saved); null for none yet. */
  chosen: string | null;
  onChoose: (runId: string) => void;
}) {
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');

  async function load() {
    setState('loading');
    try {
      const found = await client.listStoreSampleCandidates(creatorTaskId);
      setCandidates(found.candidates);
      setState('open');
    } catch (error) {
      setCandidates(error instanceof ApiError && error.status === 404 ? [] : null);
      setState(error instanceof ApiError && error.status === 404 ? 'open' : 'failed');
    }
  }

  const shown = candidates?.find((candidate) => candidate.runId === chosen) ?? candidates?.[0];
  return (
    <section aria-label="Sample" className={styles.field}>
      <p className={styles.hint}>
        Buyers open the Sample to see what your task makes: one of your test runs of this version, with the values it
        ran on.
      </p>
      {state === 'closed' || state === 'loading' ? (
        <p>
          <Button type="button" size="sm" variant="outline" loading={state === 'loading'} onClick={() => void load()}>
            See and choose the Sample
          </Button>
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className={styles.problem}>
          Your test runs could not be read.{' '}
          <Button type="button" size="sm" variant="outline" onClick={() => void load()}>
            Try again
          </Button>
        </p>
      ) : null}
      {state === 'open' && candidates?.length === 0 ? (
        <p className={styles.hint}>No completed test run of your latest published version yet: test-run it first.</p>
      ) : null}
      {state === 'open' && candidates && candidates.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Sample</legend>
          {candidates.map((candidate) => (
            <label key={candidate.runId} className={styles.choice}>
              <input
                type="radio"
                name="sample-run"
                value={candidate.runId}
                checked={candidate.runId === shown?.runId}
                onChange={() => onChoose(candidate.runId)}
              />
              {testRunName(candidate.createdAt)}
              {candidate.chosen ? ' (the Sample now)' : ''}
            </label>
          ))}
        </fieldset>
      ) : null}
      {state === 'open' && shown ? <SamplePreview sample={shown.sample} /> : null}
    </section>
  );
}
