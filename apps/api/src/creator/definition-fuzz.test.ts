import { getContractValidator } from '@taskwell/openapi';
import { pointerOf } from '@taskwell/task-engine';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { createServiceRegistry } from '../services/index.ts';
import { onPostgres, startTestServer, type TestServer } from '../testing/test-server.ts';
import { type DefinitionPlace, placesOf, replacedAt } from './testing/definition-places.ts';
import {
  DefinitionJson,
  type DefinitionOperation,
  definitionOperations,
  definitionRequest,
  longFlow,
  nestedFlow,
} from './testing/definition-requests.ts';
import { everyFieldTask } from './testing/every-field-task.ts';

testsInOrder('the last test reads the tally that the fuzzing tests before it kept');

// Issue 39, acceptance 2: hostile strings inside a task definition (every string and every name of
// a map: NUL, C0 controls, DEL, C1 controls, lone surrogates, a megabyte) and hostile shapes (a flow
// 10, 200, 4,000 and 5,000 levels deep, 101 and 10,000 steps) sent to every operation that takes a
// definition. No reply may be a 5xx, every reply must keep to the contract, each one is the answer
// its value calls for (422 at the value's pointer, line breaks and tabs kept in prose, 400 for a
// body over the limit), and the server answers a health check after each value. Runs on PGlite and
// on PostgreSQL; prints its figures.

const database = onPostgres ? 'PostgreSQL' : 'PGlite';
// Every operation parses a definition the same way. The suite sends a sample (decision 182): each
// place goes to one operation in turn, with NUL and two more of the hostile texts in turn, so that
// every place gets a hostile text and every hostile text reaches every operation, on each run.
// `pnpm --filter @taskwell/api fuzz` (TASKWELL_FUZZ=full) sends every text at every place to every
// operation, on both databases, and prints the figures.
const full = process.env.TASKWELL_FUZZ === 'full';
const validator = getContractValidator();
let server: TestServer;
let token: string;
let creatorTaskId: string;

beforeAll(async () => {
  server = await startTestServer({ services: createServiceRegistry({}) });
  token = await server.signIn('definition-fuzz@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Explorer', balance: 100 })
    .where(eq(accounts.email, 'definition-fuzz@example.com'));
  const made = await server.app.inject(
    definitionRequest('createCreatorDraft', everyFieldTask(), { token, creatorTaskId: '' }),
  );
  expect(made.statusCode, made.body).toBe(201);
  creatorTaskId = made.json().creatorTaskId;
}, 120_000);
afterAll(() => server?.close());

/**
 * The places a hostile text goes: every string of the every-field task, and the names of the
 * entries of the maps the creator names (a step's inputs and options, lookups, sample values and
 * answers) and of the objects in its lists (a field, a step, a label).
 */
const places = placesOf(everyFieldTask()).filter(
  (place) => !place.key || /^(inputs|options|lookup|parameters|answers|\d+)$/.test(place.path.at(-2) ?? ''),
);

const megabyte = 'x'.repeat(1_000_000);
/** The hostile texts: each C0 control, DEL, each C1 control, NUL inside a word, lone surrogates, a megabyte. */
const hostile: { name: string; text: string }[] = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index),
].map((code) => ({
  name: `U+${code.toString(16).padStart(4, '0').toUpperCase()}`,
  text: `a${String.fromCharCode(code)}b`,
}));
hostile.push(
  { name: 'NUL alone', text: '\u0000' },
  { name: 'a lone high surrogate', text: '\ud800' },
  { name: 'a lone low surrogate', text: 'x\udfffy' },
  { name: 'half an emoji', text: 'Brief \ud83d' },
  { name: 'a megabyte', text: megabyte },
);
/**
 * What every place gets: NUL, a control character of each range and the line breaks and tab, the
 * lone surrogates and the megabyte. Every control character goes to a name and to prose below, and
 * to every place's kind in the engine's own tests.
 */
const controlsEverywhere = [
  'U+0000',
  'U+0001',
  'U+0009',
  'U+000A',
  'U+000D',
  'U+001B',
  'U+001F',
  'U+007F',
  'U+0085',
  'U+009F',
];
const everyPlace = hostile.filter((value) => controlsEverywhere.includes(value.name) || !value.name.startsWith('U+'));
/** Of the other texts, how many each place gets besides NUL in the suite's sample. */
const rotatingPerPlace = 2;
const [nul, ...rotating] = everyPlace as [(typeof everyPlace)[number], ...typeof everyPlace];

