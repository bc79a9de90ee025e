import type { PrivateAiSettings } from './ai/private-ai-services.ts';
import type { AssetStoreSettings } from './assets/blobs/open-blob-storage.ts';
import type { RateLimitSettings } from './auth/rate-limits.ts';
import type { AutomationSettings } from './automations/open-automations.ts';
import type { ContactMailer } from './contact/contact-mailer.ts';
import type { ContactSettings } from './contact/contact-settings.ts';
import type { Database, DatabaseOptions } from './db/open-database.ts';
import type { EventStreamSettings } from './http/open-streams.ts';
import type { SiteAdvisorSettings } from './keys/site-advisor.ts';
import type { Embeddings } from './knowledge/indexing/embeddings.ts';
import type { PinMailer } from './mail/pin-mailer.ts';
import type { PaymentSettings } from './payments/payment-settings.ts';
import type { PayoutSettings } from './payouts/payout-settings.ts';
import type { RunChange } from './runtime/persistence/run-record.ts';
import type { RuntimeSettings } from './runtime/runtime-settings.ts';
import type { SampleSettings } from './samples/task-samples.ts';
import type { AiSettings } from './services/ai-settings.ts';
import type { AiTierCredits } from './services/ai-tier-credits.ts';
import type { KnowledgeSearch } from './services/knowledge-port.ts';
import type { Service } from './services/service.ts';
import type { ProviderFetch } from './social/linkedin-provider.ts';
import type { LinkedInSettings } from './social/linkedin-settings.ts';
import type { TextChecker } from './text-checks/text-checks.ts';

