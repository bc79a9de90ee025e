import { describe, expect, it } from 'vitest';
import { reviewListing } from './listing-review.ts';

const card = {
  name: 'Quick answers',
  heading: 'Answers a question',
  description: 'Gives a short answer to a question.',
  category: 'business',
};

describe('reviewListing', () => {
  it.each([
    { given: 'a filled-in card and a completed test run', card, sampleCompleted: true, want: [] },
    { given: 'no completed test run of the version', card, sampleCompleted: false, want: ['sample'] },
    {
      given: 'an empty heading and a blank category',
      card: { ...card, heading: '', category: '  ' },
      sampleCompleted: true,
      want: ['heading', 'category'],
    },
    {
      given: 'a description that may exclude people',
      card: { ...card, description: 'Ask the chairman what he thinks; each buyer keeps his copy.' },
      sampleCompleted: true,
      want: ['description', 'description'],
    },
  ])('given $given should find problems of $want', async ({ card: given, sampleCompleted, want }) => {
    const problems = await reviewListing({ card: given, version: 2, sampleCompleted });
    expect(problems.map((problem) => problem.field)).toEqual(want);
    for (const problem of problems) expect(problem.message.length).toBeGreaterThan(10);
  });

  it('should ask for a name of each result still named as the editor named it (issue 39: "Result 4" reached a listing)', async () => {
    const problems = await reviewListing({
      card,
      version: 1,
      sampleCompleted: true,
      results: [
        { place: '1', output: 'Summary' },
        { place: '2.1', output: 'Result 4' },
      ],
    });
    expect(problems).toEqual([
      {
        field: 'steps',
        message: 'Give the result of step 2.1 "Result 4" a name that says what it is: buyers see it listed.',
      },
    ]);
  });

  it('should say of a draft with no test run that the store will ask for one', async () => {
    const [problem] = await reviewListing({ card, version: 'draft', sampleCompleted: false });
    expect(problem).toEqual({
      field: 'sample',
      message:
        'This draft has no completed test run: the AI Store sells a version only once a test run of it has completed. Run a test before publishing.',
    });
  });

  it('should say which version has no test run, and what to do', async () => {
    const [problem] = await reviewListing({ card, version: 3, sampleCompleted: false });
    expect(problem?.message).toBe(
      'Version 3 has no completed test run: run a test of it that completes before selling it.',
    );
  });
});
