import type { TestCase } from '@taskwell/api-sdk';
import { type OperationId, operationTable, type RunStatus, type SubscriptionStatus } from '@taskwell/api-sdk';
import { aiServiceLabel } from '@taskwell/domain';
import { UnsecuredJWT } from 'jose';
import { errorReply } from './error-reply.ts';
import { type MockAsset, seededAssets } from './fixtures/assets.ts';
import {
  type MockKnowledgeCollection,
  type MockKnowledgeDocument,
  seededKnowledgeCollections,
  seededKnowledgeDocuments,
} from './fixtures/knowledge.ts';
import { planOfPrice } from './fixtures/plans.ts';
import { seededAccounts, WELCOME_CREDITS } from './fixtures/users.ts';
import type { MockAiService } from './handlers/ai.ts';
import type { MockAutomation } from './handlers/automations.ts';
import type { MockCreatorTask } from './handlers/creator.ts';
import type { MockApiKey } from './handlers/keys.ts';
import type { MockOrganization } from './handlers/organizations.ts';
import type { MockPersona } from './handlers/personas.ts';
import type { MockStoreListing } from './handlers/store.ts';
import { failureStatus, type MockFailure } from './mock-failures.ts';
import type {
  MockAccount,
  MockApiOptions,
  MockCheckout,
  MockContactMessage,
  MockFeedback,
  MockRun,
} from './mock-records.ts';

export { errorReply } from './error-reply.ts';
export { type MockFailure, mockFailures } from './mock-failures.ts';
export type {
  MockAccount,
  MockApiOptions,
  MockCheckout,
  MockContactMessage,
  MockFeedback,
  MockRun,
} from './mock-records.ts';

const freeSubscription = (): SubscriptionStatus => ({
  current_plan: 'Free',
  current_price: null,
  next_plan: null,
  next_price: null,
  cancelled: false,
  downgrading: false,
  active: true,
  period_end: null,
  billing_cycle: null,
});

/** State of one mock API: accounts, sessions, assets, runs, checkouts, and the failures tests select. */
export class MockContext {
  readonly now: () => number;
  readonly sessionSeconds: number;
  /** How often a run's event stream moves the run on by one step, in ms. */
  readonly eventIntervalMs: number;
  readonly accounts = new Map<string, MockAccount>();
  /** The PIN waiting for each address, with its expiry (ms) and the wrong tries it took. */
  readonly pins = new Map<string, { pin: string; expiresAt: number; attempts: number }>();
  readonly sessions = new Map<string, { email: string; exp: number }>();
  readonly assets = new Map<string, MockAsset>();
  readonly assetTokens = new Map<string, { assetId: string; exp: number }>();
  readonly feedback = new Map<string, MockFeedback>();
  readonly runs = new Map<string, MockRun>();
  readonly checkouts = new Map<string, MockCheckout>();
  /** Shared result assets a user deleted from their own list, as `owner|assetId`. */
  readonly hiddenAssets = new Set<string>();
  /** API keys and public keys, by id. */
  readonly apiKeys = new Map<string, MockApiKey>();
  /** Private AI services, by id (issue 40). */
  readonly aiServices = new Map<string, MockAiService>();
  /** Tasks users build in the Creator Studio, by id. */
  readonly creatorTasks = new Map<string, MockCreatorTask>();
  /** Listings of the AI Store, by listing id. */
  readonly storeListings = new Map<string, MockStoreListing>();
  /** Test cases of creators' tasks, by task id, with whether each passed its last run (issue 41). */
  readonly testCases = new Map<string, { case: TestCase; status: 'not_run' | 'passed'; ranAt: string | null }[]>();
  /** Organizations with their members and invitations, by id. */
  readonly organizations = new Map<string, MockOrganization>();
  /** The AI Store listings each account added to My Tasks: account id to listing id and when, oldest first. */
  readonly savedListings = new Map<string, Map<string, string>>();
  /** Knowledge collections by id (issue 28). */
  readonly knowledgeCollections = new Map<string, MockKnowledgeCollection>();
  /** Knowledge documents by id, with their pages and indexing progress. */
  readonly knowledgeDocuments = new Map<string, MockKnowledgeDocument>();
  /** Dismissed findings of text checks: by asset id, then by "start-end", the reason and when. */
  readonly textCheckDismissals = new Map<string, Map<string, { reason: string; at: string }>>();
  /** Personas by id (issue 40): an account's own or an organization's. */
  readonly personas = new Map<string, MockPersona>();
  /** Automations by id (issue 46). */
  readonly automations = new Map<string, MockAutomation>();
  /** The first reply of each caller's `Idempotency-Key` (start, retry, resume): a repeat gets it again. */
  private readonly repeats = new Map<string, { status: RunStatus; requestId: string; message?: string }>();

