import type { RunAccepted } from '@taskwell/api-sdk';
import type { TaskDefinition } from '@taskwell/task-engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { as, list, publishedTask, sellableTask, setAccount, settle } from '../marketplace/testing/store-scenario.ts';
import { createServiceRegistry } from '../services/index.ts';
import { type AiStandIn, startAiStandIn } from '../testing/ai-stand-in.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 40, acceptance 3: a creator keeps a private AI service, tests it, replaces its key, builds
// a task whose AI step runs on it, test-runs, publishes and sells it; a buyer runs it, once with a
// provider that echoes the key in its error. Then every row of every table and every log line
// written is read: the keys appear nowhere in clear; the task's export holds none either.

const creator = 'keys-creator@example.com';
const buyer = 'keys-buyer@example.com';
const firstKey = 'sk-live-FIRST-9d2e4c7a1b';
const secondKey = 'sk-live-SECOND-5f8a0e3c6d';
let standIn: AiStandIn;
let server: TestServer;
let creatorToken: string;
let buyerToken: string;
const logLines: string[] = [];
let serviceId: string;
let exported: string;

const text = (value: string) => ({ text: { metadata: { 'Content-Type': 'text/plain' }, value } });

beforeAll(async () => {
  standIn = await startAiStandIn({ behaviour: { chunkDelayMs: 5 } });
  server = await startTestServer({
    services: createServiceRegistry({}),
    catalogue: [],
    privateAi: { policy: { allowLoopback: true }, timeoutMs: 10_000, maxRetries: 0 },
    // Every line the server writes, at the most talkative level.
    logLevel: 'trace',
    logStream: { write: (line) => logLines.push(line) },
  });
  creatorToken = await server.signIn(creator);
  buyerToken = await server.signIn(buyer);
  await setAccount(server, creator, { plan: 'Creator', balance: 200 });
  await setAccount(server, buyer, { plan: 'Free', balance: 200 });

  const made = await as(server, creatorToken, 'POST', '/api/ai/services', {
    name: 'Team model',
    baseUrl: standIn.baseUrl,
    model: 'team-model',
    apiKey: firstKey,
  });
  expect(made.statusCode, made.body).toBe(201);
  serviceId = made.json().aiServiceId;
  const tested = await as(server, creatorToken, 'POST', `/api/ai/services/${serviceId}/test`);
  expect(tested.json()).toMatchObject({
    ok: true,
    reply: 'Dear colleagues, the office is closed on Friday for the move.',
  });
  const replaced = await as(server, creatorToken, 'PATCH', `/api/ai/services/${serviceId}`, { apiKey: secondKey });
  expect(replaced.statusCode).toBe(200);

  const definition: TaskDefinition = sellableTask({
    name: 'Private answers',
    powerFee: 0,
    flow: {
      step: 'ask',
      service: 'ai.chat',
      output: 'Answer',
      inputs: { text: { param: 'text' } },
      options: { prompt: 'Answer briefly: {{text}}', aiService: `private:${serviceId}` },
    },
  });
  const taskId = await publishedTask(server, creatorToken, definition);
  exported = (await as(server, creatorToken, 'GET', `/api/creator/tasks/${taskId}/export`)).body;
  const listing = await list(server, creatorToken, taskId, 0);
  expect(listing.status, JSON.stringify(listing.problems)).toBe('live');

  const bought = await as(server, buyerToken, 'POST', `/api/store/listings/${listing.listingId}/runs`, {
    parameters: text('What is new?'),
    expectedPrice: 0,
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const ended = await settle(server, buyerToken, (JSON.parse(bought.json().body) as RunAccepted).requestId);
  expect(ended.status, ended.message).toBe('COMPLETED');
  // A provider that echoes the key in its error: the run's message keeps its words, not the key.
  standIn.behaviour.failure = { status: 400, message: `Bad request for key ${secondKey}` };
  const failing = await as(server, buyerToken, 'POST', `/api/store/listings/${listing.listingId}/runs`, {
    parameters: text('And now?'),
    expectedPrice: 0,
  });
  const failed = await settle(server, buyerToken, (JSON.parse(failing.json().body) as RunAccepted).requestId);
  standIn.behaviour.failure = undefined;
  expect(failed.status).toBe('ERROR');
  expect(failed.message).toContain('Bad request for key [key]');
}, 180_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('the keys of a private AI service', () => {
  it('should have reached the provider: the first key for the test, the second for every run', () => {
    const keys = standIn.requests.map((request) => request.authorization);
    expect(keys[0]).toBe(`Bearer ${firstKey}`);
    expect(keys.slice(1).length).toBeGreaterThanOrEqual(3);
    expect(new Set(keys.slice(1))).toEqual(new Set([`Bearer ${secondKey}`]));
  });

  it('should be in no row of any table in clear', async () => {
    const db = server.app.taskwell.db;
    const tables = await queryRows(
      db,
      sql`SELECT table_schema, table_name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((table) => table.table_name)).toContain('ai_services');
    let read = 0;
    for (const table of tables) {
      const name = `"${String(table.table_schema)}"."${String(table.table_name)}"`;
      const rows = await queryRows(db, sql.raw(`SELECT t::text AS row FROM ${name} t`));
      for (const row of rows) {
        read += 1;
        const value = String(row.row);
        expect(value, name).not.toContain(firstKey);
        expect(value, name).not.toContain(secondKey);
      }
    }
    expect(read).toBeGreaterThan(50);
    const [sealed] = await queryRows(db, sql`SELECT sealed_key FROM ai_services WHERE id = ${serviceId}`);
    expect(String(sealed?.sealed_key)).toMatch(/^v1\./);
  });

  it('should be in no log line', () => {
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.filter((line) => line.includes(firstKey) || line.includes(secondKey))).toEqual([]);
  });

  it("should be in no reply to its owner, and not in the task's export", async () => {
    const listed = await as(server, creatorToken, 'GET', '/api/ai/services');
    expect(listed.json().services).toEqual([
      expect.objectContaining({ aiServiceId: serviceId, hasKey: true, baseUrl: standIn.baseUrl, editable: true }),
    ]);
    for (const body of [listed.body, exported]) {
      expect(body).not.toContain(firstKey);
      expect(body).not.toContain(secondKey);
    }
    expect(exported).toContain(`private:${serviceId}`);
  });

  it('should not be the business of anyone else: a buyer gets 404 and sees no service', async () => {
    expect((await as(server, buyerToken, 'POST', `/api/ai/services/${serviceId}/test`)).statusCode).toBe(404);
    expect((await as(server, buyerToken, 'PATCH', `/api/ai/services/${serviceId}`, { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await as(server, buyerToken, 'GET', '/api/ai/services')).json()).toEqual({ services: [] });
    const choices = (await as(server, buyerToken, 'GET', '/api/ai/choices')).json();
    expect(JSON.stringify(choices)).not.toContain(serviceId);
  });
});
