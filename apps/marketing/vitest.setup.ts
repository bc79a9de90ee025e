import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts by itself only when vitest runs with globals, which the preset leaves off.
afterEach(() => {
  cleanup();
});
