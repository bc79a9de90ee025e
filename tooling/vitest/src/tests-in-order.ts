import { beforeAll, type RunnerTestSuite } from 'vitest';

/** A suite and the suites inside it, as the runner holds them. */
type SuiteLike = Pick<RunnerTestSuite, 'shuffle' | 'tasks'>;

function keepOrder(suite: SuiteLike): void {
  suite.shuffle = false;
  for (const task of suite.tasks) if (task.type === 'suite') keepOrder(task);
}

/**
 * Declares that the tests of the calling file form one story, in the order they are written: they
 * share what an earlier test made (one server started for the file, the runs bought in one test and
 * counted in the next). A shuffled run (`--sequence.shuffle`, `TASKWELL_TEST_SHUFFLE`) still runs the
 * file among the others in a shuffled order, so what one file leaves behind for another is still
 * found; only the file's own tests keep their order. Call it once at the top of the file, with the
 * reason; a file whose tests stand alone does not call it.
 */
export function testsInOrder(_reason: string): void {
  // The runner shuffles a suite's children after its `beforeAll` hooks, so the file's own hook can
  // still say which order they run in. Vitest reads a hook's first parameter as the fixtures it
  // uses, which must be a pattern: none here.
  // biome-ignore lint/correctness/noEmptyPattern: the suite is the hook's second parameter
  beforeAll(({}, file) => keepOrder(file as SuiteLike));
}
