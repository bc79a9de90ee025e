// Prints the contact form's stored messages, newest first, one JSON object a line: the ones whose
// mail went out and, with --unmailed, only those whose mail did not (the visitor was told to try
// again, and the message waits here). Reads the API's own settings (DATA_DIR or DATABASE_URL).
// PGlite takes one process at a time: stop the API before reading its embedded database.
//
//   pnpm --filter @taskwell/api contact-messages [--unmailed]
import { join } from 'node:path';
import { readContactMessages } from '../src/contact/contact-inbox.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { loadServerOptions } from '../src/load-server-options.ts';

const options = loadServerOptions();
const database = await openDatabase(options.database ?? { kind: 'pglite', dataDir: join(options.dataDir, 'pglite') });
try {
  const messages = await readContactMessages(database.db, { unmailedOnly: process.argv.includes('--unmailed') });
  for (const message of messages) process.stdout.write(`${JSON.stringify(message)}\n`);
} finally {
  await database.close();
}
