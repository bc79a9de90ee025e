import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestStatus, TaskSample } from '@taskwell/api-sdk';
import { stepsOf, type TaskDefinition } from '@taskwell/task-engine';
import { testsInOrder } from '@taskwell/vitest-config/tests-in-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { countCalls } from '../runtime/testing/test-services.ts';
import { createServiceRegistry } from '../services/index.ts';
import { boundary, multipartBody } from '../testing/multipart.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { hasCallerLookups } from './caller-lookups.ts';
import { loadTaskCatalogue } from './task-catalogue.ts';

// Every task of the repository's catalogue, run for real on the embedded database through the
// contract's calls with its sample inputs, offline (no AI provider is configured here).
const { services, calls } = countCalls(createServiceRegistry({}));
const catalogue = loadTaskCatalogue({ services });
const definitions = [...catalogue.definitions.values()];
// Tasks that read the user's own documents have no sample (the samples account has none); they
// are run with a collection of their own in knowledge-tasks.test.ts.
const ownKnowledge = definitions.filter((definition) => hasCallerLookups(definition.parameters));
const sampled = definitions.filter((definition) => !ownKnowledge.includes(definition));
let server: TestServer;
let token: string;
let client: ReturnType<typeof runClient>;
/** Content types of every result the sample runs made. */
const produced = new Set<string>();

testsInOrder('the last test reads the kinds of result the runs of the tests before it made');

beforeAll(async () => {
  server = await startTestServer({ services });
  token = await server.signIn('catalogue@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Enterprise', balance: 10_000 })
    .where(eq(accounts.email, 'catalogue@example.com'));
  client = runClient(server.app, token);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Uploads a sample file the way the studio does and returns its asset id. */
async function uploadSample(file: string): Promise<string> {
  const bytes = await readFile(join(catalogue.samplesDir, file));
  const type = file.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartBody([
      { name: 'file', filename: file, type, data: bytes },
      { name: 'metadata', data: JSON.stringify({ 'Content-Type': type }) },
    ]),
  });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { assetId: string }).assetId;
}

/** Starts a task with its sample, answers what it asks for, and returns the final status. */
async function runSample(definition: TaskDefinition): Promise<{ statuses: string[]; final: RequestStatus }> {
  const sample = definition.sample;
  if (!sample) throw new Error(`${definition.id} has no sample`);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(sample.parameters)) {
    values[name] = 'value' in value ? value.value : await uploadSample(value.file);
  }
  const start = await client.execute(definition.id, values);
  expect(start.statusCode, JSON.stringify(start.error)).toBe(200);
  const statuses = [start.document.status];
  let current = await client.settle(start.document.requestId, 60_000);
  statuses.push(current.status);
  if (current.status === 'PAUSED') {
    const answers = (current.missing?.parameters ?? []).map((slot) => ({
      assetId: slot.assetId,
      value: sample.answers?.[slot.parameter.name] ?? '',
    }));
    const resumed = await client.resume(start.document.requestId, answers);
    expect(resumed.statusCode, JSON.stringify(resumed.error)).toBe(200);
    statuses.push(resumed.document.status);
    current = await client.settle(start.document.requestId, 60_000);
    statuses.push(current.status);
  }
  return { statuses, final: current };
}

