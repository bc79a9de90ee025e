import { describe, expect, it } from 'vitest';
import { callbackMessage, isLinkedInAuthMessage, popupFeatures } from './linkedin-popup.ts';

describe('isLinkedInAuthMessage', () => {
  const cases: { given: unknown; want: boolean }[] = [
    { given: { type: 'LinkedInAuth', code: 'c', state: 's' }, want: true },
    { given: { type: 'LinkedInAuth', code: null, state: 's' }, want: true },
    { given: { type: 'Other', code: 'c', state: 's' }, want: false },
    { given: { type: 'LinkedInAuth', code: 7, state: 's' }, want: false },
    { given: 'LinkedInAuth', want: false },
    { given: null, want: false },
  ];
  it.each(cases)('should say $want for $given', ({ given, want }) => {
    expect(isLinkedInAuthMessage(given)).toBe(want);
  });
});

describe('callbackMessage', () => {
  it('should read code and state, null when absent', () => {
    expect(callbackMessage('?code=a&state=b')).toEqual({ type: 'LinkedInAuth', code: 'a', state: 'b' });
    expect(callbackMessage('?error=user_cancelled_login&state=b')).toEqual({
      type: 'LinkedInAuth',
      code: null,
      state: 'b',
    });
  });
});

describe('popupFeatures', () => {
  it('should ask for 600x600 centred over the window, never off screen', () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe(
      'popup=yes,width=600,height=600,left=500,top=200',
    );
    expect(popupFeatures({ left: 0, top: 0, width: 375, height: 667 })).toBe(
      'popup=yes,width=600,height=600,left=0,top=34',
    );
  });
});
