import { ensureAccount } from '../accounts/accounts.ts';
import type { Database } from '../db/open-database.ts';
import type { KeyRecords } from './key-records.ts';

/**
 * The built-in site account (decision 066): it owns the public key the marketing site's Digital
 * Advisor is built with and pays for its answers. Not an e-mail address, so nobody can sign in as it.
 */
export const siteAccount = 'taskwell:site';

/**
 * The public key a development build of the marketing site is made with
 * (apps/marketing/vite.config.ts): published with the code, so seeded on a loopback `HOST` only.
 */
export const localSiteAdvisorKey = 'tw_pk_local_site_advisor_key';

/** The advisor key's daily spending cap: 1 credit an answer, 500 answers a day. */
export const siteAdvisorDailyCap = 500;

/** Credits the site account starts with: the advisor's answers cost 1 credit each. */
export const siteAccountCredits = 10_000;

/** The site advisor's key as configured (`ADVISOR_PUBLIC_KEY`, `ADVISOR_TASK_ID`, `MARKETING_URL`). */
export interface SiteAdvisorSettings {
  /** The public key the marketing site is built with. */
  publicKey: string;
  /** The task that answers (`site-advisor` by default). */
  taskId: string;
  /** The marketing site's origins. */
  origins: readonly string[];
}

/**
 * Makes sure the site account and its advisor key exist as configured, at every start: a fresh data
 * folder gets them with nothing to do, and a changed task or origin list is applied. A task that
 * is not in the catalogue, or a key already held by another account, is logged and left alone.
 */
export async function seedSiteAdvisor(options: {
  db: Database;
  keys: KeyRecords;
  settings: SiteAdvisorSettings;
  taskIds: ReadonlySet<string>;
  now: () => number;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}): Promise<void> {
  const { settings, log } = options;
  if (!options.taskIds.has(settings.taskId)) {
    log.warn({ taskId: settings.taskId }, 'the site advisor task is not in the catalogue; no advisor key was seeded');
    return;
  }
  await ensureAccount(options.db, {
    email: siteAccount,
    welcomeCredits: siteAccountCredits,
    now: new Date(options.now()),
  });
  const seeded = await options.keys.ensurePublicKey({
    email: siteAccount,
    name: 'Marketing site Digital Advisor',
    key: settings.publicKey,
    taskId: settings.taskId,
    origins: settings.origins,
    dailyCreditCap: siteAdvisorDailyCap,
  });
  if (seeded) log.info({ taskId: settings.taskId, origins: settings.origins }, 'site advisor key ready');
  else log.warn({}, 'ADVISOR_PUBLIC_KEY belongs to another account; the site advisor key was left alone');
}

/**
 * Revokes the published development key when a server starts without seeding it (a data folder
 * first used by a loopback `pnpm start`, then served to a network): a key everyone knows must not
 * spend the site account's credits there.
 */
export async function retireLocalAdvisorKey(options: {
  keys: KeyRecords;
  log: { warn(object: object, message: string): void };
}): Promise<void> {
  if (await options.keys.revokePublished(localSiteAdvisorKey)) {
    options.log.warn({}, 'the development advisor key was revoked: it is seeded on a loopback HOST only');
  }
}
