import type { OperationId, Task } from '@taskwell/api-sdk';
import type {} from 'fastify';
import type { PrivateAiServices } from './ai/private-ai-services.ts';
import type { RunAiServices } from './ai/run-ai-services.ts';
import type { AssetLibrary } from './assets/asset-library.ts';
import type { AssetStorage } from './assets/asset-storage.ts';
import type { Caller } from './auth/authenticate.ts';
import type { OtpService } from './auth/otp-service.ts';
import type { RateLimits } from './auth/rate-limits.ts';
import type { Session, SessionRecords } from './auth/session-tokens.ts';
import type { AutomationDirectory } from './automations/automation-directory.ts';
import type { AutomationWebhooks } from './automations/inbound-webhooks.ts';
import type { ContactDesk } from './contact/contact-desk.ts';
import type { CreatorStudio } from './creator/creator-studio.ts';
import type { Database, OpenDatabase } from './db/open-database.ts';
import type { ReadinessProbes } from './health/readiness-probes.ts';
import type { ContractSchemas } from './http/contract-schemas.ts';
import type { OpenStreams } from './http/open-streams.ts';
import type { KeyRecords } from './keys/key-records.ts';
import type { PublicKeyOrigins } from './keys/public-key-origins.ts';
import type { KnowledgeLibrary } from './knowledge/knowledge-library.ts';
import type { PinMailer } from './mail/pin-mailer.ts';
import type { StoreListings } from './marketplace/store-listings.ts';
import type { OrganizationDirectory } from './organizations/organization-directory.ts';
import type { PaymentContext } from './payments/payment-context.ts';
import type { PriceCatalogue } from './payments/price-catalogue.ts';
import type { PayoutSettings } from './payouts/payout-settings.ts';
import type { PersonaDirectory } from './personas/persona-directory.ts';
import type { TaskRuntime } from './runtime/task-runtime.ts';
import type { TaskSamples } from './samples/task-samples.ts';
import type { KnowledgeSearch } from './services/knowledge-port.ts';
import type { SocialLinks } from './social/social-links.ts';
import type { TestCaseSuites } from './test-cases/test-case-suite.ts';
import type { TextChecks } from './text-checks/text-checks.ts';

// The parts of a running server, as operation handlers, tests and scripts see them. Built by
// create-server.ts; operations depend on this module only, never on the server's wiring.

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session of the bearer token, when the request carried one. */
    session?: Session;
    /** The bearer token itself (for logout). */
    bearerToken?: string;
    /** Who the request acts for: a session, an API key or a public key. */
    caller?: Caller;
  }
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operationId?: OperationId;
  }
  interface FastifyInstance {
    /** The server's parts, for tests and scripts. */
    taskwell: ServerContext;
  }
}

/** What the operation handlers share. */
export interface ServerContext {
  /** The query builder. */
  db: Database;
  /** The open database (its kind, raw SQL, close). */
  database: OpenDatabase;
  /** What the server reads from the contract. */
  schemas: ContractSchemas;
  /** Session tokens and asset URL tokens. */
  sessions: SessionRecords;
  /** PIN sign-in. */
  otp: OtpService;
  /** Rate limits of sign-in and of keys. */
  limits: RateLimits;
  /** API keys and public keys. */
  keys: KeyRecords;
  /** The browser origins of live public keys (CORS). */
  publicKeyOrigins: PublicKeyOrigins;
  /** Uploaded and generated files. */
  assets: AssetStorage;
  /** The inclusive-language checks of text results (issue 28). */
  checks: TextChecks;
  /** An owner's files as My Assets lists them, with their lineage. */
  library: AssetLibrary;
  /** Sends PIN mails. */
  mailer: PinMailer;
  /** The task catalogue as served by `listTasks`. */
  tasks: Task[];
  /** The search of the Well of Knowledge (the caller's collections fill the lists of them). */
  knowledgeSearch: KnowledgeSearch;
  /** Starts, executes, resumes and reports task runs. */
  runtime: TaskRuntime;
  /** The tasks users build in the Creator Studio: drafts, checks, versions (issue 30). */
  creator: CreatorStudio;
  /** Private AI services, kept by users and organizations (issue 40). */
  aiServices: PrivateAiServices;
  /** The AI services of runs: the choices a run's form offers, the floor of a fee (issue 40). */
  runAi: RunAiServices;
  /** The AI Store's listings (issue 26). */
  store: StoreListings;
  /** The creators' test cases and their reports (issue 41). */
  testCases: TestCaseSuites;
  /** The Well of Knowledge: collections, documents, indexing and search (issue 28). */
  knowledge: KnowledgeLibrary;
  /** Organizations, their members and invitations (issue 26). */
  organizations: OrganizationDirectory;
  /** Personas, an account's own and its organizations' (issue 40). */
  personas: PersonaDirectory;
  /** Automations (issue 46): an account's own, within its plan. */
  automations: AutomationDirectory;
  /** Inbound webhooks of automations: a secret URL each. */
  automationWebhooks: AutomationWebhooks;
  /** The run event streams open in this process, at most a few per account. */
  streams: OpenStreams;
  /** The tasks' sample results. */
  samples: TaskSamples;
  /** The server's clock in milliseconds. */
  now: () => number;
  /** Credits granted to a new account. */
  welcomeCredits: number;
  /** Plans and credit packages with the payment provider's ids (none on sale without payments). */
  prices: PriceCatalogue;
  /** Stripe and the payment tables; undefined when no payment provider is configured. */
  payments: PaymentContext | undefined;
  /** How earned credits become money (`PAYOUT_*`, decision 137). */
  payoutSettings: PayoutSettings;
  /** Receives the public site's contact messages. */
  contact: ContactDesk;
  /** The accounts' LinkedIn links (not configured without LinkedIn settings). */
  social: SocialLinks;
  /** The readiness checks of `/readyz` (the runtime's, and any part's that added its own). */
  probes: ReadinessProbes;
  /** The port of this process's Prometheus metrics (`METRICS_PORT`), once listening; undefined when off. */
  metricsPort?: number;
}
