// The texts and questions of the knowledge speed benchmarks: documents of English prose made of the
// sentences of the SQuAD paragraphs in bench/knowledge-squad, drawn by a seeded generator so that
// every run (and every version of the code in one sitting) indexes the same library, and the
// questions of those paragraphs.
import { readFileSync } from 'node:fs';

interface Squad {
  articles: { paragraphs: { context: string; questions: { question: string }[] }[] }[];
}
const squad = JSON.parse(
  readFileSync(new URL('../bench/knowledge-squad/squad-v2-dev-part.json', import.meta.url), 'utf8'),
) as Squad;
const sentences = squad.articles.flatMap((article) =>
  article.paragraphs.flatMap((paragraph) => paragraph.context.split(/(?<=[.!?])\s+/)),
);

/** The questions of the paragraphs, in their order. */
export const benchQuestions = squad.articles.flatMap((article) =>
  article.paragraphs.flatMap((paragraph) => paragraph.questions.map((question) => question.question)),
);

/** A generator of documents: each call gives the next text of about `bytes` bytes (mulberry32 from seed 2026). */
export function benchTexts(): (bytes: number) => string {
  let seed = 2026;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return (bytes) => {
    const paragraphs: string[] = [];
    let size = 0;
    while (size < bytes) {
      const paragraph = Array.from(
        { length: 3 + Math.floor(random() * 4) },
        () => sentences[Math.floor(random() * sentences.length)],
      ).join(' ');
      paragraphs.push(paragraph);
      size += paragraph.length + 2;
    }
    return paragraphs.join('\n\n');
  };
}
