import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestStatus } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { runClient } from '../runtime/testing/run-client.ts';
import { createServiceRegistry } from '../services/index.ts';
import { boundary, multipartBody } from '../testing/multipart.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { loadTaskCatalogue } from './task-catalogue.ts';

// What a business user reads in the seeded tasks' results (issue 25): each run for real, offline,
// and its results read as a person would read them.

const catalogue = loadTaskCatalogue({ services: createServiceRegistry({}) });
let server: TestServer;
let token: string;
let client: ReturnType<typeof runClient>;

beforeAll(async () => {
  server = await startTestServer({ services: createServiceRegistry({}) });
  token = await server.signIn('reader@example.com');
  await server.app.taskwell.db
    .update(accounts)
    .set({ plan: 'Enterprise', balance: 10_000 })
    .where(eq(accounts.email, 'reader@example.com'));
  client = runClient(server.app, token);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Runs a task with these inputs, answering what it asks with `answers`; its results' texts by name. */
async function run(
  taskId: string,
  values: Record<string, string>,
  answers: Record<string, string> = {},
): Promise<Map<string, string>> {
  const start = await client.execute(taskId, values);
  expect(start.statusCode, JSON.stringify(start.error)).toBe(200);
  let status: RequestStatus = await client.settle(start.document.requestId, 60_000);
  if (status.status === 'PAUSED') {
    const given = (status.missing?.parameters ?? []).map((slot) => ({
      assetId: slot.assetId,
      value: answers[slot.parameter.name] ?? '',
    }));
    expect((await client.resume(start.document.requestId, given)).statusCode).toBe(200);
    status = await client.settle(start.document.requestId, 60_000);
  }
  expect(status.status, status.message).toBe('COMPLETED');
  const texts = new Map<string, string>();
  for (const result of status.results) {
    if (!result.parameter.metadata['Content-Type'].startsWith('text/')) continue;
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/asset/get/${result.parameter.value[0]?.data}`,
      headers: { authorization: `Bearer ${token}` },
    });
    texts.set(result.parameter.name, read.body);
  }
  return texts;
}

async function upload(file: string): Promise<string> {
  const bytes = await readFile(join(catalogue.samplesDir, file));
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/asset/create',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartBody([
      { name: 'file', filename: file, type: 'application/pdf', data: bytes },
      { name: 'metadata', data: JSON.stringify({ 'Content-Type': 'application/pdf' }) },
    ]),
  });
  return (reply.json() as { assetId: string }).assetId;
}

const draft =
  'From 1 March every employee can work from home two days a week. The chairman will answer questions on Friday.';

describe('the seeded tasks, as a business user reads their results', () => {
  it('should publish "Announcement with Approval" with the suggested wording when asked to, and as written when not', async () => {
    const answers = { headline: 'Two days from home' };
    const changed = await run(
      'announcement-approval',
      { draft },
      { ...answers, decision: 'Publish after the suggested changes' },
    );
    expect(changed.get('Text to publish')).toBe(
      'From 1 March every employee can work from home two days a week. The chair will answer questions on Friday.',
    );
    expect(changed.get('Announcement')).toContain('The chair will answer');
    expect(changed.get('Announcement')).not.toContain('chairman');
    const kept = await run('announcement-approval', { draft }, { ...answers, decision: 'Publish as written' });
    expect(kept.get('Text to publish')).toBe(draft);
  });

  it('should explain a bias finding in words, never by a bare link', async () => {
    const texts = await run(
      'announcement-approval',
      { draft },
      { headline: 'Home days', decision: 'Publish as written' },
    );
    const check = texts.get('Bias check') ?? '';
    expect(check).toContain('`chairman`');
    expect(check).toMatch(/names a gender where the gender does not matter/);
    expect(check).not.toMatch(/https?:\/\//);
  });

  it('should read a good-news report as positive in "Keyword Snapshot"', async () => {
    const report =
      'Our support team had a strong quarter. The average first response time fell from six hours to three hours. ' +
      'Complaints about invoices dropped by half. Customers rated the new help centre highly.';
    const texts = await run('keyword-snapshot', { text: report });
    expect(texts.get('Sentiment')).toMatch(/^Overall \*\*positive\*\*/);
    expect(texts.get('Snapshot')).toContain('Overall **positive**');
  });

  it("should keep the PDF's heading apart from its first sentence in the PDF brief", async () => {
    const texts = await run('pdf-brief', { document: await upload('supplier-policy.pdf'), heading: 'Suppliers' });
    expect(texts.get('Extracted text')).toMatch(/^## Supplier policy 2027\n\nFrom January 2027/);
    expect(texts.get('Summary')).not.toContain('2027 From January');
    expect(texts.get('Brief')).not.toContain('2027 From January');
  });

  it('should label every choice of every form in words, not by a code', () => {
    const codes: string[] = [];
    for (const definition of catalogue.definitions.values()) {
      for (const parameter of [...definition.parameters, ...(definition.asks ?? [])]) {
        const lookup = parameter.ui?.lookup;
        if (lookup === undefined) continue;
        const options =
          parameter.ui?.dependsOn && !Array.isArray(lookup) && typeof lookup === 'object'
            ? Object.values(lookup)
            : [lookup];
        for (const option of options) {
          const labels =
            typeof option === 'string'
              ? option.split('|')
              : Array.isArray(option)
                ? option.flatMap((entry) => (typeof entry === 'string' ? [entry] : Object.keys(entry)))
                : Object.values(option as Record<string, string>);
          for (const label of labels) {
            if (/^[a-z]{2}(-[a-z]{2})?$/.test(label)) codes.push(`${definition.id}.${parameter.name}: ${label}`);
          }
        }
      }
    }
    expect(codes).toEqual([]);
  });
});
