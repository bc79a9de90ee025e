import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findPlan } from '@taskwell/domain';
import { asc, eq } from 'drizzle-orm';
import type { RateLimits } from '../auth/rate-limits.ts';
import type { Database } from '../db/open-database.ts';
import { accounts, creditLedger } from '../db/schema.ts';
import type { RunStatusChange } from '../runtime/persistence/run-record.ts';
import { type Service, ServiceError } from '../services/service.ts';
import type { DatabaseOutage } from './database-outage.ts';
import type { MovableClock } from './movable-clock.ts';

// Set-up for the studio's end-to-end suite, and nothing else (e2e-host.ts): the real server takes
// plans and credits from payments and runs from its services; a test needs an account on a given
// plan with a given balance, a run that fails at a step, and a run still under way at a moment the
// test chooses (a step held until the test lets it go). None of this is part of the API, and
// no production entry point imports it.

/** Service names whose next call fails, each with the message the run ends with. */
export type FailingServices = Map<string, string>;

/**
 * Services held by name: while one is held its calls wait (the run stays IN_PROGRESS at that step)
 * until it is released or the run is stopped.
 */
export class HeldServices {
  private readonly gates = new Map<string, { opened: Promise<void>; open: () => void }>();

  /** Holds the calls of `name` from now on, until {@link release}. */
  hold(name: string): void {
    if (this.gates.has(name)) return;
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.gates.set(name, { opened, open });
  }

  /** Lets the waiting and later calls of `name` run. False when it was not held. */
  release(name: string): boolean {
    const gate = this.gates.get(name);
    if (!gate) return false;
    this.gates.delete(name);
    gate.open();
    return true;
  }

  /** Resolves when a call of `name` may run: at once unless held; rejects when `signal` aborts first. */
  passage(name: string, signal: AbortSignal): Promise<void> {
    const gate = this.gates.get(name);
    if (!gate) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const aborted = () => reject(signal.reason);
      if (signal.aborted) return aborted();
      signal.addEventListener('abort', aborted, { once: true });
      void gate.opened.then(() => {
        signal.removeEventListener('abort', aborted);
        resolve();
      });
    });
  }
}

/**
 * The services with a switch in front of each: a name put in `failing` makes that service's next
 * call throw a ServiceError (the run ends ERROR with its message, as when a provider fails), once;
 * a name held in `held` makes its calls wait until it is released.
 */
export function switchableServices(
  services: ReadonlyMap<string, Service>,
  failing: FailingServices,
  held: HeldServices = new HeldServices(),
): ReadonlyMap<string, Service> {
  return new Map(
    [...services].map(([name, service]) => [
      name,
      {
        ...service,
        run: async (inputs, context) => {
          await held.passage(name, context.signal);
          const message = failing.get(name);
          if (message !== undefined) {
            failing.delete(name);
            throw new ServiceError(message);
          }
          return service.run(inputs, context);
        },
      } satisfies Service,
    ]),
  );
}

/** When each run took each status, as this process wrote it (for the studio's latency benchmark). */
export class RunChangeLog {
  private readonly changes = new Map<string, { status: string; at: number }[]>();

  constructor(private readonly now: () => number) {}

  /** Keeps a change with the time it was heard, right after its statement committed. */
  record(change: RunStatusChange): void {
    const list = this.changes.get(change.runId) ?? [];
    list.push({ status: change.status, at: this.now() });
    this.changes.set(change.runId, list);
  }

  /** A run's changes, oldest first. */
  of(runId: string): { status: string; at: number }[] {
    return this.changes.get(runId) ?? [];
  }
}

/** Puts an account on a plan (spec §6 names, any case). False when there is no such account. */
export async function setAccountPlan(db: Database, email: string, plan: string, now: Date): Promise<boolean> {
  const found = findPlan(plan);
  if (!found) throw new Error(`Unknown plan "${plan}"`);
  const updated = await db
    .update(accounts)
    .set({ plan: found.name, updatedAt: now })
    .where(eq(accounts.email, email))
    .returning({ email: accounts.email });
  return updated.length === 1;
}

/**
 * Sets an account's balance through one ledger entry of the difference (reason `adjustment`), in
 * the same transaction, so the ledger still sums to the balance. False when there is no such account.
 */
export async function setAccountBalance(db: Database, email: string, balance: number, now: Date): Promise<boolean> {
  if (!Number.isInteger(balance) || balance < 0) throw new Error('A balance is a whole number of 0 or more');
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.email, email))
      .for('update');
    if (!account) return false;
    const delta = balance - account.balance;
    if (delta === 0) return true;
    await tx.update(accounts).set({ balance, updatedAt: now }).where(eq(accounts.email, email));
    await tx.insert(creditLedger).values({
      id: randomUUID(),
      accountEmail: email,
      delta,
      reason: 'adjustment',
      balanceAfter: balance,
      createdAt: now,
    });
    return true;
  });
}

/** The ledger entries of one run (its charge, refund, earning, platform share), oldest first. */
export async function runLedger(
  db: Database,
  runId: string,
): Promise<{ accountEmail: string; delta: number; reason: string }[]> {
  return db
    .select({ accountEmail: creditLedger.accountEmail, delta: creditLedger.delta, reason: creditLedger.reason })
    .from(creditLedger)
    .where(eq(creditLedger.runId, runId))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('Send a JSON object');
  return body as Record<string, unknown>;
}

/**
 * Answers and closes the connection: a test's next call opens a new one. A kept-alive socket that
 * sat idle near the server's 5 s keep-alive timeout could be reused by the client as the server
 * closed it, and a slowed test then read ECONNRESET (a fresh clone's check did).
 */
