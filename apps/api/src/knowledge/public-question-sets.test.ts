import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The public question sets of the retrieval benchmark (bench/knowledge-squad, bench/knowledge-tydi)
// are sound: each file parses, says where it comes from and under which licence, holds the counts
// its README gives, no two of its paragraphs are the same text, its question ids are unique, and
// every question's paragraph holds each of its answers (the gold passage is there to be found).

interface SetFile {
  source: string;
  licence: string;
  changes: string;
  articles: {
    title: string;
    paragraphs: { context: string; questions: { id: string; question: string; answers: string[] }[] }[];
  }[];
}

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../bench/${path}`, import.meta.url), 'utf8')) as SetFile;

describe.each([
  { file: 'knowledge-squad/squad-v2-dev-part.json', paragraphs: 173, questions: 705, idPrefix: '' },
  { file: 'knowledge-tydi/tydiqa-goldp-v1.1-dev-english.json', paragraphs: 429, questions: 440, idPrefix: 'english-' },
])('the public set $file', ({ file, paragraphs, questions, idPrefix }) => {
  const set = read(file);
  const all = set.articles.flatMap((article) => article.paragraphs);
  const asked = all.flatMap((paragraph) => paragraph.questions.map((question) => ({ ...question, paragraph })));

  it('says its source, licence and changes, and holds the paragraphs and questions its README counts', () => {
    expect(set.source).not.toBe('');
    expect(set.licence).not.toBe('');
    expect(set.changes).not.toBe('');
    expect(all).toHaveLength(paragraphs);
    expect(asked).toHaveLength(questions);
    expect(new Set(all.map((paragraph) => paragraph.context)).size).toBe(paragraphs);
    expect(new Set(asked.map((question) => question.id)).size).toBe(questions);
  });

  it("has each question's answers in its own paragraph", () => {
    for (const { id, question, answers, paragraph } of asked) {
      expect(id.startsWith(idPrefix), id).toBe(true);
      expect(question.trim(), id).not.toBe('');
      expect(answers.length, id).toBeGreaterThan(0);
      for (const answer of answers) expect(paragraph.context.includes(answer), `${id}: ${answer}`).toBe(true);
    }
  });
});
