import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only when vitest runs with globals, which the preset leaves off.
afterEach(() => {
  cleanup();
});

// The cookie session's secret for route tests; without it the studio would generate one on disk.
process.env.SESSION_SECRET ??= 'route-tests-session-secret-0123456789abcdef';
