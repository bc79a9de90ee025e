import { describe, it } from 'vitest';
import { pausedRunKeepsItsVersion } from './testing/versions-scenario.ts';

// Issue 30, acceptance 3, on PGlite (its PostgreSQL twin: creator-versions.postgres.test.ts).
describe('given a run PAUSED on version 1 of a task a user built (PGlite)', () => {
  it("should complete with version 1's steps after version 2 is published, its record saying 1", async () => {
    await pausedRunKeepsItsVersion();
  });
});
