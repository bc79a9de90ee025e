import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A `findBy…` or `waitFor` waits for the state it asserts: up to 10 s, not Testing Library's 1 s, which
// a page's reload outlasts on a busy 2-core machine (a test then failed for the machine's load).
configure({ asyncUtilTimeout: 10_000 });

// Testing Library unmounts by itself only when vitest runs with globals, which the preset leaves off.
afterEach(() => {
  cleanup();
});

// The cookie session's secret for route tests; without it the studio would generate one on disk.
process.env.SESSION_SECRET ??= 'route-tests-session-secret-0123456789abcdef';