  /** The first reply of the request's `Idempotency-Key`, when it is a repeat. */
  repeatOf(request: Request, caller: string) {
    const key = request.headers.get('idempotency-key');
    return key ? this.repeats.get(`${caller} ${key}`) : undefined;
  }

  /** Keeps the reply of the request's `Idempotency-Key`, for its repeats. */
  remember(request: Request, caller: string, reply: { status: RunStatus; requestId: string; message?: string }) {
    const key = request.headers.get('idempotency-key');
    if (key) this.repeats.set(`${caller} ${key}`, reply);
    return reply;
  }
  /** Messages of the public site's contact form, oldest first. */
  readonly contactMessages: MockContactMessage[] = [];
  /** Whether the mock links LinkedIn (tests turn it off for the "not configured" state). */
  linkedinConfigured = true;
  /** Where the mock's LinkedIn authorization page sends the member back to. */
  readonly linkedinRedirectUri: string;
  /** The LinkedIn authorization in progress per account: its state and the code it will hand out. */
  readonly linkedinAuthorizations = new Map<string, { state: string; code: string; expiresAt: number }>();
  private readonly failures = new Map<OperationId, MockFailure[]>();
  private sequence = 0;

  constructor(options: MockApiOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sessionSeconds = options.sessionSeconds ?? 7 * 24 * 60 * 60;
    this.eventIntervalMs = options.eventIntervalMs ?? 250;
    this.linkedinRedirectUri = options.linkedinRedirectUri ?? 'http://127.0.0.1:3001/linkedin-auth';
    this.reset();
  }

  /** Back to the seeded state: seeded accounts and assets, no sessions, runs or failures. */
  reset(): void {
    for (const map of [
      this.accounts,
      this.pins,
      this.sessions,
      this.assets,
      this.assetTokens,
      this.feedback,
      this.runs,
      this.checkouts,
      this.apiKeys,
      this.aiServices,
      this.creatorTasks,
      this.storeListings,
      this.testCases,
      this.organizations,
      this.savedListings,
      this.knowledgeCollections,
      this.knowledgeDocuments,
      this.personas,
      this.automations,
      this.failures,
      this.linkedinAuthorizations,
    ]) {
      map.clear();
    }
    this.contactMessages.length = 0;
    this.hiddenAssets.clear();
    this.linkedinConfigured = true;
    for (const [id, asset] of Object.entries(seededAssets)) this.assets.set(id, asset);
    for (const collection of seededKnowledgeCollections()) this.knowledgeCollections.set(collection.id, collection);
    for (const document of seededKnowledgeDocuments()) this.knowledgeDocuments.set(document.id, document);
    for (const seed of seededAccounts) {
      const price = seed.priceId ? planOfPrice(seed.priceId) : undefined;
      this.accounts.set(seed.id, {
        profile: {
          id: seed.id,
          firstName: seed.firstName,
          lastName: seed.lastName,
          organization: seed.organization,
          plan: seed.plan,
          accountBalance: seed.accountBalance,
          linkedinConnected: false,
        },
        subscription:
          price && seed.priceId
            ? {
                current_plan: price.name,
                current_price: seed.priceId,
                next_plan: null,
                next_price: null,
                cancelled: false,
                downgrading: false,
                active: true,
                period_end: this.seconds() + 30 * 24 * 60 * 60,
                billing_cycle: price.cycle === 'monthly' ? 'month' : 'year',
              }
            : freeSubscription(),
        payment: {
          default_last4: seed.priceId ? '4242' : null,
          subscription_last4: seed.priceId ? '4242' : null,
          owed_balance: 0,
        },
      });
    }
  }

  /** The clock in unix seconds. */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** A new id with a prefix, unique within this mock API. */
  newId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /** How a run's chosen AI service is shown (issue 40), or nothing when it chose none. */
  runAiService(key: string | undefined): { key: string; label: string } | undefined {
    if (!key) return undefined;
    const privateName = this.aiServices.get(key.replace(/^private:/, ''))?.service.name ?? null;
    return { key, label: aiServiceLabel({ key, privateName }) };
  }

