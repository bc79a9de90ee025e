import type { AiService, AiServiceCreate, AiServiceTest, AiServiceUpdate } from '@taskwell/api-sdk';
import { canKeepPrivateAi, privateAiPlanMessage } from '@taskwell/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import { accounts } from '../db/schema.ts';
import { DomainError, notFound } from '../errors/domain-error.ts';
import { createChatClient } from '../services/chat-client.ts';
import type { ChatClient } from '../services/chat-port.ts';
import { ServiceError } from '../services/service.ts';
import type { TokenCipher } from '../social/token-cipher.ts';
import { checkServiceAddress } from './ai-service-address.ts';
import { type AiServiceRow, AiServiceRows } from './ai-service-rows.ts';
import { createGuardedFetch, type GuardedFetch, type OutboundPolicy } from './outbound-guard.ts';

/** How private services are called. */
export interface PrivateAiSettings {
  /** The networks allowed beyond public addresses (`AI_PRIVATE_ALLOW_LOOPBACK`). */
  policy: OutboundPolicy;
  /** How long one call may take (ms; `AI_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Retries of a failed call (`AI_MAX_RETRIES`). */
  maxRetries: number;
  /** The most bytes a reply may carry; default the guard's. */
  maxResponseBytes?: number;
}

/** The longest a connection test waits. */
const testTimeoutMs = 20_000;

/** The additional data a key is sealed with: a sealed key moved to another row does not open. */
const keyContext = (id: string) => `ai-service:${id}`;

const missing = () => notFound('That AI service');

/** The first words of an answer, for a connection test. */
function firstWords(text: string): string {
  const words = text.trim().split(/\s+/).slice(0, 40).join(' ');
  return words.length > 280 ? `${words.slice(0, 279)}…` : words;
}

/**
 * Private AI services (issue 40, decision 131): OpenAI-compatible chat endpoints kept by a user
 * (Creator plan and up) or by an organization's owner for its members. A key is sealed at rest
 * (`AI_SECRETS_KEY`, apart from the session key) and opened only to make a call: no reply, log
 * line or export carries it. Every call goes through the guarded fetch (no internal addresses, no
 * redirects, a size limit), whoever calls: a test, or a run's AI step.
 */
export class PrivateAiServices {
  private readonly rows: AiServiceRows;
  private readonly guard: GuardedFetch;

  constructor(
    private readonly options: { db: Database; cipher: TokenCipher; now: () => number; settings: PrivateAiSettings },
  ) {
    this.rows = new AiServiceRows(options.db);
    this.guard = createGuardedFetch(options.settings.policy, {
      ...(options.settings.maxResponseBytes ? { maxResponseBytes: options.settings.maxResponseBytes } : {}),
    });
  }

  /** The caller's plan (Free when the account is unknown). */
  async planOf(email: string): Promise<string> {
    const [account] = await this.options.db
      .select({ plan: accounts.plan })
      .from(accounts)
      .where(eq(accounts.email, email))
      .limit(1);
    return account?.plan ?? 'Free';
  }

  private viewOf(row: AiServiceRow, editable: boolean): AiService {
    return {
      aiServiceId: row.id,
      name: row.name,
      model: row.model,
      ...(editable ? { baseUrl: row.baseUrl } : {}),
      hasKey: row.sealedKey !== '',
      editable,
      ...(row.organizationId
        ? { organization: { organizationId: row.organizationId, name: row.organizationName ?? '' } }
        : {}),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The services the caller keeps or may use: own, then their organizations', by name. */
  async list(email: string): Promise<AiService[]> {
    const rows = await this.rows.usableBy(email);
    const editableOrganizations = new Set<string>();
    for (const row of rows) {
      if (row.organizationId && (await this.rows.ownsOrganization(email, row.organizationId))) {
        editableOrganizations.add(row.organizationId);
      }
    }
    return rows.map((row) =>
      this.viewOf(row, row.ownerEmail === email || editableOrganizations.has(row.organizationId ?? '')),
    );
  }

  private seal(id: string, key: string | undefined): string {
    return key ? this.options.cipher.seal(key, keyContext(id)) : '';
  }

  /** Keeps a new service: the caller's own (Creator and up), or an organization's they own. */
  async create(email: string, body: AiServiceCreate): Promise<AiService> {
    if (body.organizationId) {
      if (!(await this.rows.ownsOrganization(email, body.organizationId))) throw notFound('That organization');
    } else if (!canKeepPrivateAi(await this.planOf(email))) {
      throw new DomainError('plan_required', 'plan_required', privateAiPlanMessage);
    }
    const baseUrl = checkServiceAddress(body.baseUrl, this.options.settings.policy);
    const id = newRowId();
    const at = new Date(this.options.now());
    await this.rows.insert({
      id,
      ownerEmail: body.organizationId ? null : email,
      organizationId: body.organizationId ?? null,
      name: body.name.trim(),
      baseUrl,
      model: body.model.trim(),
      sealedKey: this.seal(id, body.apiKey),
      createdAt: at,
      updatedAt: at,
    });
    return this.get(email, id);
  }

  /** One service the caller may edit, as they see it. */
  async get(email: string, id: string): Promise<AiService> {
    const row = await this.rows.find(id, email, 'edit');
    if (!row) throw missing();
    return this.viewOf(row, true);
  }

  /** Changes the fields given; `apiKey` replaces the key (an empty one keeps none). */
  async update(email: string, id: string, body: AiServiceUpdate): Promise<AiService> {
    const changed = await this.rows.update(id, email, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.baseUrl !== undefined
        ? { baseUrl: checkServiceAddress(body.baseUrl, this.options.settings.policy) }
        : {}),
      ...(body.model !== undefined ? { model: body.model.trim() } : {}),
      ...(body.apiKey !== undefined ? { sealedKey: this.seal(id, body.apiKey) } : {}),
      updatedAt: new Date(this.options.now()),
    });
    if (!changed) throw missing();
    return this.get(email, id);
  }