/**
 * The texts one operation sends to the places it has in turn: every text to every place on the
 * full run; in the sample, NUL to each place and the others in rotation, so that an operation with
 * at least seven places sends every one of them.
 */
function textsAt(turnOfPlace: number): typeof everyPlace {
  if (full) return everyPlace;
  const start = turnOfPlace * rotatingPerPlace;
  return [
    nul,
    ...Array.from({ length: rotatingPerPlace }, (_, at) => rotating[(start + at) % rotating.length] as typeof nul),
  ];
}

const tally = { sent: 0, serverErrors: 0, outsideContract: 0, unexpected: 0, healthChecks: 0 };
const statuses = new Map<number, number>();
/** A place as the tally names it: its pointer, and whether the text went to the entry's name. */
const placeName = (place: DefinitionPlace) => `${pointerOf(...place.path)}${place.key ? ' (name)' : ''}`;
/** What the place test sent: each text by operation, and the places reached. */
const reached = { texts: new Set<string>(), places: new Set<string>() };

/** Sends one request; counts it; gives the problems with it (5xx, outside the contract, not the answer wanted). */
async function sendAndCheck(
  operationId: DefinitionOperation,
  definition: unknown,
  want: (reply: LightMyRequestResponse) => string | undefined,
): Promise<string[]> {
  const reply = await server.app.inject(definitionRequest(operationId, definition, { token, creatorTaskId }));
  tally.sent += 1;
  statuses.set(reply.statusCode, (statuses.get(reply.statusCode) ?? 0) + 1);
  const problems: string[] = [];
  if (reply.statusCode >= 500) {
    tally.serverErrors += 1;
    problems.push(`${reply.statusCode} ${reply.body.slice(0, 200)}`);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) if (typeof value === 'string') headers.set(name, value);
  const checked = await validator.validateResponse(
    operationId,
    new Response(new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers }),
  );
  if (checked.errors.length > 0) {
    tally.outsideContract += 1;
    problems.push(`${reply.statusCode} outside the contract: ${checked.errors.join('; ')}`);
  }
  const wrong = want(reply);
  if (wrong) {
    tally.unexpected += 1;
    problems.push(`${reply.statusCode} ${wrong}: ${reply.body.slice(0, 200)}`);
  }
  return problems;
}

/** Whether the server still answers (after each place's values, and after each shape): its problem if not. */
async function stillAnswering(): Promise<string[]> {
  const health = await server.app.inject({ method: 'GET', url: '/api/health' });
  tally.healthChecks += 1;
  return health.statusCode === 200 ? [] : [`the server stopped answering: health ${health.statusCode}`];
}

const accepted = (reply: LightMyRequestResponse) =>
  reply.statusCode === 200 || reply.statusCode === 201 ? undefined : 'was refused, where it should be kept';
const refusedAt = (pointer: string, message?: RegExp) => (reply: LightMyRequestResponse) => {
  if (reply.statusCode !== 422) return `is not 422 at ${pointer}`;
  const details = (reply.json().details ?? []) as { path: string; message: string }[];
  const found = details.find((detail) => detail.path === pointer);
  if (!found) return `names no problem at ${pointer}`;
  return message && !message.test(found.message) ? `says "${found.message}" at ${pointer}` : undefined;
};
const tooLarge = (reply: LightMyRequestResponse) =>
  reply.statusCode === 400 && reply.json().code === 'payload_too_large' ? undefined : 'is not refused as too large';

