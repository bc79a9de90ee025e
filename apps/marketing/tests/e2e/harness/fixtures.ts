import { test as base, expect } from '@taskwell/playwright-config/fixtures';
import { type CapturedMail, mailsTo, readMail } from '@taskwell/playwright-config/mail-capture';
import { type HarnessAddresses, harnessEnv } from './harness-env.ts';

/** A contact mail the API sent, read. */
export interface ContactMail {
  /** Its Reply-To: the visitor who wrote. */
  replyTo: string;
  /** Its text. */
  text: string;
  /** The raw mail. */
  mail: CapturedMail;
}

/** Fixtures of the public site's e2e suite. */
export interface MarketingFixtures {
  /**
   * This test's own visitor: a client address the API sees for every call the page makes to it
   * (X-Forwarded-For, which the harness's API believes from loopback), so tests that send
   * messages do not share the API's per-visitor limit.
   */
  visitor: string;
  /** The contact mails the API sent to the company's address so far, oldest first. */
  contactMails: () => Promise<ContactMail[]>;
}

/** Addresses of the harness's servers. */
export interface MarketingWorkerFixtures {
  /** Where the harness's servers listen, and where the mails go. */
  harness: HarnessAddresses;
}

let visitors = 0;

export const test = base.extend<MarketingFixtures, MarketingWorkerFixtures>({
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument
    async ({}, use) => {
      await use(harnessEnv.read());
    },
    { scope: 'worker' },
  ],

  visitor: async ({ context, harness }, use, testInfo) => {
    visitors += 1;
    // Unique within the run: worker indexes never repeat, and a worker runs fewer than 250 tests here.
    const address = `10.${Math.floor(testInfo.workerIndex / 250) % 256}.${testInfo.workerIndex % 250}.${visitors}`;
    await context.route(`${harness.apiUrl}/**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
    await use(address);
  },

  contactMails: async ({ harness }, use) => {
    await use(async () =>
      (await mailsTo(harness.mailDir, harness.contactTo)).map((mail) => {
        const { headers, text } = readMail(mail.raw);
        return { replyTo: headers.get('reply-to') ?? '', text, mail };
      }),
    );
  },
});

export { expect };