  async remove(email: string, id: string): Promise<void> {
    if (!(await this.rows.delete(id, email))) throw missing();
  }

  /** The client of a row: its key opened for the call only. */
  private clientOf(row: AiServiceRow, timeoutMs = this.options.settings.timeoutMs): ChatClient {
    const apiKey = row.sealedKey ? this.options.cipher.open(row.sealedKey, keyContext(row.id)) : '';
    if (apiKey === undefined) {
      throw new ServiceError(
        `The key of the AI service "${row.name}" cannot be read here: enter it again in Settings.`,
      );
    }
    return createChatClient({
      kind: 'private',
      name: `The AI service "${row.name}"`,
      baseUrl: row.baseUrl,
      apiKey,
      model: row.model,
      timeoutMs,
      maxRetries: this.options.settings.maxRetries,
      keyHint: 'its key in Settings',
      fetch: this.guard.fetch,
    });
  }

  /**
   * Sends one short message with the kept key: the model's first words, or why not in the
   * provider's own words (never the key). Only those who may edit the service may test it.
   */
  async test(email: string, id: string): Promise<AiServiceTest> {
    const row = await this.rows.find(id, email, 'edit');
    if (!row) throw missing();
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const reply = await this.clientOf(row, Math.min(this.options.settings.timeoutMs, testTimeoutMs)).complete({
        messages: [{ role: 'user', content: 'Say hello in a few words: this is a connection test.' }],
        signal: AbortSignal.timeout(testTimeoutMs + 1_000),
      });
      const words = firstWords(reply.text);
      if (words === '') return { ok: false, message: `The model ${reply.model} gave an empty answer.`, ms: ms() };
      return { ok: true, reply: words, model: reply.model, ms: ms() };
    } catch (error) {
      if (error instanceof ServiceError) return { ok: false, message: error.message, ms: ms() };
      return { ok: false, message: 'The AI service did not answer in time.', ms: ms() };
    }
  }

  /** The services a runner may choose for a run (own and organizations'): ids and names. */
  async usable(email: string): Promise<AiServiceRow[]> {
    return this.rows.usableBy(email);
  }

  /** A service the runner may use (own or shared with them), when there is one. */
  async findUsable(id: string, email: string): Promise<AiServiceRow | undefined> {
    return this.rows.find(id, email, 'use');
  }

  /**
   * The client of the service a run's step calls: one the runner chose (`{ runner }`: their own
   * or their organization's), or one a step names (`{ taskId }`: the task creator's own).
   */
  async clientFor(id: string, who: { runner: string } | { taskId: string }): Promise<ChatClient> {
    const row =
      'runner' in who ? await this.rows.find(id, who.runner, 'use') : await this.rows.ofTaskCreator(id, who.taskId);
    if (!row) throw new ServiceError('The AI service this step runs on is no longer available.');
    return this.clientOf(row);
  }

  /** Whether a step's service is the task creator's own. */
  async ofTaskCreator(id: string, taskId: string): Promise<boolean> {
    return (await this.rows.ofTaskCreator(id, taskId)) !== undefined;
  }

  /** Closes the pooled connections. */
  close(): Promise<void> {
    return this.guard.close();
  }
}
