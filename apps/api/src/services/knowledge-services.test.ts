import { describe, expect, it } from 'vitest';
import { knowledgeAnswerFromService } from './knowledge-answer-from.ts';
import { knowledgeBriefService } from './knowledge-brief.ts';
import { knowledgePassagesService } from './knowledge-passages.ts';
import { type TestDocument, testKnowledgeSearch } from './knowledge-test-search.ts';
import { type ServiceContext, ServiceError, textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';

const ada = 'ada@example.com';
const bob = 'bob@example.com';
const handbook: TestDocument = {
  accountEmail: ada,
  collectionId: 'c-policies',
  collectionName: 'Policies',
  documentId: 'd-handbook',
  title: 'Handbook.pdf',
  pages: [
    'Welcome to the team. This handbook explains how we work.',
    'Holidays are agreed with your manager. Staff get 25 days of paid holiday a year. Unused days lapse in March.\nTravel is booked through the office. Economy fares are the rule for trips under six hours.',
    'Expenses are claimed within 30 days. Keep every receipt for a year.',
  ],
};
const bobsSecrets: TestDocument = {
  accountEmail: bob,
  collectionId: 'c-bob',
  collectionName: 'Bob private',
  documentId: 'd-bob',
  title: 'Secret.txt',
  pages: ['Holidays at Bob’s firm are unlimited and paid holiday is secret.'],
};
const knowledge = testKnowledgeSearch([handbook, bobsSecrets]);

function contextOf(options: ServiceContext['options'] = {}, accountEmail = ada): ServiceContext {
  return { ...serviceContext(options), accountEmail, knowledge };
}

/** Every markdown link of a text: its label and address. */
function linksOf(markdown: string): Array<{ label: string; url: string }> {
  return [...markdown.matchAll(/\[((?:\\.|[^\]\\])*)\]\(([^)]+)\)/g)].map((match) => ({
    label: (match[1] ?? '').replace(/\\(.)/g, '$1'),
    // The writer escapes punctuation in addresses (`\&`), as markdown allows; a renderer reads it back.
    url: (match[2] ?? '').replace(/\\(.)/g, '$1'),
  }));
}

/** The page text a citation's address points at. */
function citedText(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://studio.test');
  expect(pathname).toBe(`/knowledge/documents/${handbook.documentId}`);
  const page = handbook.pages[Number(searchParams.get('page')) - 1] ?? '';
  return page.slice(Number(searchParams.get('start')), Number(searchParams.get('end')));
}

const ask = (question: string, collection = handbook.collectionId) => ({
  question: textValue(question),
  collection: textValue(collection),
});

