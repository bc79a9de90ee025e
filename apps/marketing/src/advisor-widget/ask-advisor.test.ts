import { describe, expect, it } from 'vitest';
import { AdvisorError, askAdvisor } from './ask-advisor.ts';

const options = {
  apiUrl: 'http://api.test/',
  publicKey: 'tw_pk_site_key_for_tests',
  taskId: 'site-advisor',
  pollMs: 1,
};
const completed = {
  status: 'COMPLETED',
  requestId: 'run-1',
  step: 1,
  max: 1,
  results: [
    {
      parameter: {
        name: 'Answer',
        metadata: { 'Content-Type': 'text/markdown', created: '2026-11-24T00:00:00Z' },
        value: [{ source: 'Digital Advisor', data: 'asset-1' }],
      },
    },
  ],
};
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
const accepted = () => json({ body: JSON.stringify({ status: 'IN_PROGRESS', requestId: 'run-1' }) });
const stream = (...statuses: object[]) =>
  new Response(
    statuses.map((status, index) => `event: status\nid: ${index + 1}\ndata: ${JSON.stringify(status)}\n\n`).join(''),
    {
      headers: { 'content-type': 'text/event-stream' },
    },
  );

/** A fake API: each path answers from the table; every request is recorded. */
function api(routes: Record<string, (request: Request) => Response>) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    const path = new URL(request.url).pathname;
    const route = Object.entries(routes).find(([prefix]) => path.startsWith(prefix));
    return route ? route[1](request) : new Response(null, { status: 404 });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

describe('askAdvisor', () => {
  it('should start the task with the public key, follow its events and read the answer text', async () => {
    const { fetch, seen } = api({
      '/api/execute/task': accepted,
      '/api/request/events/run-1': () => stream({ ...completed, status: 'IN_PROGRESS', results: [] }, completed),
      '/api/asset/text/asset-1': () => new Response('**Credits** pay for runs.'),
    });
    await expect(askAdvisor({ ...options, fetch }, 'How do credits work?')).resolves.toBe('**Credits** pay for runs.');
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/execute/task',
      'GET /api/request/events/run-1',
      'GET /api/asset/text/asset-1',
    ]);
    expect(seen.every((request) => request.headers.get('public-key') === options.publicKey)).toBe(true);
    // One visitor token for the question's calls: the API shows its run to that visitor only.
    const visitors = new Set(seen.map((request) => request.headers.get('visitor-token')));
    expect(visitors.size).toBe(1);
    expect([...visitors][0]).toMatch(/^[A-Za-z0-9_-]{22,128}$/);
    expect(await seen[0]?.json()).toEqual({
      taskId: 'site-advisor',
      parameters: { question: { metadata: { 'Content-Type': 'text/plain' }, value: 'How do credits work?' } },
      character: { name: 'EMPTY', content: '' },
    });
  });

  it('given the event stream is refused, should poll the results instead', async () => {
    let polls = 0;
    const { fetch } = api({
      '/api/execute/task': accepted,
      '/api/request/events/run-1': () =>
        json({ status: 429, code: 'too_many_requests', message: 'x' }, { status: 429 }),
      '/api/request/results/run-1': () => {
        polls += 1;
        return json({ body: JSON.stringify(polls < 3 ? { ...completed, status: 'IN_PROGRESS' } : completed) });
      },
      '/api/asset/text/asset-1': () => new Response('An answer.'),
    });
    await expect(askAdvisor({ ...options, fetch }, 'Refunds?')).resolves.toBe('An answer.');
    expect(polls).toBe(3);
  });

  it.each([
    { name: 'a refused key', status: 401, headers: {}, want: 'The Digital Advisor is not available on this site.' },
    { name: 'another origin', status: 403, headers: {}, want: 'The Digital Advisor is not available on this site.' },
    {
      name: 'an empty balance',
      status: 402,
      headers: {},
      want: 'The Digital Advisor cannot answer right now. Please try again later.',
    },
    {
      name: 'a rate limit',
      status: 429,
      headers: { 'retry-after': '30' },
      want: 'Too many questions for now. Please try again in 30 seconds.',
    },
    {
      name: 'a long rate limit',
      status: 429,
      headers: { 'retry-after': '540' },
      want: 'Too many questions for now. Please try again in 9 minutes.',
    },
    {
      name: "the site's daily spending cap",
      status: 429,
      headers: { 'retry-after': '30000' },
      code: 'daily_cap_reached',
      want: 'The Digital Advisor has answered all it can for today on this site. Please try again tomorrow.',
    },
    {
      name: 'a server failure',
      status: 500,
      headers: {},
      want: 'The Digital Advisor could not be reached. Please try again.',
    },
  ] as { name: string; status: number; headers: Record<string, string>; code?: string; want: string }[])(
    'given $name at the start, should say so',
    async ({ status, headers, code, want }) => {
      const { fetch } = api({
        '/api/execute/task': () => json({ status, code: code ?? 'x', message: 'raw' }, { status, headers }),
      });
      const failure = askAdvisor({ ...options, fetch }, 'Hello?');
      await expect(failure).rejects.toBeInstanceOf(AdvisorError);
      await expect(failure).rejects.toThrow(want);
    },
  );

  it('given a run that ends in ERROR, should show its message', async () => {
    const { fetch } = api({
      '/api/execute/task': accepted,
      '/api/request/events/run-1': () =>
        stream({ ...completed, status: 'ERROR', results: [], message: 'Keep the question under 500 characters.' }),
    });
    await expect(askAdvisor({ ...options, fetch }, 'x')).rejects.toThrow('Keep the question under 500 characters.');
  });

  it('given no connection, should say the advisor could not be reached', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(askAdvisor({ ...options, fetch }, 'x')).rejects.toThrow('could not be reached');
  });
});