describe('the seeded catalogue', () => {
  it('should have at least 8 offline tasks over the three categories, some in two, gated to different plans', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(definitions.flatMap((definition) => definition.category.split('|')));
    expect([...categories].sort()).toEqual(['business', 'demo', 'marketing']);
    expect(definitions.some((definition) => definition.category.includes('|'))).toBe(true);
    expect(new Set(definitions.map((definition) => definition.plans.toLowerCase())).size).toBeGreaterThanOrEqual(5);
  });

  it('should cover every input type, every lookup form, a dependsOn pair, a pause and a multiplexer', () => {
    const parameters = definitions.flatMap((definition) => [...definition.parameters, ...(definition.asks ?? [])]);
    expect(new Set(parameters.map((parameter) => parameter.ui?.type))).toEqual(
      new Set(['text', 'image', 'pdf', 'line', 'list']),
    );
    const lookups = parameters.filter((parameter) => parameter.ui?.lookup !== undefined && !parameter.ui.dependsOn);
    const forms = new Set(
      lookups.map((parameter) => {
        const lookup = parameter.ui?.lookup;
        if (typeof lookup === 'string') return 'pipe string';
        if (Array.isArray(lookup)) return typeof lookup[0] === 'string' ? 'string list' : 'label-value list';
        return 'value-label map';
      }),
    );
    expect(forms).toEqual(new Set(['pipe string', 'string list', 'label-value list', 'value-label map']));
    expect(parameters.some((parameter) => parameter.ui?.dependsOn)).toBe(true);
    expect(definitions.some((definition) => (definition.asks ?? []).length > 0)).toBe(true);
    expect(definitions.some((definition) => JSON.stringify(definition.flow).includes('"parallel"'))).toBe(true);
  });

  it("should give every task a sample, so that its Sample modal has results, but those of the user's own documents", () => {
    expect(definitions.filter((definition) => !definition.sample).map((definition) => definition.id)).toEqual(
      ownKnowledge.map((definition) => definition.id),
    );
    expect(ownKnowledge.map((definition) => definition.id).sort()).toEqual([
      'answer-from-knowledge',
      'brief-with-knowledge',
    ]);
  });

  it('should leave out the AI tasks when no AI provider is configured', () => {
    expect(catalogue.unavailable.map((entry) => entry.id).sort()).toEqual([
      'ask-ai-with-knowledge',
      'market-scan',
      'rewrite-tone',
    ]);
  });

  it.each(sampled.map((definition) => [definition.id, definition] as const))(
    'given %s with its sample should run to COMPLETED through the contract calls',
    async (_id, definition) => {
      const callsBefore = new Map(calls);
      const { statuses, final } = await runSample(definition);
      const paused = (definition.asks ?? []).length > 0;
      expect(statuses).toEqual(
        paused ? ['IN_PROGRESS', 'PAUSED', 'IN_PROGRESS', 'COMPLETED'] : ['IN_PROGRESS', 'COMPLETED'],
      );
      expect(final.message).toBeUndefined();
      const steps = stepsOf(definition.flow);
      expect(final.max).toBe(steps.length);
      expect(final.results.map((result) => result.parameter.name).sort()).toEqual(
        steps.map((step) => step.output).sort(),
      );
      // Every step ran exactly once, also across the pause.
      for (const service of new Set(steps.map((step) => step.service))) {
        const expected = steps.filter((step) => step.service === service).length;
        expect((calls.get(service) ?? 0) - (callsBefore.get(service) ?? 0), service).toBe(expected);
      }
      // Every result is an asset served with its content type.
      for (const result of final.results) {
        const item = result.parameter.value[0];
        const read = await server.app.inject({
          method: 'GET',
          url: `/api/asset/get/${item?.data}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(read.statusCode).toBe(200);
        expect(read.headers['content-type']).toContain(result.parameter.metadata['Content-Type']);
        expect(read.rawPayload.length).toBeGreaterThan(0);
        produced.add(result.parameter.metadata['Content-Type']);
      }
    },
    60_000,
  );

  it("should make every task's Sample modal results from its sample, files and mid-run answers included", async () => {
    const replies = await Promise.all(
      sampled.map((definition) =>
        server.app.inject({ method: 'GET', url: `/api/tasks/${definition.id}/sample` }).then((reply) => ({
          id: definition.id,
          status: reply.statusCode,
          outputs: (reply.json() as TaskSample).results?.map((result) => result.parameter.name).sort(),
        })),
      ),
    );
    expect(replies).toEqual(
      sampled.map((definition) => ({
        id: definition.id,
        status: 200,
        outputs: stepsOf(definition.flow)
          .map((step) => step.output)
          .sort(),
      })),
    );
  }, 120_000);

  it('should have made text, image and audio results in the runs above', () => {
    expect(new Set([...produced].map((type) => type.split('/')[0]))).toEqual(new Set(['text', 'image', 'audio']));
  });
});
