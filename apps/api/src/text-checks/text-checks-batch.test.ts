import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFinding } from '../db/check-schema.ts';
import { accounts, assets, textChecks } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// A batch of checks makes each distinct text's check once and keeps one row per asset.

const checked: string[] = [];
const finding = (text: string): StoredFinding[] =>
  text.includes('chairman')
    ? [{ phrase: 'chairman', start: 4, end: 12, why: 'A gendered title.', suggestions: ['chair'] }]
    : [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    textChecker: async (text) => {
      checked.push(text);
      return finding(text);
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a batch of text checks', () => {
  it('should check a text met several times once, and keep its findings for every asset', async () => {
    const { db, checks } = server.app.taskwell;
    const email = 'batch-checks@example.com';
    const at = new Date();
    await db.insert(accounts).values({ email, plan: 'Free', balance: 0, createdAt: at, updatedAt: at });
    const texts = ['The chairman speaks.', 'The chairman speaks.', 'Plain words.', 'The chairman speaks.'];
    const rows = texts.map((text, index) => ({
      id: `batch-check-${index}`,
      ownerEmail: email,
      fileName: `step-${index}.txt`,
      contentType: 'text/plain',
      size: text.length,
      content: Buffer.from(text),
      metadata: {},
      createdAt: at,
    }));
    await db.insert(assets).values(rows);
    checks.schedule(rows.map((row) => ({ id: row.id, contentType: row.contentType, content: row.content })));
    await checks.idle();

    expect([...checked].sort()).toEqual(['Plain words.', 'The chairman speaks.']);
    const kept = await db
      .select()
      .from(textChecks)
      .where(
        inArray(
          textChecks.assetId,
          rows.map((row) => row.id),
        ),
      );
    expect(new Map(kept.map((row) => [row.assetId, row.findings]))).toEqual(
      new Map(rows.map((row, index) => [row.id, finding(texts[index] as string)])),
    );
    await db.delete(accounts).where(eq(accounts.email, email));
  });
});
