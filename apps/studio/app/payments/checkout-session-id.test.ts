import { describe, expect, it } from 'vitest';
import { checkoutSessionIdOf } from './checkout-session-id.ts';

describe('checkoutSessionIdOf', () => {
  it.each([
    { given: 'cs_test_a1B2c3_secret_d4e5', want: 'cs_test_a1B2c3' },
    { given: 'cs_live_XyZ_secret_abc_secret_def', want: 'cs_live_XyZ' },
    { given: 'seti_123_secret_456', want: undefined },
    { given: '_secret_456', want: undefined },
    { given: 'cs_test_no_marker', want: undefined },
    { given: 'cs_test_bad/../id_secret_x', want: undefined },
  ])('given $given, should be $want', ({ given, want }) => {
    expect(checkoutSessionIdOf(given)).toBe(want);
  });
});
