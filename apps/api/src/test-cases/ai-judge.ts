import type { Service } from '../services/service.ts';
import type { Judge } from './test-checks.ts';

// A judged check (issue 41, decision 136): the server's AI service (`ai.chat`, configured by
// AI_*) reads the result with the creator's rubric and answers PASS or FAIL with one sentence.
// A server without an AI service has no judge, and refuses judged checks when they are kept.

const judgeTimeoutMs = 60_000;

/** The judge of the server's AI service; undefined when it has none. */
export function aiJudge(services: ReadonlyMap<string, Service>): Judge | undefined {
  const chat = services.get('ai.chat');
  if (!chat) return undefined;
  return async ({ rubric, text }) => {
    const prompt = [
      'You check the result of an automated task against a rubric.',
      `Rubric: ${rubric}`,
      'Result:',
      '{{result}}',
      'Answer with PASS or FAIL on the first line, then one sentence saying why.',
    ].join('\n');
    const output = await chat.run(
      { result: { contentType: 'text/plain', bytes: Buffer.from(text, 'utf8') } },
      { signal: AbortSignal.timeout(judgeTimeoutMs), options: { prompt } },
    );
    const answer = output.bytes.toString('utf8').trim();
    const [verdict = '', ...reason] = answer.split('\n');
    const passed = /^\W*pass\b/i.test(verdict);
    const why = reason.join(' ').trim() || verdict.replace(/^\W*(pass|fail)\W*/i, '').trim();
    return {
      passed,
      reason: why ? `Judged: ${why}` : passed ? 'Judged: passes the rubric.' : 'Judged: fails the rubric.',
    };
  };
}