  /** A new UUID, for the ids the contract gives a UUID's shape. */
  newUuid(): string {
    return crypto.randomUUID();
  }

  /** The account of an e-mail, made on first sign-in (plan Free, welcome credits). */
  accountFor(email: string): MockAccount {
    let account = this.accounts.get(email);
    if (!account) {
      account = {
        profile: {
          id: email,
          firstName: '',
          lastName: '',
          organization: '',
          plan: 'Free',
          accountBalance: WELCOME_CREDITS,
          linkedinConnected: false,
        },
        subscription: freeSubscription(),
        payment: { default_last4: null, subscription_last4: null, owed_balance: 0 },
      };
      this.accounts.set(email, account);
    }
    return account;
  }

  /** Links an account's LinkedIn as a member of that name (what `linkLinkedIn` does; tests call it directly). */
  linkLinkedIn(email: string, memberName: string): void {
    const account = this.accountFor(email);
    account.linkedin = { memberName, linkedAt: new Date(this.now()).toISOString() };
    account.profile.linkedinConnected = true;
  }

  /** Issues a session token (an unsigned JWT whose payload carries `exp`, spec §3). */
  issueSession(email: string): string {
    const exp = this.seconds() + this.sessionSeconds;
    const token = new UnsecuredJWT({ jti: this.newId('session') })
      .setSubject(email)
      .setIssuer('taskwell-mocks')
      .setAudience('taskwell')
      .setIssuedAt(this.seconds())
      .setExpirationTime(exp)
      .encode();
    this.sessions.set(token, { email, exp });
    return token;
  }

  /** The live session behind a token, if any. */
  session(token: string): { email: string; exp: number } | undefined {
    const session = this.sessions.get(token);
    if (!session) return undefined;
    if (session.exp <= this.seconds()) {
      this.sessions.delete(token);
      return undefined;
    }
    return session;
  }

  /** The bearer token of a request, if it has one. */
  bearerOf(request: Request): string | undefined {
    return /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  }

  /**
   * The account a request acts for: the bearer session's, or, where the operation accepts it,
   * an app's (API-Key). A Response (401) when there is none.
   */
  caller(request: Request, options: { apiKey?: boolean } = {}): MockAccount | Response {
    const apiKey = request.headers.get('api-key');
    if (options.apiKey && apiKey?.startsWith('tw_sk_')) {
      // A key made through createApiKey acts as its owner; an unknown or revoked one is refused.
      const made = [...this.apiKeys.values()].find((key) => key.key === apiKey && !key.revoked);
      if (!made) return errorReply(401, 'unauthorized', 'The API key is not valid or was revoked.');
      return this.accountFor(made.owner);
    }
    if (options.apiKey && apiKey) {
      const email = `app-${apiKey.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'unnamed'}@apps.taskwell.dev`;
      const account = this.accountFor(email);
      account.profile.plan = 'Enterprise';
      account.profile.accountBalance = Math.max(account.profile.accountBalance, 100_000);
      return account;
    }
    const token = this.bearerOf(request);
    const session = token ? this.session(token) : undefined;
    if (!session) return errorReply(401, 'unauthorized', 'Your session has ended. Please sign in again.');
    return this.accountFor(session.email);
  }

  /** Queues failures for the next calls of an operation. */
  failNext(operationId: OperationId, failure: MockFailure, times = 1): void {
    if ((failure === 'error-step' || failure === 'aborted') && operationId !== 'getRequestResults') {
      throw new Error(`"${failure}" ends a run, so it applies to getRequestResults only, not ${operationId}`);
    }
    // A mock must never answer outside the contract: only statuses the operation declares.
    const status = failureStatus[failure];
    const declared = operationTable[operationId].statuses as readonly string[];
    if (status && !declared.includes(String(status)) && !declared.includes(`${String(status)[0]}XX`)) {
      throw new Error(`${operationId} does not declare ${status}, so it cannot fail with "${failure}"`);
    }
    const queue = this.failures.get(operationId) ?? [];
    for (let index = 0; index < times; index += 1) queue.push(failure);
    this.failures.set(operationId, queue);
  }

  /** Takes the next queued failure of an operation, if a test selected one. */
  takeFailure(
    operationId: OperationId,
    accept: (failure: MockFailure) => boolean = () => true,
  ): MockFailure | undefined {
    const queue = this.failures.get(operationId);
    const next = queue?.[0];
    if (!next || !accept(next)) return undefined;
    queue.shift();
    return next;
  }
}
