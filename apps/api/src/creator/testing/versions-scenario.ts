import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { runs } from '../../db/schema.ts';
import { runClient } from '../../runtime/testing/run-client.ts';
import { counted, startCreatorTestServer, userTask } from './creator-test-server.ts';

/** Version 1: a step, then a step that needs an answer (the run pauses for it). */
const version1 = userTask(
  {
    sequence: [
      counted('v1-first', { text: { param: 'text' } }),
      counted('v1-after-answer', { text: { ask: 'answer' } }),
    ],
  },
  {
    asks: [{ id: 'answer', name: 'answer', valueType: 'text/plain', ui: { type: 'line', placeholder: 'Answer' } }],
    sample: { parameters: { text: { value: 'A week of news.' } }, answers: { answer: 'Yes' } },
  },
);
/** Version 2: three other steps, no question. */
const version2 = userTask({
  sequence: [
    counted('v2-first', { text: { param: 'text' } }),
    counted('v2-second', { text: { step: 'v2-first' } }),
    counted('v2-third', { text: { step: 'v2-second' } }),
  ],
});

/**
 * Issue 30, acceptance 3: a run PAUSED on version 1 is resumed after version 2 is published and
 * completes with version 1's steps (the probe services count each step's calls), its record
 * saying 1; a run started after that runs version 2. Shared by the PGlite and PostgreSQL tests.
 */
export async function pausedRunKeepsItsVersion(): Promise<void> {
  const { server, probe, signIn } = await startCreatorTestServer();
  try {
    const token = await signIn('maker@example.com');
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      server.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const made = await as('POST', '/api/creator/tasks', { definition: version1 });
    expect(made.statusCode, made.body).toBe(201);
    const taskId = made.json().creatorTaskId as string;
    const first = await as('POST', `/api/creator/tasks/${taskId}/publish`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(1);

    const client = runClient(server.app, token);
    const started = await client.execute(taskId, { text: 'Monday' });
    expect(started.statusCode, JSON.stringify(started.error)).toBe(200);
    const runId = started.document.requestId;
    const paused = await client.settle(runId);
    expect(paused.status, paused.message).toBe('PAUSED');

    expect((await as('PUT', `/api/creator/tasks/${taskId}/draft`, { definition: version2 })).statusCode).toBe(200);
    const second = await as('POST', `/api/creator/tasks/${taskId}/publish`);
    expect(second.json().version).toBe(2);

    const slots = (paused.missing?.parameters ?? []).map((slot) => ({ assetId: slot.assetId, value: 'Yes' }));
    expect(slots).toHaveLength(1);
    expect((await client.resume(runId, slots)).statusCode).toBe(200);
    const done = await client.settle(runId);
    expect(done.status, done.message).toBe('COMPLETED');
    expect(Object.fromEntries(probe.calls)).toEqual({ 'v1-first': 1, 'v1-after-answer': 1 });
    const [record] = await server.app.taskwell.db.select().from(runs).where(eq(runs.id, runId));
    expect(record?.taskVersion).toBe(1);

    // A run started now runs version 2.
    const next = await client.execute(taskId, { text: 'Tuesday' });
    expect((await client.settle(next.document.requestId)).status).toBe('COMPLETED');
    expect(Object.fromEntries(probe.calls)).toEqual({
      'v1-first': 1,
      'v1-after-answer': 1,
      'v2-first': 1,
      'v2-second': 1,
      'v2-third': 1,
    });
    const [nextRecord] = await server.app.taskwell.db.select().from(runs).where(eq(runs.id, next.document.requestId));
    expect(nextRecord?.taskVersion).toBe(2);
  } finally {
    await server.close();
  }
}
