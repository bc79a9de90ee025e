import { isIPv4 } from 'node:net';
import { resolve } from 'node:path';
import { siteAddresses } from '@taskwell/domain';
import { readAssetStoreSettings } from './assets/blobs/open-blob-storage.ts';
import { readContactSettings } from './contact/contact-settings.ts';
import { localSiteAdvisorKey } from './keys/site-advisor.ts';
import { readPaymentSettings } from './payments/payment-settings.ts';
import { readPayoutSettings } from './payouts/payout-settings.ts';
import type { ServerOptions } from './server-options.ts';
import { readLinkedInSettings } from './social/linkedin-settings.ts';

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number`);
  return parsed;
}

function seconds(value: number | undefined): number | undefined {
  return value === undefined ? undefined : value * 1000;
}

function withLocalhost(url: string): string[] {
  const origin = new URL(url).origin;
  return [origin, origin.replace('//127.0.0.1:', '//localhost:'), origin.replace('//localhost:', '//127.0.0.1:')];
}

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (['1', 'true', 'yes'].includes(value.trim().toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.trim().toLowerCase())) return false;
  throw new Error(`${name} must be true or false`);
}

/** The task runtime's settings from RUN_* variables; unset ones keep their defaults. */
function runtimeSettings(env: NodeJS.ProcessEnv): ServerOptions['runtime'] {
  const seconds = integer(env.RUN_STEP_TIMEOUT_SECONDS, 'RUN_STEP_TIMEOUT_SECONDS');
  const minutes = integer(env.RUN_MAX_MINUTES, 'RUN_MAX_MINUTES');
  const grace = integer(env.RUN_SHUTDOWN_GRACE_SECONDS, 'RUN_SHUTDOWN_GRACE_SECONDS');
  const outage = integer(env.RUN_OUTAGE_WAIT_SECONDS, 'RUN_OUTAGE_WAIT_SECONDS');
  const lease = integer(env.RUN_LEASE_SECONDS, 'RUN_LEASE_SECONDS');
  const settings = {
    worker: flag(env.RUN_WORKER, 'RUN_WORKER'),
    concurrency: integer(env.RUN_CONCURRENCY, 'RUN_CONCURRENCY'),
    stepTimeoutMs: seconds === undefined ? undefined : seconds * 1000,
    maxRunMs: minutes === undefined ? undefined : minutes * 60_000,
    shutdownGraceMs: grace === undefined ? undefined : grace * 1000,
    outageWaitMs: outage === undefined ? undefined : outage * 1000,
    // A dead worker's runs are found once its claim has expired: the reaper looks three times a
    // lease (at most every 10 s, the default's pace).
    leaseMs: lease === undefined ? undefined : lease * 1000,
    reaperIntervalMs: lease === undefined ? undefined : Math.min(10_000, Math.ceil((lease * 1000) / 3)),
    storeCreatorSharePercent: integer(env.STORE_CREATOR_SHARE_PERCENT, 'STORE_CREATOR_SHARE_PERCENT'),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/**
 * The automations' scheduler from AUTOMATION_* variables (decision 173): AUTOMATION_CLAIM_SECONDS,
 * how long a process holds the entries it is starting (a killed one's are taken over after it).
 */
function automationSettings(env: NodeJS.ProcessEnv): ServerOptions['automations'] {
  const claim = integer(env.AUTOMATION_CLAIM_SECONDS, 'AUTOMATION_CLAIM_SECONDS');
  return claim === undefined ? undefined : { scheduler: { claimMs: claim * 1000 } };
}

/** The run event streams' settings from EVENT_STREAM* variables; unset ones keep their defaults. */
function eventStreamSettings(env: NodeJS.ProcessEnv): ServerOptions['eventStreams'] {
  const seconds = integer(env.EVENT_STREAM_MAX_SECONDS, 'EVENT_STREAM_MAX_SECONDS');
  const settings = {
    perAccount: integer(env.EVENT_STREAMS_PER_ACCOUNT, 'EVENT_STREAMS_PER_ACCOUNT'),
    maxDurationMs: seconds === undefined ? undefined : seconds * 1000,
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

export { localSiteAdvisorKey };

/** True when only this machine can reach an address the server listens on. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIPv4(v4) && v4.startsWith('127.');
}

/**
 * The site advisor's key (decision 066): `ADVISOR_PUBLIC_KEY`, for `ADVISOR_TASK_ID` (default
 * `site-advisor`), from the marketing site's origins (`MARKETING_URL`). Unset, the published
 * development key is seeded on a loopback `HOST` outside production only (issue 29: anyone who
 * reads this repository knows it); asked for on a `HOST` others can reach, the server refuses to
 * start. An empty `ADVISOR_PUBLIC_KEY` seeds none.
 */
function siteAdvisorSettings(env: NodeJS.ProcessEnv): ServerOptions['siteAdvisor'] {
  const loopbackDevelopment = env.NODE_ENV !== 'production' && isLoopback(env.HOST ?? '127.0.0.1');
  if (env.ADVISOR_PUBLIC_KEY === localSiteAdvisorKey && !isLoopback(env.HOST ?? '127.0.0.1')) {
    throw new Error(
      `ADVISOR_PUBLIC_KEY is the published development key, which is seeded on a loopback HOST only; give the site a key of its own on ${env.HOST}.`,
    );
  }
  const publicKey = env.ADVISOR_PUBLIC_KEY ?? (loopbackDevelopment ? localSiteAdvisorKey : undefined);
  if (!publicKey) return undefined;
  const marketing = siteAddresses({ env }).marketingUrl;
  return { publicKey, taskId: env.ADVISOR_TASK_ID || 'site-advisor', origins: [...new Set(withLocalhost(marketing))] };
}

/**
 * The secrets a scaled deployment (PostgreSQL through `DATABASE_URL`) must be given as settings:
 * generated into `DATA_DIR` they would differ between API processes on other machines, and a
 * session signed by one would be refused by the next (issue 27). The names of those missing.
 */
export function missingScaledSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!env.DATABASE_URL) return [];
  return ['SESSION_SIGNING_KEY', 'SOCIAL_TOKEN_KEY', 'AI_SECRETS_KEY'].filter((name) => !env[name]?.trim());
}

/** The Prometheus endpoint's address (`METRICS_PORT`, `METRICS_HOST`); none when the port is unset. */
export function metricsSettings(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } | undefined {
  const port = integer(env.METRICS_PORT, 'METRICS_PORT');
  return port === undefined ? undefined : { port, host: env.METRICS_HOST || '127.0.0.1' };
}

/** Reads the server's settings from the environment (README lists them). */
export function loadServerOptions(
  env: NodeJS.ProcessEnv = process.env,
): ServerOptions & { port: number; host: string } {
  // Issue 25: the studio's and the site's addresses default to where `pnpm start` serves them
  // (HOST and their ports), the same defaults the studio and the site take.
  const { studioUrl, marketingUrl } = siteAddresses({ env });
  const corsOrigins = list(env.CORS_ORIGINS) ?? [...new Set([studioUrl, marketingUrl].flatMap(withLocalhost))];
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port: integer(env.API_PORT, 'API_PORT') ?? integer(env.PORT, 'PORT') ?? 3002,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : undefined,
    startupWaitMs: seconds(integer(env.STARTUP_WAIT_SECONDS, 'STARTUP_WAIT_SECONDS')),
    assetStorage: readAssetStoreSettings(env),
    environment: env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    sessionSigningKey: env.SESSION_SIGNING_KEY || undefined,
    sessionTtlSeconds: integer(env.SESSION_TTL_SECONDS, 'SESSION_TTL_SECONDS'),
    welcomeCredits: integer(env.WELCOME_CREDITS, 'WELCOME_CREDITS'),
    trustedProxies: list(env.TRUSTED_PROXIES),
    corsOrigins,
    studioUrl,
    logLevel: env.LOG_LEVEL || undefined,
    runtime: runtimeSettings(env),
    automations: automationSettings(env),
    storePriceNoticeHours: integer(env.STORE_PRICE_NOTICE_HOURS, 'STORE_PRICE_NOTICE_HOURS'),
    eventStreams: eventStreamSettings(env),
    payments: readPaymentSettings(env, studioUrl),
    payouts: readPayoutSettings(env),
    contact: readContactSettings({ ...env, MARKETING_URL: marketingUrl }, withLocalhost),
    linkedin: readLinkedInSettings(env, studioUrl),
    socialTokenKey: env.SOCIAL_TOKEN_KEY || undefined,
    aiSecretsKey: env.AI_SECRETS_KEY || undefined,
    siteAdvisor: siteAdvisorSettings(env),
    metrics: metricsSettings(env),
  };
}
