import { describe, expect, it } from 'vitest';
import { outputInstructions } from '../services/ai-step-messages.ts';
import { standInAnswer, standInReply, startAiStandIn, valueOfShape } from './ai-stand-in.ts';

// The stand-in answers as a model that obeys the instructions it is given: a JSON Schema in the
// system message (as an AI step with a JSON output sends it) gets a value of that shape.

describe('valueOfShape', () => {
  it.each([
    { given: { type: 'string' }, want: standInAnswer },
    { given: { type: 'string', enum: ['formal', 'friendly'] }, want: 'formal' },
    { given: { type: 'integer' }, want: 1 },
    { given: { type: 'boolean' }, want: true },
    { given: { type: 'array', items: { type: 'number' } }, want: [1] },
    {
      given: { type: 'object', properties: { title: { type: 'string' }, points: { type: 'array', items: {} } } },
      want: { title: standInAnswer, points: [standInAnswer] },
    },
  ])('given $given should be $want', ({ given, want }) => {
    expect(valueOfShape(given)).toEqual(want);
  });
});

describe('standInReply', () => {
  const schema = { type: 'object', properties: { notice: { type: 'string' } }, required: ['notice'] };
  it.each([
    {
      name: 'an AI step asking for JSON of a shape',
      system: `Speak plainly.\n\n${outputInstructions({ kind: 'json', schema: schema as never })}`,
      want: JSON.stringify({ notice: standInAnswer }),
    },
    { name: 'a step asking for Markdown', system: 'Speak plainly.', want: standInAnswer },
  ])('given $name should answer in kind', ({ system, want }) => {
    expect(
      standInReply({
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: 'Hello' },
        ],
      }),
    ).toBe(want);
  });
});

describe('startAiStandIn', () => {
  it("should keep an idle connection 65 s, as a provider's front does, and say so in its Keep-Alive hint", async () => {
    const standIn = await startAiStandIn();
    try {
      const reply = await fetch(`${standIn.baseUrl}/models`);
      await reply.json();
      expect(reply.headers.get('keep-alive')).toBe('timeout=65');
    } finally {
      await standIn.close();
    }
  });
});
