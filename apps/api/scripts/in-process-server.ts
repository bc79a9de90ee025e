// The API in the benchmark's own process, on an in-memory PGlite, with one task (`summarise`, a
// text summary) and no worker: what the list and search benchmarks measure calls against, their
// rows written straight into its database.
import { testTask } from '../src/runtime/testing/test-catalogue.ts';
import { startTestServer } from '../src/testing/test-server.ts';

export function startInProcessServer() {
  return startTestServer({
    catalogue: [
      testTask('summarise', {
        step: 'summary',
        service: 'text.summary',
        output: 'Summary',
        inputs: { text: { param: 'text' } },
      }),
    ],
    runtime: { worker: false },
    logLevel: 'silent',
  });
}
