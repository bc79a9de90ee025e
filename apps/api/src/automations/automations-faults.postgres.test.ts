import { describe, expect, it } from 'vitest';
import { describeAutomationDrill, runAutomationDrill } from './testing/automation-fault-drill.ts';

// Issue 46, acceptance 2 (decision 173): 2 API and 2 worker processes on one PostgreSQL, 500
// automations due at the same moment; as the first runs are started, a worker is killed
// (SIGKILL) and an API stopped (SIGTERM): exactly one run per automation, none twice, none lost,
// each charged once. `bench:automations-faults` runs the same drill and waits for every run's end.

describe('500 automations due at once while a worker is killed and an API stopped', () => {
  it('starts exactly one run per automation, each charged once', async () => {
    const report = await runAutomationDrill({
      automations: 500,
      accounts: 10,
      waitForEnds: false,
      say: (line) => process.stdout.write(`[automation faults] ${line}\n`),
    });
    const lines = describeAutomationDrill(report);
    for (const line of lines) process.stdout.write(`[automation faults] ${line}\n`);
    const why = lines.join('\n');
    // The faults struck while the moment's runs were being started.
    expect(report.startedAtFaults, why).toBeLessThan(500);
    expect(
      {
        entries: report.entries,
        withoutEntry: report.automationsWithoutEntry,
        withSeveral: report.automationsWithSeveralEntries,
        runs: report.runs,
        secondStarts: report.runsWithoutEntry,
        chargesPerRun: report.chargesPerRun,
        sigtermExitCode: report.sigtermExitCode,
      },
      why,
    ).toEqual({
      entries: { started: 500 },
      withoutEntry: 0,
      withSeveral: 0,
      runs: 500,
      secondStarts: 0,
      chargesPerRun: { 1: 500 },
      sigtermExitCode: 0,
    });
  }, 600_000);
});