describe(`hostile strings and shapes inside a task definition, every operation that takes one (${database})`, () => {
  it('should reach every string of the every-field task and the names of its maps', () => {
    expect(places.filter((place) => !place.key).length).toBeGreaterThanOrEqual(50);
    expect(places.filter((place) => place.key).length).toBeGreaterThanOrEqual(15);
    expect(places.filter((place) => place.prose).length).toBeGreaterThanOrEqual(10);
  });

  it.each(definitionOperations)(
    '%s: given a hostile text at each place, should answer it as the contract says',
    async (operationId) => {
      const problems: string[] = [];
      const turn = definitionOperations.indexOf(operationId);
      const mine = full ? places : places.filter((_, index) => index % definitionOperations.length === turn);
      for (const [turnOfPlace, place] of mine.entries()) {
        reached.places.add(placeName(place));
        for (const { name, text } of textsAt(turnOfPlace)) {
          reached.texts.add(`${operationId} ${name}`);
          const { definition, pointer } = replacedAt(everyFieldTask(), place, text);
          const keptInProse = place.prose && ['U+0009', 'U+000A', 'U+000D'].includes(name);
          const want = text === megabyte ? tooLarge : keptInProse ? accepted : refusedAt(pointer);
          for (const problem of await sendAndCheck(operationId, definition, want)) {
            problems.push(`${pointer} = ${name}: ${problem}`);
          }
        }
        problems.push(...(await stillAnswering()));
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(definitionOperations)(
    '%s: given every control character in a name and in prose, should refuse all but line breaks and tabs in prose',
    async (operationId) => {
      const problems: string[] = [];
      const name = places.find((place) => pointerOf(...place.path) === '/name') as DefinitionPlace;
      const prompt = places.find(
        (place) => pointerOf(...place.path) === '/flow/sequence/1/parallel/0/options/title',
      ) as DefinitionPlace;
      for (const place of [name, prompt]) {
        for (const { name: code, text } of hostile.filter((value) => value.name.startsWith('U+'))) {
          const { definition, pointer } = replacedAt(everyFieldTask(), place, text);
          const want = place.prose && ['U+0009', 'U+000A', 'U+000D'].includes(code) ? accepted : refusedAt(pointer);
          for (const problem of await sendAndCheck(operationId, definition, want))
            problems.push(`${pointer} = ${code}: ${problem}`);
        }
        problems.push(...(await stillAnswering()));
      }
      expect(problems).toEqual([]);
    },
  );

  const levels = /at most 12 levels deep/;
  const shapes: { given: string; flow: string; want: (reply: LightMyRequestResponse) => string | undefined }[] = [
    { given: 'a flow 10 levels deep', flow: nestedFlow(10), want: accepted },
    { given: 'parallel branches 10 levels deep', flow: nestedFlow(10, 'parallel'), want: accepted },
    {
      given: 'a flow 200 levels deep',
      flow: nestedFlow(200),
      want: refusedAt(`/flow${'/sequence/0'.repeat(12)}`, levels),
    },
    {
      given: 'a flow 4,000 levels deep (about 60 KB)',
      flow: nestedFlow(4_000),
      want: refusedAt(`/flow${'/sequence/0'.repeat(12)}`, levels),
    },
    {
      given: 'parallel branches 4,000 levels deep',
      flow: nestedFlow(4_000, 'parallel'),
      want: refusedAt(`/flow${'/parallel/0'.repeat(12)}`, levels),
    },
    // 15 bytes a level: 5,000 levels are over the body limit (64 KB) whatever else the body holds.
    { given: 'a flow 5,000 levels deep (over the body limit)', flow: nestedFlow(5_000), want: tooLarge },
    { given: '100 steps', flow: longFlow(100), want: accepted },
    {
      given: '101 steps',
      flow: `{"sequence":[${longFlow(51)},${longFlow(50)}]}`,
      want: refusedAt('/flow', /at most 100 steps/),
    },
    { given: '10,000 steps (over the body limit)', flow: longFlow(10_000), want: tooLarge },
    {
      given: '10,000 empty steps (under it)',
      flow: longFlow(10_000, { empty: true }),
      want: refusedAt('/flow/sequence', /at most 100 parts/),
    },
  ];
  it.each(definitionOperations)(
    '%s: given flows of every depth and length, should answer each as the contract says',
    async (operationId) => {
      const problems: string[] = [];
      for (const { given, flow, want } of shapes) {
        const definition = DefinitionJson.withFlow(everyFieldTask(), flow);
        for (const problem of await sendAndCheck(operationId, definition, want)) problems.push(`${given}: ${problem}`);
        problems.push(...(await stillAnswering()));
      }
      expect(problems).toEqual([]);
    },
  );

  it('should have had no 5xx and no reply outside the contract, the server answering throughout', () => {
    const spread = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    process.stdout.write(
      `definition fuzz (${database}, ${full ? 'full' : 'sample'}): ${tally.sent} requests over ${places.length} places and ${shapes.length} shapes of a definition, ${definitionOperations.length} operations (${spread.join(', ')}); ${tally.serverErrors} answered 5xx, ${tally.outsideContract} outside the contract, ${tally.unexpected} not the answer wanted; ${tally.healthChecks} health checks answered\n`,
    );
    // Every place got a hostile text, and every hostile text reached every operation.
    expect(reached.places.size).toBe(new Set(places.map(placeName)).size);
    expect(reached.texts.size).toBe(everyPlace.length * definitionOperations.length);
    expect(tally.sent).toBeGreaterThan(places.length * (full ? everyPlace.length * definitionOperations.length : 3));
    expect(tally.serverErrors).toBe(0);
    expect(tally.outsideContract).toBe(0);
    expect(tally.unexpected).toBe(0);
  });
});