function reply(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, {
    Connection: 'close',
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** What the control endpoint acts on. */
export interface E2eControlOptions {
  /** The server's database. */
  db: Database;
  /** The failure switches of {@link switchableServices}. */
  failing: FailingServices;
  /** The hold switches of {@link switchableServices}. */
  held: HeldServices;
  /** The server's clock. */
  now: () => number;
  /** The runs' status changes. */
  changes: RunChangeLog;
  /** Outages of the server's PostgreSQL database (issue 42); none on the embedded one. */
  outage?: DatabaseOutage | undefined;
  /** The payout schedule's clock (decision 146); none when the host gave it none. */
  payoutClock?: MovableClock | undefined;
  /** The server's rate limits: a test ends an address's minute between PIN mails (none: 409). */
  limits?: Pick<RateLimits, 'refundMail'> | undefined;
  /**
   * Moves the clock of a scheduler of automations the host runs beside the server's own (issue 46):
   * a scheduled moment days away becomes due without the server's own clock moving; none when the
   * host gave none.
   */
  moveAutomationClock?: ((at: number | null) => Promise<void>) | undefined;
}

/**
 * The control endpoint, on its own loopback port (never the API's):
 * - `POST /accounts/plan` `{ email, plan }`: the account's plan;
 * - `POST /accounts/balance` `{ email, balance }`: the account's balance;
 * - `POST /services/fail-next` `{ service, message }`: the service's next call fails;
 * - `POST /services/hold` `{ service }`: the service's calls wait from now on;
 * - `POST /services/release` `{ service }`: they run again (404 when it was not held);
 * - `GET /runs/{id}/changes`: when the run took each status (`[{ status, at }]`, ms);
 * - `GET /runs/{id}/ledger`: the run's ledger entries (`[{ accountEmail, delta, reason }]`);
 * - `POST /database/outage`, `POST /database/return`: the server's PostgreSQL database stops taking
 *   connections and ends those it has, and takes them again (409 on the embedded database);
 * - `POST /payouts/clock` `{ at }`: the payout schedule's clock is `at` (ISO) and goes on from
 *   there; `{ at: null }` sets it back to real time (decision 146);
 * - `POST /pins/minute-passed` `{ email }`: the address may be mailed a PIN again at once, as when
 *   its minute between PIN mails has passed (a test sees the refusal, then goes on without waiting).
 * - `POST /automations/clock` `{ at }`: a second scheduler of automations turns on a clock that is
 *   `at` (ISO) and goes on from there, so an automation's next moment (next Monday's 09:00) comes
 *   now; `{ at: null }` stops it. The server's own scheduler keeps real time: the two share the
 *   work as two processes do (decision 153).
 * Each answers 204 (or the JSON asked for), 404 for an unknown account, 400 for a bad request.
 */
export function startE2eControl(options: E2eControlOptions, port = 0): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((request, response) => {
    const handle = async () => {
      const changesOf = /^\/runs\/([^/]+)\/changes$/.exec(request.url ?? '');
      if (request.method === 'GET' && changesOf?.[1]) {
        return reply(response, 200, options.changes.of(decodeURIComponent(changesOf[1])));
      }
      const ledgerOf = /^\/runs\/([^/]+)\/ledger$/.exec(request.url ?? '');
      if (request.method === 'GET' && ledgerOf?.[1]) {
        return reply(response, 200, await runLedger(options.db, decodeURIComponent(ledgerOf[1])));
      }
      if (request.method !== 'POST') return reply(response, 405);
      const body = await readJson(request);
      const at = new Date(options.now());
      switch (request.url) {
        case '/accounts/plan':
          return reply(
            response,
            (await setAccountPlan(options.db, String(body.email), String(body.plan), at)) ? 204 : 404,
          );
        case '/accounts/balance':
          return reply(
            response,
            (await setAccountBalance(options.db, String(body.email), Number(body.balance), at)) ? 204 : 404,
          );
        case '/services/fail-next':
          options.failing.set(String(body.service), String(body.message ?? 'The service failed.'));
          return reply(response, 204);
        case '/services/hold':
          options.held.hold(String(body.service));
          return reply(response, 204);
        case '/services/release':
          return reply(response, options.held.release(String(body.service)) ? 204 : 404);
        case '/database/outage':
          if (!options.outage) return reply(response, 409, { error: 'The server runs on the embedded database.' });
          await options.outage.start();
          return reply(response, 204);
        case '/database/return':
          if (!options.outage) return reply(response, 409, { error: 'The server runs on the embedded database.' });
          await options.outage.end();
          return reply(response, 204);
        case '/payouts/clock': {
          if (!options.payoutClock) return reply(response, 409, { error: 'The payout schedule has no movable clock.' });
          const at = body.at === null ? null : Date.parse(String(body.at));
          if (at !== null && Number.isNaN(at)) return reply(response, 400, { error: 'at is an ISO date or null' });
          options.payoutClock.moveTo(at);
          return reply(response, 204);
        }
        case '/pins/minute-passed':
          if (!options.limits) return reply(response, 409, { error: 'The host gave no rate limits.' });
          if (typeof body.email !== 'string') return reply(response, 400, { error: 'email is a string' });
          await options.limits.refundMail(body.email);
          return reply(response, 204);
        case '/automations/clock': {
          if (!options.moveAutomationClock) {
            return reply(response, 409, { error: 'The host runs no scheduler of automations on a movable clock.' });
          }
          const at = body.at === null ? null : Date.parse(String(body.at));
          if (at !== null && Number.isNaN(at)) return reply(response, 400, { error: 'at is an ISO date or null' });
          await options.moveAutomationClock(at);
          return reply(response, 204);
        }
        default:
          return reply(response, 404);
      }
    };
    handle().catch((error: unknown) => reply(response, 400, { error: String(error) }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: nothing outside this machine reaches it.
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${bound}` });
    });
  });
}
