import { test as base } from './fixtures.ts';
import { type PaymentAccount, signUpOnce } from './payment-fixtures.ts';

/** Worker fixtures of the LinkedIn journeys. */
export interface LinkedInWorkerFixtures {
  /** An account signed up once per worker, reused through its browser storage. */
  member: PaymentAccount;
  /** The LinkedIn stand-in's issuer (decision 070). */
  linkedinIssuer: string;
}

export const test = base.extend<object, LinkedInWorkerFixtures>({
  member: [
    async ({ playwright, harness }, use, workerInfo) => {
      await use(await signUpOnce(playwright, harness, 'linker', workerInfo.project.outputDir));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  linkedinIssuer: [
    async ({ harness }, use) => {
      if (!harness.linkedin) throw new Error('The harness started no LinkedIn stand-in.');
      await use(harness.linkedin.issuer);
    },
    { scope: 'worker' },
  ],
});

export { expect } from './fixtures.ts';
