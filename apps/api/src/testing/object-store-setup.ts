import { startS3Server, testObjectStoreSetting } from './s3-server.ts';

/**
 * Vitest's global setup of the PostgreSQL run (the scaled mode: PostgreSQL and a bucket): one
 * S3-compatible server for the whole run, whose bucket every test server keeps its files in
 * (test-server.ts reads the setting), stopped and removed by the teardown.
 */
export default async function objectStoreSetup(): Promise<() => Promise<void>> {
  const server = await startS3Server();
  process.env[testObjectStoreSetting] = JSON.stringify(server.settings);
  return async () => {
    delete process.env[testObjectStoreSetting];
    await server.stop();
  };
}