describe('knowledge.answer-from', () => {
  it('given a question its collection answers should quote the best sentences, each cited at exactly those words', async () => {
    const output = await knowledgeAnswerFromService.run(
      ask('How many days of paid holiday do staff get?'),
      contextOf(),
    );
    const markdown = textOf(output);
    expect(markdown).toContain('Staff get 25 days of paid holiday a year.');
    const links = linksOf(markdown);
    expect(links.length).toBeGreaterThan(0);
    for (const { label, url } of links) {
      expect(label).toMatch(/^Handbook\.pdf, p\. \d$/);
      const cited = citedText(url);
      expect(cited.length).toBeGreaterThan(0);
      // What the answer quotes before each citation is what the citation highlights, whole sentences.
      expect(markdown.replace(/\s+/g, ' ')).toContain(`“${cited}” ([${label}](`);
      expect(cited).toMatch(/^[A-Z].*\.$/);
    }
    expect(output.facts?.citations).toEqual(links.map((link) => link.url));
  });

  it('given a question nothing in the collection matches should say so, citing nothing', async () => {
    const output = await knowledgeAnswerFromService.run(ask('quantum chromodynamics'), contextOf());
    expect(textOf(output)).toContain(
      '**Not in your documents**: nothing in _Policies_ answers “quantum chromodynamics”.',
    );
    expect(linksOf(textOf(output))).toEqual([]);
    expect(output.facts).toMatchObject({ answered: false, citations: [], related: [] });
  });

  it('given a question its documents barely touch (one word of sixteen) should say so, and show the closest passages as related', async () => {
    const output = await knowledgeAnswerFromService.run(
      ask(
        'Which airline, seat class, lounge access, hotel chain, rental car firm and visa agency do we use on overseas trips?',
      ),
      contextOf(),
    );
    const markdown = textOf(output);
    expect(markdown).toContain('**Not in your documents**');
    expect(markdown).toContain('Related passages, which do not answer it:');
    expect(markdown).not.toContain('From Policies');
    const related = linksOf(markdown);
    expect(related.length).toBeGreaterThan(0);
    expect(output.facts).toMatchObject({ answered: false, citations: [] });
    expect((output.facts as { related: string[] }).related).toEqual(related.map((link) => link.url));
  });

  it("given another user's collection id should refuse it as not one of the user's, and quote nothing of it", async () => {
    const run = knowledgeAnswerFromService.run(ask('paid holiday', bobsSecrets.collectionId), contextOf());
    await expect(run).rejects.toThrow(
      new ServiceError('That collection is not one of yours: choose one of your collections.'),
    );
  });

  it("should never quote another user's documents, however well they match", async () => {
    const output = await knowledgeAnswerFromService.run(
      ask('Holidays paid holiday unlimited secret'),
      contextOf({ count: 10 }),
    );
    expect(textOf(output)).not.toMatch(/Secret\.txt|d-bob|firm/);
  });

  it.each([
    {
      name: 'no Well of Knowledge',
      context: { ...serviceContext(), accountEmail: ada },
      want: 'Your Well of Knowledge is not available here, so this step cannot read your collections.',
    },
    {
      name: 'no account',
      context: { ...serviceContext(), knowledge },
      want: "This step reads an account's collections, and this run belongs to no account.",
    },
  ])('given $name should refuse with a clear message', async ({ context, want }) => {
    await expect(knowledgeAnswerFromService.run(ask('holiday'), context)).rejects.toThrow(new ServiceError(want));
  });

  it('given no collection should ask for one', async () => {
    const run = knowledgeAnswerFromService.run(ask('holiday', ' '), contextOf());
    await expect(run).rejects.toThrow('Choose one of your collections to look in.');
  });
});

describe('knowledge.passages', () => {
  it('given a count should quote at most that many whole passages, best first, each cited', async () => {
    const output = await knowledgePassagesService.run(ask('travel holiday receipt'), contextOf({ count: 2 }));
    const links = linksOf(textOf(output));
    expect(links).toHaveLength(2);
    for (const { url } of links)
      expect(textOf(output).replace(/\s+/g, ' ')).toContain(citedText(url).replace(/\s+/g, ' '));
    expect(textOf(output)).toContain('**2 passages from Policies**');
  });

  it.each([0, 11, 2.5, 'many'])('given the count %s should refuse it', async (count) => {
    await expect(knowledgePassagesService.run(ask('travel'), contextOf({ count }))).rejects.toThrow(
      'The number of passages must be a whole number from 1 to 10.',
    );
  });
});

describe('knowledge.brief', () => {
  it('given a topic should give its points with numbered citations and the Sources list, in the same order', async () => {
    const output = await knowledgeBriefService.run(
      { topic: textValue('holiday travel receipt'), collection: textValue(handbook.collectionId) },
      contextOf(),
    );
    const markdown = textOf(output);
    expect(markdown).toMatch(/^# Brief: holiday travel receipt\n/);
    const [points = '', sources = ''] = markdown.split('## Sources');
    const numbered = linksOf(points);
    expect(numbered.map((link) => link.label)).toEqual(numbered.map((_, index) => `[${index + 1}]`));
    expect(numbered.length).toBe(3);
    for (const { url } of numbered) expect(points).toContain(`${citedText(url)} [\\[`);
    const listed = linksOf(sources);
    expect(listed).toHaveLength(numbered.length);
    expect(sources).toMatch(/^\n\n1\. \[Handbook\.pdf, p\. \d\]/);
    // Each numbered citation lies inside the passage its source points at.
    numbered.forEach(({ url }, index) => {
      const point = new URL(url, 'http://studio.test').searchParams;
      const source = new URL(listed[index]?.url ?? '', 'http://studio.test').searchParams;
      expect(point.get('page')).toBe(source.get('page'));
      expect(Number(point.get('start'))).toBeGreaterThanOrEqual(Number(source.get('start')));
      expect(Number(point.get('end'))).toBeLessThanOrEqual(Number(source.get('end')));
    });
  });
});
