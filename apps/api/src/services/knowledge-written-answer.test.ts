import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, standInReply, startAiStandIn, unsupportedSentence } from '../testing/ai-stand-in.ts';
import { createAiChatService } from './ai-chat.ts';
import { loadAiSettings } from './ai-settings.ts';
import { operatorAnswerChat } from './answer-chat.ts';
import { createKnowledgeAnswerFromService } from './knowledge-answer-from.ts';
import { testKnowledgeSearch } from './knowledge-test-search.ts';
import { readWrittenAnswer, saysNotAnswered, supported } from './knowledge-written-answer.ts';
import { textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';

// An answer written by a chat model (issue 43): only its sentences the documents support are kept,
// each with the citations it rests on. The model is the AI stand-in, reached over HTTP through the
// operator's `ai.chat` service as the server makes it.

describe('supported', () => {
  const source = 'Economy fares are the rule for trips under six hours. Staff get 25 days of paid holiday a year.';
  it.each([
    { sentence: 'Staff get 25 days of paid holiday each year.', want: true },
    { sentence: 'The documents say: staff get 25 days of holiday.', want: true },
    { sentence: 'Staff get 30 days of paid holiday a year.', want: false },
    { sentence: 'Every employee also has a company car worth £90,000.', want: false },
    { sentence: 'Pensions are matched by the company and vest immediately.', want: false },
    { sentence: '', want: false },
  ])('given "$sentence" should be $want', ({ sentence, want }) => {
    expect(supported(sentence, [source], 'How many days of paid holiday do staff get?')).toBe(want);
  });
});

describe('readWrittenAnswer', () => {
  it.each([
    {
      name: 'the JSON asked for',
      reply: '{"answer": [{"sentence": "A.", "sources": [1, 2]}]}',
      want: [{ sentence: 'A.', sources: [1, 2] }],
    },
    {
      name: 'JSON in a code fence',
      reply: '```json\n{"answer": [{"sentence": " B. ", "sources": [2]}]}\n```',
      want: [{ sentence: 'B.', sources: [2] }],
    },
    { name: 'no answer', reply: '{"answer": []}', want: [] },
    { name: 'prose', reply: 'Staff get 25 days [1].', want: [] },
    {
      name: 'entries of the wrong shape',
      reply: '{"answer": [{"sentence": 3, "sources": [1]}, {"sentence": "C.", "sources": ["1", 2.5, 3]}]}',
      want: [{ sentence: 'C.', sources: [3] }],
    },
  ])('given $name', ({ reply, want }) => {
    expect(readWrittenAnswer(reply)).toEqual(want);
  });
});

describe('saysNotAnswered', () => {
  it.each([
    { name: 'the JSON asked for, empty', reply: '{"answer": []}', want: true },
    { name: 'the same in a code fence', reply: '```json\n{ "answer": [ ] }\n```', want: true },
    { name: 'an answer', reply: '{"answer": [{"sentence": "A.", "sources": [1]}]}', want: false },
    { name: 'prose saying so', reply: 'The sentences do not answer the question.', want: false },
    { name: 'another shape', reply: '{"answers": []}', want: false },
  ])('given $name should be $want', ({ reply, want }) => {
    expect(saysNotAnswered(reply)).toBe(want);
  });
});

describe('knowledge.answer-from with a chat model', () => {
  const ada = 'ada@example.com';
  const knowledge = testKnowledgeSearch([
    {
      accountEmail: ada,
      collectionId: 'c-policies',
      collectionName: 'Policies',
      documentId: 'd-handbook',
      title: 'Handbook.pdf',
      pages: [
        'Welcome to the team.',
        'Holidays are agreed with your manager. Staff get 25 days of paid holiday a year.',
      ],
    },
    {
      accountEmail: ada,
      collectionId: 'c-policies',
      collectionName: 'Policies',
      documentId: 'd-travel',
      title: 'Travel.pdf',
      pages: ['Book travel for a holiday period early, as staff fares rise.'],
    },
  ]);
  let standIn: AiStandIn;
  let answerFrom: ReturnType<typeof createKnowledgeAnswerFromService>;
  beforeAll(async () => {
    standIn = await startAiStandIn();
    const ai = createAiChatService({
      ...loadAiSettings({ AI_BASE_URL: standIn.baseUrl, AI_API_KEY: 'stand-in', AI_MODEL: 'stand-in' }),
      maxRetries: 0,
      timeoutMs: 10_000,
    });
    answerFrom = createKnowledgeAnswerFromService({ chatFor: operatorAnswerChat(ai) });
  });
  afterAll(async () => {
    await standIn.close();
  });
  afterEach(() => {
    standIn.behaviour.answer = standInReply;
  });
  const ask = (question: string) =>
    answerFrom.run(
      { question: textValue(question), collection: textValue('c-policies') },
      { ...serviceContext(), accountEmail: ada, knowledge },
    );

  it('given a question the documents answer should write the supported sentence with its citation, and not the other', async () => {
    const output = await ask('How many days of paid holiday do staff get?');
    const markdown = textOf(output);
    expect(markdown).toContain(
      'The documents say: Staff get 25 days of paid holiday a year. ([Handbook.pdf, p. 2](/knowledge/documents/d-handbook?page=2\\&start=39\\&end=80))',
    );
    expect(markdown).not.toContain(unsupportedSentence);
    expect(output.facts).toMatchObject({
      answered: true,
      written: true,
      citations: ['/knowledge/documents/d-handbook?page=2&start=39&end=80'],
    });
  });

  it('given a question the documents do not answer should say so without asking the model', async () => {
    const output = await ask('What is the pension contribution?');
    expect(textOf(output)).toContain('**Not in your documents**');
    expect(output.facts).toMatchObject({ answered: false, citations: [] });
  });

  it('given the model says the sentences do not answer should say the documents do not, with the passages as related', async () => {
    standIn.behaviour.answer = () => '{"answer": []}';
    const before = standIn.requests.length;
    const output = await ask('How many days of paid holiday do staff get?');
    const markdown = textOf(output);
    expect(markdown).toContain('**Not in your documents**');
    expect(markdown).toContain('Related passages, which do not answer it:');
    expect(markdown).toContain('/knowledge/documents/d-handbook?page=2\\&start=39\\&end=80');
    expect(output.facts).toMatchObject({ answered: false, because: 'model-not-answered', citations: [] });
    // The model read the best sentence of each passage found, the one not quoted too.
    const prompt = JSON.stringify(standIn.requests.at(-1)?.body);
    expect(prompt).toContain('Staff get 25 days of paid holiday a year.');
    expect(prompt).toContain('Book travel for a holiday period early, as staff fares rise.');
    expect(standIn.requests.length).toBe(before + 1);
  });

  it('given a reply that is not the JSON asked for should quote the documents rather than refuse', async () => {
    standIn.behaviour.answer = () => 'Staff get plenty of holiday.';
    const output = await ask('How many days of paid holiday do staff get?');
    expect(textOf(output)).toContain('“Staff get 25 days of paid holiday a year.”');
    expect(output.facts).toMatchObject({ answered: true, written: false });
  });
});
