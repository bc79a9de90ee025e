import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import model from 'wink-eng-lite-web-model';
import winkNlp from 'wink-nlp';
import { readEnglishSentiments } from './english-nlp.ts';

// The shared model leaves out the annotations no service reads (named and custom entities): what
// the services read must be what wink-nlp reads with every annotation, on the seeded tasks' samples.

const samples = (
  JSON.parse(readFileSync(new URL('../../catalogue/tasks.json', import.meta.url), 'utf8')) as {
    id: string;
    sample?: { parameters: Record<string, { value: unknown }> };
  }[]
).flatMap((task) =>
  Object.entries(task.sample?.parameters ?? {})
    .filter(([, { value }]) => typeof value === 'string' && value.includes(' '))
    .map(([name, { value }]) => ({ name: `${task.id} ${name}`, text: String(value) })),
);

describe('readEnglishSentiments', () => {
  const full = winkNlp(model);

  it('should read the seeded samples', () => {
    expect(samples.length).toBeGreaterThan(4);
  });

  it.each(samples)('given the sample $name should read what every annotation reads', async ({ text }) => {
    const doc = full.readDoc(text);
    const importance = new Array<number>(doc.sentences().length()).fill(0);
    for (const { index, importance: value } of doc.out(full.its.sentenceWiseImportance) as unknown as {
      index: number;
      importance: number;
    }[])
      importance[index] = value;
    expect(await readEnglishSentiments(text)).toEqual({
      sentences: doc.sentences().out(),
      importance,
      sentiments: (doc.sentences().out(full.its.sentiment) as unknown[]).map(Number),
      sentiment: Number(doc.out(full.its.sentiment)) || 0,
    });
  });
});