/** Everything createServer() takes; loadServerOptions() reads them from the environment. */
export interface ServerOptions {
  /** Folder of the embedded database, the assets and the generated signing key (`DATA_DIR`). */
  dataDir: string;
  /** The database; default PGlite in `${dataDir}/pglite`. */
  database?: DatabaseOptions;
  /** Where uploaded and generated files are kept (`ASSET_STORE`, `S3_*`); default the folder `${dataDir}/assets`. */
  assetStorage?: AssetStoreSettings;
  /**
   * How long a starting process waits for PostgreSQL and the bucket to answer (`STARTUP_WAIT_SECONDS`,
   * ms; default 60 s; issue 42).
   */
  startupWaitMs?: number;
  /** `production` refuses to start without SMTP; default `development`. */
  environment?: 'development' | 'production' | 'test';
  /** SMTP server of the PIN mails (`SMTP_URL`). */
  smtpUrl?: string;
  /** Sender of the PIN mails, described as the verify address (`MAIL_FROM`). */
  mailFrom?: string;
  /** A mailer to use instead of SMTP or the log (benchmarks). */
  mailer?: PinMailer;
  /** The server secret, base64url, at least 32 bytes (`SESSION_SIGNING_KEY`); default: generated into the data folder. */
  sessionSigningKey?: string;
  /** Session lifetime in seconds; default 7 days, at most 30 days (`SESSION_TTL_SECONDS`). */
  sessionTtlSeconds?: number;
  /** `iss` of session tokens; default `taskwell-api`. */
  sessionIssuer?: string;
  /** `aud` of session tokens; default `taskwell`. */
  sessionAudience?: string;
  /** How long a verified token is trusted before the revocation list is asked again (ms); default 5000. */
  sessionCacheMs?: number;
  /** Lifetime of asset URL tokens in seconds; default 300. */
  assetTokenTtlSeconds?: number;
  /** Credits granted to a new account (`WELCOME_CREDITS`); default 25. */
  welcomeCredits?: number;
  /** Proxies whose X-Forwarded-For is believed (`TRUSTED_PROXIES`: IPs or CIDRs); default none. */
  trustedProxies?: string[];
  /** The studio's address, for the links the mails carry (`STUDIO_URL`); default where `pnpm start` serves it. */
  studioUrl?: string;
  /** Browser origins allowed by CORS (`CORS_ORIGINS`; default the studio's and the marketing site's). */
  corsOrigins?: string[];
  /** Rate limits; default issue 5's numbers. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Log level (`LOG_LEVEL`); default `info`. `silent` logs nothing. */
  logLevel?: string;
  /** Where log lines go; default stdout. */
  logStream?: { write(line: string): void };
  /** The clock in milliseconds; default Date.now. */
  now?: () => number;
  /** The task definitions file; default catalogue/tasks.json. */
  catalogueFile?: string;
  /** The services task steps call; default every offline service, and `ai.chat` on the `AI_*` tiers. */
  services?: ReadonlyMap<string, Service>;
  /** The operator's AI tiers (`AI_*`): what a run may choose; default from the environment. */
  aiSettings?: AiSettings;
  /** What a call of each tier costs in credits (`AI_<TIER>_CREDITS`); default from the environment. */
  aiCredits?: AiTierCredits;
  /** How private AI services are called (`AI_PRIVATE_ALLOW_LOOPBACK`); default from the environment. */
  privateAi?: PrivateAiSettings;
  /** The key private AI services' keys are sealed with, base64url, 32 bytes or more (`AI_SECRETS_KEY`); default: generated into the data folder. */
  aiSecretsKey?: string;
  /** How text results are checked for inclusive language; default the bias check (tests hold it). */
  textChecker?: TextChecker;
  /** The Well of Knowledge over the opened database (knowledge steps, collection lists); none without it. */
  knowledge?: (db: Database) => KnowledgeSearch;
  /** Vectors for the Well of Knowledge's hybrid search; default from `EMBEDDINGS_*`; null for none. */
  embeddings?: Embeddings | null;
  /** Hears every change of a run, from before the first run is taken (the tests' run processes). */
  onRunChange?: (change: RunChange) => void;
  /** Automations' scheduler and notices (issue 46); a worker turns the scheduler unless `turn` is false. */
  automations?: AutomationSettings;
  /** Task runtime settings (`RUN_WORKER`, `RUN_CONCURRENCY`, ...); defaults in task-runtime.ts. */
  runtime?: Partial<RuntimeSettings>;
  /** Run event streams (`EVENT_STREAMS_PER_ACCOUNT`, `EVENT_STREAM_MAX_SECONDS`); defaults in http/open-streams.ts. */
  eventStreams?: Partial<EventStreamSettings>;
  /** How task samples are made and waited for; defaults in samples/task-samples.ts. */
  samples?: Partial<SampleSettings>;
  /** Hours a price rise of a live AI Store listing is announced before it applies (`STORE_PRICE_NOTICE_HOURS`); default 24. */
  storePriceNoticeHours?: number;
  /** Largest JSON body in bytes; default 65536. */
  jsonBodyLimit?: number;
  /** Interval of the sweep of expired PINs, sessions and counters (ms); default 10 minutes. */
  sweepIntervalMs?: number;
  /** Stripe's keys and ids (`STRIPE_*`); without them the payment operations answer 503. */
  payments?: PaymentSettings;
  /** The payout rate and minimum (`PAYOUT_*`, decision 137); defaults in payouts/payout-settings.ts. */
  payouts?: PayoutSettings;
  /**
   * The payout schedule's clock and how often it looks (ms); default the server's clock, hourly
   * (decision 137). The studio's e2e host gives it a clock the test moves (decision 146).
   */
  payoutSchedule?: { now?: () => number; intervalMs?: number };
  /** The contact form's inbox (`CONTACT_TO`), origins (`MARKETING_URL`) and limit; defaults in contact-settings.ts. */
  contact?: Partial<ContactSettings>;
  /** A contact mailer to use instead of SMTP or the log (tests of a mail server that fails). */
  contactMailer?: ContactMailer;
  /** LinkedIn's OpenID Connect client (`LINKEDIN_*`); without it the social link answers 503. */
  linkedin?: LinkedInSettings;
  /** The key of the social network's tokens at rest, base64url, at least 32 bytes (`SOCIAL_TOKEN_KEY`); default: generated into the data folder. */
  socialTokenKey?: string;
  /** The HTTP client LinkedIn is reached with; default fetch (tests pass one that fails). */
  linkedinFetch?: ProviderFetch;
  /** The built-in site account's advisor key, seeded at start (`ADVISOR_*`); none when absent. */
  siteAdvisor?: SiteAdvisorSettings;
  /** Prometheus metrics on a port of their own (`METRICS_PORT`, `METRICS_HOST`); off when absent. Port 0 takes a free one. */
  metrics?: { port: number; host: string };
}

/** The studio's and the marketing site's default origins (ARCHITECTURE: ports 3001 and 3000). */
export const defaultCorsOrigins = [
  'http://127.0.0.1:3001',
  'http://localhost:3001',
  'http://127.0.0.1:3000',
  'http://localhost:3000',
];
