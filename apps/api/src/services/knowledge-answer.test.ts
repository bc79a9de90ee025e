import { describe, expect, it } from 'vitest';
import {
  createKnowledgeAnswerService,
  defaultKnowledgeDir,
  findPassages,
  indexKnowledge,
  loadKnowledge,
} from './knowledge-answer.ts';
import { type Service, ServiceError } from './service.ts';

const text = (value: string) => ({ contentType: 'text/plain', bytes: Buffer.from(value) });
const context = (options: Record<string, string> = {}) => ({ signal: new AbortController().signal, options });
const site = loadKnowledge(defaultKnowledgeDir, 'taskwell-site');

describe('knowledge.answer on the seeded site content', () => {
  const service = createKnowledgeAnswerService();

  it.each([
    { question: 'How do credits work?', want: 'How credits work, in two minutes' },
    { question: 'Can I cancel my plan?', want: 'Can I change or cancel my plan?' },
    { question: 'who sees my uploaded files', want: 'Who can see my inputs and results?' },
    { question: 'Do you do consulting', want: 'Do you offer consulting?' },
    // Issue 39: what the product does today (Creator Studio, the AI Store, the Well of Knowledge,
    // organizations); "Can I sell my own tasks?" was answered with "What is a task?".
    { question: 'Can I sell my own tasks?', want: 'Can I sell my own tasks?' },
    { question: 'Is it possible to sell tasks I made?', want: 'Can I sell my own tasks?' },
    { question: 'Can I use my own documents?', want: 'Can I use my own documents?' },
    { question: 'Can I upload a PDF?', want: 'Can I use my own documents?' },
    { question: 'Can my team share tasks?', want: 'Can my team share tasks?' },
    { question: 'How do I share tasks with colleagues?', want: 'Can my team share tasks?' },
    { question: 'Can I create my own task?', want: 'Can I build my own tasks?' },
    { question: 'Does Taskwell have a marketplace?', want: 'AI Store' },
  ])('given "$question", should answer from "$want" first', async ({ question, want }) => {
    expect(findPassages(indexKnowledge(site), question)[0]?.title).toBe(want);
    const output = await service.run({ question: text(question) }, context({ knowledge: 'taskwell-site' }));
    const answer = output.bytes.toString('utf8');
    const passage = site.documents.find((document) => document.title === want);
    expect(answer).toContain(`**${want}**`);
    expect(answer).toContain(passage?.text.split('. ')[0]);
    expect(answer).toContain('Read more: [');
    expect(output.contentType).toBe('text/markdown');
  });

  // Issue 25: the answer to which plan a task needs did not name the plan.
  it.each([
    { question: 'Which plan do I need to describe images?', task: 'Describe an Image', plan: 'Explorer' },
    { question: 'Which plan do I need for Market Scan?', task: 'Market Scan', plan: 'Enterprise' },
    { question: 'What plan runs Listen to a Brief?', task: 'Listen to a Brief', plan: 'Discovery' },
  ])('given "$question", should name the $plan plan', async ({ question, task, plan }) => {
    const output = await service.run({ question: text(question) }, context({ knowledge: 'taskwell-site' }));
    const answer = output.bytes.toString('utf8');
    expect(answer).toContain(task);
    expect(answer).toMatch(new RegExp(`${task}[^.;]*\\b${plan}\\b|\\b${plan}\\b[^.;]*${task}`));
  });

  // Issue 39: a short word of the question matched one that only looks like it ("sell" → "tell",
  // "make" → "made") and a passage about something else answered.
  it.each([
    { question: 'Can I sell my tasks?', passage: { title: 'About you', text: 'Tell us what your team does.' } },
    { question: 'How do I make money?', passage: { title: 'Ready-made tasks', text: 'Jobs run from a form.' } },
  ])('given "$question" and only a look-alike word in the base, should find nothing', ({ question, passage }) => {
    const base = { source: 'a test', documents: [{ id: 'one', url: '/one', ...passage }] };
    expect(findPassages(indexKnowledge(base), question)).toEqual([]);
  });

  it('should still forgive a typo in a longer word', () => {
    expect(findPassages(indexKnowledge(site), 'How do credts work?')[0]?.title).toBe(
      'How credits work, in two minutes',
    );
  });

  it('given a question the site does not answer, should say so and point to the contact page', async () => {
    const output = await service.run({ question: text('zebra xylophone quokka') }, context());
    expect(output.bytes.toString('utf8')).toContain('I could not find that');
    expect(output.facts).toMatchObject({ passages: [] });
  });

  it.each([
    { name: 'a blank question', question: '   ', message: 'Ask a question.' },
    { name: 'a document instead of a question', question: 'x'.repeat(501), message: 'under 500 characters' },
  ])('given $name, should refuse it', async ({ question, message }) => {
    await expect(service.run({ question: text(question) }, context())).rejects.toThrow(message);
  });

  it.each(['../tasks', 'missing-base'])('given the knowledge base %j, should refuse it', async (name) => {
    await expect(service.run({ question: text('credits') }, context({ knowledge: name }))).rejects.toBeInstanceOf(
      ServiceError,
    );
  });
});

describe('knowledge.answer with an AI provider', () => {
  const fakeAi = (reply: () => Promise<string>): Service & { prompts: string[] } => {
    const prompts: string[] = [];
    return {
      name: 'ai.chat',
      label: 'AI',
      summary: 'A stand-in service of the tests.',
      produces: ['text/markdown'],
      inputs: {},
      prompts,
      async run(inputs, options) {
        prompts.push(`${options.options.prompt}|${inputs.passages?.bytes.toString('utf8')}`);
        return { contentType: 'text/markdown', bytes: Buffer.from(await reply()), source: 'AI' };
      },
    };
  };

  it('should have the provider word the answer from the passages found', async () => {
    const ai = fakeAi(async () => 'Credits pay for each run; failed runs are refunded.');
    const output = await createKnowledgeAnswerService({ ai }).run(
      { question: text('How do credits work?') },
      context(),
    );
    expect(output.bytes.toString('utf8')).toBe('Credits pay for each run; failed runs are refunded.');
    expect(output.facts).toMatchObject({ ai: true });
    expect(ai.prompts[0]).toContain('How credits work, in two minutes (/news/');
  });

  it('given the provider fails, should answer from the passages', async () => {
    const ai = fakeAi(async () => {
      throw new ServiceError('The public AI provider is unreachable.');
    });
    const output = await createKnowledgeAnswerService({ ai }).run(
      { question: text('How do credits work?') },
      context(),
    );
    expect(output.bytes.toString('utf8')).toContain('**How credits work, in two minutes**');
    expect(output.facts).toMatchObject({ ai: false });
  });
});
