import { afterEach, beforeEach, expect, vi } from 'vitest';

// STYLE: "a test that calls console.error fails". React and msw report problems
// (act warnings, unhandled requests, key warnings) through console.error, so a
// silent pass would hide them.
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  const seen = calls;
  calls = [];
  expect(seen, 'console.error was called during the test').toEqual([]);
});
