import { describe, expect, it } from 'vitest';
import { keepPageAfterSessionEnded, signInAction } from './sign-in-reason.ts';

describe('keepPageAfterSessionEnded', () => {
  it.each([
    { given: 'a saved form', args: { actionResult: { status: 'saved' }, defaultShouldRevalidate: true }, want: true },
    {
      given: 'a session the API ended',
      args: { actionResult: { sessionEnded: true }, defaultShouldRevalidate: true },
      want: false,
    },
    {
      given: 'a service that was busy (issue 42: a reload would replace the typed values with an error)',
      args: { actionResult: { status: 'busy', serviceBusy: true }, defaultShouldRevalidate: true },
      want: false,
    },
    {
      given: 'a step of the sign-in modal',
      args: { formAction: signInAction, actionResult: { sent: true }, defaultShouldRevalidate: true },
      want: false,
    },
    { given: "Remix's own no", args: { actionResult: undefined, defaultShouldRevalidate: false }, want: false },
  ])('given $given should reload: $want', ({ args, want }) => {
    expect(keepPageAfterSessionEnded(args)).toBe(want);
  });
});
