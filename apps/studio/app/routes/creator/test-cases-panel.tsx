import { type ApiClient, ApiError, type components, type TaskParameter } from '@taskwell/api-sdk';
import { Button } from '@taskwell/ui/button';
import { useCallback, useEffect, useState } from 'react';
import * as styles from './editor.css.ts';
import { TestCaseCard, type TestCaseInput } from './test-case-card.tsx';

type TestCaseSuite = components['schemas']['TestCaseSuite'];

/** What the panel asks of the API. */
export type TestCaseClient = Pick<ApiClient, 'getCreatorTestCases' | 'putCreatorTestCases' | 'runCreatorTestCases'>;

/** The cases as the form edits them, from the suite the server keeps. */
function inputsOf(suite: TestCaseSuite): TestCaseInput[] {
  return suite.cases.map(({ caseId, name, parameters, answers, checks }) => ({
    caseId,
    name,
    parameters,
    answers,
    checks,
  }));
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.body?.details ?? []).map((detail) => detail.message).join(' ');
    return details ? `${error.message} ${details}` : error.message;
  }
  return 'Taskwell could not be reached. Please try again.';
}

/**
 * The task's test cases (issue 41): the creator keeps cases (the form's values, answers to the
 * questions a run pauses for, checks on the results), runs them all on the draft or one again,
 * and reads pass or fail per check with the result beside it. A task on sale publishes only a
 * draft every case passed on. Runs under way are read again until they end.
 */
export function TestCasesPanel({
  client,
  creatorTaskId,
  parameters,
  asks,
  steps,
  fee,
  saveDraft,
  pollMs = 1500,
}: {
  client: TestCaseClient;
  creatorTaskId: string;
  parameters: readonly TaskParameter[];
  asks: readonly TaskParameter[];
  steps: readonly { step: string; output: string }[];
  /** Credits one test run costs. */
  fee: number;
  /** Saves the draft on screen: the cases run on the saved draft. */
  saveDraft: () => Promise<void>;
  pollMs?: number;
}) {
  const [suite, setSuite] = useState<TestCaseSuite | null>(null);
  const [cases, setCases] = useState<TestCaseInput[]>([]);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const read = useCallback(
    async (replaceEdits: boolean) => {
      const found = await client.getCreatorTestCases(creatorTaskId);
      setSuite(found);
      if (replaceEdits) setCases(inputsOf(found));
    },
    [client, creatorTaskId],
  );

  useEffect(() => {
    read(true).catch((error: unknown) => setProblem(messageOf(error)));
  }, [read]);

  const running = suite?.report.results.some((result) => result.status === 'running') ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      read(false).catch(() => undefined);
    }, pollMs);
    return () => clearInterval(timer);
  }, [running, read, pollMs]);

  const act = async (what: string, action: () => Promise<TestCaseSuite>, replaceEdits: boolean) => {
    setBusy(what);
    setProblem(null);
    try {
      const next = await action();
      setSuite(next);
      if (replaceEdits) {
        setCases(inputsOf(next));
        setDirty(false);
      }
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(null);
    }
  };

  const save = () => act('save', () => client.putCreatorTestCases(creatorTaskId, { cases }), true);
  const run = (caseIds?: string[]) =>
    act(
      caseIds ? `run-${caseIds[0]}` : 'run',
      async () => {
        await saveDraft();
        if (dirty) await client.putCreatorTestCases(creatorTaskId, { cases });
        return client.runCreatorTestCases(creatorTaskId, caseIds ? { caseIds } : {});
      },
      dirty,
    );

  const report = suite?.report;
  return (
    <section className={styles.section} aria-labelledby="test-cases-title">
      <h2 id="test-cases-title" className={styles.sectionTitle}>
        Test cases
      </h2>
      <p className={styles.hint}>
        {`Each case runs the draft as a test run (${fee} ${fee === 1 ? 'credit' : 'credits'} each) and checks its results. A task on sale in the AI Store publishes a new version only when every case passes on it; buyers read the cases' names and checks, never their inputs.`}
      </p>
      {suite === null && problem === null ? <p className={styles.hint}>Reading the test cases…</p> : null}
      {report && report.total > 0 ? (
        <p role="status">
          {`${report.passed} of ${report.total} test cases pass on this draft${report.version ? ` (version ${report.version})` : ''}.`}
        </p>
      ) : null}
      {suite && cases.length === 0 ? <p className={styles.hint}>No test case yet.</p> : null}
      <ul className={styles.list}>
        {cases.map((value, index) => (
          <TestCaseCard
            // A case not saved yet has no id: its place is its key until it is saved.
            key={value.caseId ?? `new-${index}`}
            index={index}
            value={value}
            result={report?.results.find((result) => result.caseId === value.caseId)}
            parameters={parameters}
            asks={asks}
            steps={steps}
            judgeAvailable={suite?.judgeAvailable ?? false}
            onChange={(next) => {
              setCases((was) => was.map((each, place) => (place === index ? next : each)));
              setDirty(true);
            }}
            onRemove={() => {
              setCases((was) => was.filter((_, place) => place !== index));
              setDirty(true);
            }}
            onRun={value.caseId && !dirty ? () => void run([value.caseId as string]) : undefined}
            running={busy === `run-${value.caseId}`}
          />
        ))}
      </ul>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <p className={styles.itemActions}>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setCases((was) => [
              ...was,
              { name: `Case ${was.length + 1}`, parameters: {}, answers: {}, checks: [{ kind: 'noBias' }] },
            ]);
            setDirty(true);
          }}
        >
          Add a test case
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={busy === 'save'}
          disabled={!dirty}
          onClick={() => void save()}
        >
          Save test cases
        </Button>
        <Button
          type="button"
          size="sm"
          loading={busy === 'run' || running}
          disabled={cases.length === 0}
          onClick={() => void run()}
        >
          Run all
        </Button>
      </p>
    </section>
  );
}
