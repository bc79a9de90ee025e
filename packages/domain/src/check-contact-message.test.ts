import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContactMessage, checkContactMessage, contactMessageLimits } from './check-contact-message.ts';

/** C0 and C1 control characters, as the rule sees them. */
const isControl = (character: string) => /\p{Cc}/u.test(character);

const valid: ContactMessage = { email: 'ada@example.com', name: 'Ada Lovelace', message: 'Tell me about Enterprise.' };

describe('checkContactMessage (spec §5: email, name and message are required)', () => {
  it.each([
    { given: {}, want: [] },
    { given: { email: '' }, want: [['email', 'Please enter your e-mail address.']] },
    { given: { email: '   ' }, want: [['email', 'Please enter your e-mail address.']] },
    {
      given: { email: 'ada' },
      want: [['email', 'Please enter a valid e-mail address, such as name@example.com.']],
    },
    {
      given: { email: 'ada@localhost' },
      want: [['email', 'Please enter a valid e-mail address, such as name@example.com.']],
    },
    {
      given: { email: 'ada lovelace@example.com' },
      want: [['email', 'Please enter a valid e-mail address, such as name@example.com.']],
    },
    {
      given: { email: `${'a'.repeat(243)}@example.com` },
      want: [['email', 'The e-mail address is too long: at most 254 characters (it has 255).']],
    },
    { given: { name: '' }, want: [['name', 'Please enter your name.']] },
    { given: { name: 'Ada\nLovelace' }, want: [['name', 'Please write your name on one line.']] },
    { given: { name: 'Ada\u0000' }, want: [['name', 'Please write your name on one line.']] },
    {
      given: { name: 'n'.repeat(201) },
      want: [['name', 'Your name is too long: at most 200 characters (it has 201).']],
    },
    { given: { message: ' \n\t ' }, want: [['message', 'Please write a message.']] },
    {
      given: { message: 'm'.repeat(5001) },
      want: [['message', 'Your message is too long: at most 5,000 characters (it has 5,001).']],
    },
    {
      given: { email: '', name: '', message: '' },
      want: [
        ['email', 'Please enter your e-mail address.'],
        ['name', 'Please enter your name.'],
        ['message', 'Please write a message.'],
      ],
    },
  ])('given $given, should find $want', ({ given, want }) => {
    const check = checkContactMessage({ ...valid, ...given });
    const problems = check.ok ? [] : check.problems.map((problem) => [problem.field, problem.message]);
    expect(problems).toEqual(want);
  });

  it.each([
    { given: { email: '  ada@example.com ' }, want: { email: 'ada@example.com' } },
    { given: { email: "o'brien+news@mail.example.co.uk" }, want: { email: "o'brien+news@mail.example.co.uk" } },
    { given: { name: '  Ada  ' }, want: { name: 'Ada' } },
    { given: { message: '\n Hello,\r\nthe team.\r\n\n' }, want: { message: 'Hello,\nthe team.' } },
    { given: { message: 'Page one\fPage two\u0000\tend' }, want: { message: 'Page onePage two\tend' } },
  ])('given $given, should keep $want', ({ given, want }) => {
    const check = checkContactMessage({ ...valid, ...given });
    expect(check).toEqual({ ok: true, message: { ...valid, ...want } });
  });

  it('should count characters, not UTF-16 units: 5,000 emoji are a message within the limit', () => {
    expect(checkContactMessage({ ...valid, message: '🙂'.repeat(5000) }).ok).toBe(true);
    expect(checkContactMessage({ ...valid, message: '🙂'.repeat(5001) }).ok).toBe(false);
  });

  it('should accept any message of printable text within the limit, as written but for its ends', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).filter((value) => {
      const kept = value.trim();
      return kept !== '' && ![...kept].some(isControl);
    });
    fc.assert(
      fc.property(text, (message) => {
        const check = checkContactMessage({ ...valid, message });
        expect(check).toEqual({ ok: true, message: { ...valid, message: message.trim() } });
      }),
    );
  });

  it('should refuse every message longer than the limit, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }), fc.nat(200), (piece, extra) => {
        fc.pre(piece.trim() !== '' && ![...piece].some(isControl));
        const message = `x${piece.repeat(Math.ceil(contactMessageLimits.message / piece.length))}${'y'.repeat(extra)}x`;
        const check = checkContactMessage({ ...valid, message });
        expect(check.ok ? [] : check.problems.map((problem) => problem.field)).toEqual(['message']);
      }),
    );
  });
});
