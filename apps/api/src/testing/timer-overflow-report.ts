// A timer asked to wait longer than Node can (2^31 - 1 ms, about 24.8 days) fires after 1 ms with a
// TimeoutOverflowWarning that names no caller; one that re-arms itself then spins. The first such
// warning of a test process is written with its stack, so the code that asked for it is named.
const reportedKey = Symbol.for('taskwell.timer-overflow-report');
const registry = globalThis as { [reportedKey]?: boolean };

if (!registry[reportedKey]) {
  registry[reportedKey] = true;
  let written = false;
  process.on('warning', (warning) => {
    if (warning.name !== 'TimeoutOverflowWarning' || written) return;
    written = true;
    process.stderr.write(`timer overflow, asked for by:\n${warning.stack ?? warning.message}\n`);
  });
}
