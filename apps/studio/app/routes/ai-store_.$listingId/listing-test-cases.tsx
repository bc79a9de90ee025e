import type { ApiClient, components } from '@taskwell/api-sdk';
import { Button } from '@taskwell/ui/button';
import { useState } from 'react';
import * as styles from '../ai-store/store.css.ts';

type Summary = components['schemas']['StoreTestCasesSummary'];
type Cases = components['schemas']['StoreTestCases'];
type TestCheck = components['schemas']['TestCheck'];

/** "5 test cases pass (27 Nov 2026)": how many of the creator's test cases the version sold passes. */
export function testCasesText(summary: Summary): string {
  const day = summary.at
    ? new Date(summary.at).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
    : undefined;
  const cases = `${summary.total} test ${summary.total === 1 ? 'case' : 'cases'}`;
  const verdict =
    summary.passed === summary.total
      ? `${cases} ${summary.total === 1 ? 'passes' : 'pass'}`
      : `${summary.passed} of ${cases} ${summary.passed === 1 ? 'passes' : 'pass'}`;
  return day ? `${verdict} (last run ${day})` : verdict;
}

/** A check as a buyer reads it. */
export function checkText(check: TestCheck): string {
  const on = check.step ? ' (one step)' : '';
  const range = `${check.min ?? 'any'} to ${check.max ?? 'any'}`;
  switch (check.kind) {
    case 'contains':
      return `Contains “${check.text ?? ''}”${on}`;
    case 'notContains':
      return `Does not contain “${check.text ?? ''}”${on}`;
    case 'matches':
      return `Matches the pattern ${check.pattern ?? ''}${on}`;
    case 'json':
      return `Is JSON of a set shape${on}`;
    case 'length':
      return `Is ${range} characters long${on}`;
    case 'number':
      return `Gives a number from ${range}${on}`;
    case 'noBias':
      return `Has no inclusive-language finding${on}`;
    case 'judged':
      return `Judged by AI: ${check.rubric ?? ''}${on}`;
    default:
      return check.kind;
  }
}

/**
 * A listing's test cases (issue 41): how many pass on the version sold, and on request their
 * names and checks (never their inputs, read from `getStoreListingTestCases`).
 */
export function ListingTestCases({
  client,
  listingId,
  summary,
}: {
  client: Pick<ApiClient, 'getStoreListingTestCases'>;
  listingId: string;
  summary: Summary;
}) {
  const [cases, setCases] = useState<Cases | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'failed'>('closed');
  const open = async () => {
    setState('loading');
    try {
      setCases(await client.getStoreListingTestCases(listingId));
      setState('closed');
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-label="Test cases">
      <p>{testCasesText(summary)}</p>
      {cases ? (
        <ul aria-label="The creator's test cases">
          {cases.cases.map((each, index) => (
            // Names may repeat: a case is its place in the list.
            <li key={index}>
              <strong>{each.name}</strong> {each.passed ? '· passes' : '· does not pass'}
              <ul>
                {each.checks.map((check, at) => (
                  <li key={at} className={styles.muted}>
                    {checkText(check)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <Button size="sm" variant="outline" loading={state === 'loading'} onClick={() => void open()}>
          See the test cases
        </Button>
      )}
      {state === 'failed' ? <p role="alert">The test cases could not be read. Please try again.</p> : null}
    </section>
  );
}
