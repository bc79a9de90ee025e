// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTaskUsable } from '@taskwell/domain';
import { describe, expect, it } from 'vitest';
import { newsArticles } from '../pages/news/news-content.ts';

// Issue 25: news article 123 described a "Podcast Intro" task the product does not have. Every task
// a public page names is a task of the seeded catalogue, and a plan said to run it does.
const catalogue = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../api/catalogue/tasks.json', import.meta.url)), 'utf8'),
) as { id: string; name: string; plans: string }[];
const taskNames = new Set(catalogue.map((task) => task.name));

/** "the Quote Card task", "The new Podcast Intro task": the name between "the" and "task". */
const namedTask = /\b[Tt]he (?:new )?([A-Z][\w'-]*(?: (?:a|an|the|to|from|in|of|with|[A-Z][\w'-]*))*) task\b/g;

/** Every task a text names. */
function tasksNamedIn(text: string): string[] {
  return [...text.matchAll(namedTask)].map((match) => match[1] ?? '');
}

/** The page sources: what the site says, as written (content modules and page components). */
function pageSources(): { file: string; text: string }[] {
  const root = fileURLToPath(new URL('../pages/', import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

describe('tasksNamedIn', () => {
  it.each([
    { given: 'The new Podcast Intro task writes a script.', want: ['Podcast Intro'] },
    { given: 'Run the Quote Card task, then the Brief from a PDF task.', want: ['Quote Card', 'Brief from a PDF'] },
    { given: 'A task is a ready-made job.', want: [] },
  ])('given "$given" should find $want', ({ given, want }) => {
    expect(tasksNamedIn(given)).toEqual(want);
  });
});

describe("the site's claims against the catalogue", () => {
  it('should name only tasks that exist', () => {
    const unknown = pageSources().flatMap(({ file, text }) =>
      tasksNamedIn(text)
        .filter((name) => !taskNames.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('should say a plan runs a task only where it does', () => {
    const wrong = newsArticles.flatMap((article) => {
      const text = [article.intro, article.abstract, article.cta, article.conclusion, ...article.keyPoints].join(' ');
      const plan = /\bon the (\w+) plan\b/.exec(text)?.[1];
      if (!plan) return [];
      return tasksNamedIn(text)
        .map((name) => catalogue.find((task) => task.name === name))
        .filter((task) => task !== undefined && !isTaskUsable(plan, task.plans))
        .map((task) => `article ${article.assetId}: ${task?.name} is not on the ${plan} plan`);
    });
    expect(wrong).toEqual([]);
  });
});
