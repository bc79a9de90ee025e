import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { assetUrl } from './asset-url.ts';
import { decodeRequestStatus, decodeRunAccepted } from './decode-execution-reply.ts';
import { AccessDeniedError, ApiError, MalformedReplyError, NetworkError, parseRetryAfter } from './errors.ts';
import type {
  AiServiceCreate,
  AiServiceUpdate,
  ApiKeyCreate,
  ApiKeyDailyCap,
  AutomationInput,
  ContactMessage,
  ContentFamily,
  CreatorDefinition,
  CreatorDraftCreate,
  CreatorEarnings,
  CreatorTestRun,
  EarningsChoice,
  ExecuteTaskRequest,
  Feedback,
  KnowledgeCollectionChange,
  KnowledgeCollectionInput,
  KnowledgeTextInput,
  OrganizationCreate,
  OrganizationUpdate,
  OutputFormat,
  PersonaInput,
  ProfileUpdate,
  RequestStatus,
  ResumeRequest,
  RunAccepted,
  RunStatus,
  SocialAuthorizationRequest,
  SocialLinkRequest,
  StoreListingPut,
  StoreRunRequest,
  TaskExport,
  TestCaseRunRequest,
  TestCasesPut,
  TextCheckDismissalInput,
} from './generated/entities.ts';
import { type OperationId, operationTable } from './generated/operation-table.ts';
import type { paths } from './generated/schema.ts';
import { type RequestEvent, readRequestEvents } from './request-events.ts';

/** What the client may be given for each request. */
export interface RequestOptions {
  /** Aborts the request (a closed run modal, a navigation). */
  signal?: AbortSignal | undefined;
  /**
   * The `Idempotency-Key` of a start, retry or resume: one per user action (a click), sent again
   * with every repeat of it, so that a repeat never runs or charges twice.
   */
  idempotencyKey?: string | undefined;
}

/** What openapi-fetch is given of our options: the signal, and an idempotency key as its header. */
function fetchOptions(init: RequestOptions | undefined) {
  return {
    ...(init?.signal ? { signal: init.signal } : {}),
    ...(init?.idempotencyKey ? { headers: { 'Idempotency-Key': init.idempotencyKey } } : {}),
  };
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The API origin: absolute (`http://localhost:3002`) or same-origin (`''`, through a proxy). */
  baseUrl: string;
  /** An app id (an API key): task calls then send it as the `API-Key` header instead of the session token. */
  appId?: string | undefined;
  /** A public key: the calls that take one send it as the `Public-Key` header (an embedded widget). */
  publicKey?: string | undefined;
  /**
   * With a public key, the visitor's token sent as `Visitor-Token` (the runs the key starts belong
   * to it); without one, the client makes a random one and keeps it for its life.
   */
  visitorToken?: string | undefined;
  /** Returns the session token for calls that take one; nothing when signed out. */
  getToken?: (() => string | null | undefined | Promise<string | null | undefined>) | undefined;
  /**
   * Called when a call that carried credentials is answered 401: the credentials are no longer
   * good (spec §8: log out). A 403 refuses one thing only and ends nothing (docs/decisions/045).
   */
  onUnauthorized?: ((event: { operationId: OperationId; status: number }) => void) | undefined;
  /** The fetch to use; looked up on every call, so test interceptors installed later still see it. */
  fetch?: ((request: Request) => Promise<Response>) | undefined;
  /** The clock behind the cache-busting `_` parameter, in milliseconds. */
  now?: (() => number) | undefined;
}

type Operation = (typeof operationTable)[OperationId];

const operationsByRoute = new Map<string, OperationId>(
  (Object.entries(operationTable) as [OperationId, Operation][]).map(([id, operation]) => [
    `${operation.method.toUpperCase()} ${operation.path}`,
    id,
  ]),
);

function operationOf(method: string, schemaPath: string): OperationId {
  const id = operationsByRoute.get(`${method.toUpperCase()} ${schemaPath}`);
  if (!id) throw new Error(`${method} ${schemaPath} is not an operation of the contract`);
  return id;
}

const accepts = (operation: Operation, scheme: 'bearer' | 'apiKey' | 'publicKey') =>
  (operation.credentials as readonly string[]).includes(scheme);

/**
 * openapi-fetch keeps the `Request` it finds when the client is made. Runtimes that install their
 * own fetch and Request after start-up (remix-serve) would then pair an old Request with a new
 * fetch, which rejects it; this one looks the global up on every call instead.
 */
const LateRequest = class {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    // biome-ignore lint/correctness/noConstructorReturn: a stand-in for whatever Request is global now
    return new globalThis.Request(input, init);
  }
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof globalThis.Request;
  }
} as unknown as typeof Request;

/**
 * A typed client for every operation of the contract, on openapi-fetch. Each method resolves
 * with the reply's data or rejects with an {@link ApiError} (an {@link AccessDeniedError} for a
 * 401 on a call that carried credentials), a {@link MalformedReplyError} or a
 * {@link NetworkError}.
 */
export function createApiClient(options: ApiClientOptions) {
  const now = options.now ?? Date.now;
  const visitorToken = options.visitorToken ?? globalThis.crypto.randomUUID();
  // Replies that ended the session; the methods turn them into AccessDeniedError.
  const denied = new WeakSet<Response>();

  // spec §7 "Task auth": the API-Key header when an app id is given, else the bearer session token.
  const credentials: Middleware = {
    async onRequest({ request, schemaPath }) {
      const operation = operationTable[operationOf(request.method, schemaPath)];
      if (options.appId && accepts(operation, 'apiKey')) {
        request.headers.set('API-Key', options.appId);
        return request;
      }
      if (options.publicKey && accepts(operation, 'publicKey')) {
        request.headers.set('Public-Key', options.publicKey);
        request.headers.set('Visitor-Token', visitorToken);
        return request;
      }
      if (accepts(operation, 'bearer')) {
        const token = await options.getToken?.();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };

  // spec §7: execution and feedback calls carry `_={timestamp}` and ask caches to stay out.
  const cacheBusting: Middleware = {
    async onRequest({ request, schemaPath }) {
      const operation = operationTable[operationOf(request.method, schemaPath)];
      if (!operation.cacheBust) return undefined;
      const url = new URL(request.url);
      url.searchParams.set('_', String(now()));
      // The body is copied as bytes: a Request made from another one carries its body as a stream,
      // which browsers send only over HTTP/2 (Chromium fails such a call with ALPN negotiation).
      const body = request.body === null ? null : await request.arrayBuffer();
      const busted = new Request(url, {
        method: request.method,
        headers: request.headers,
        body,
        signal: request.signal,
        credentials: request.credentials,
        redirect: request.redirect,
      });
      busted.headers.set('Cache-Control', 'no-cache');
      busted.headers.set('Pragma', 'no-cache');
      return busted;
    },
  };

  // spec §8: an authorized call refused for its credentials -> 'Access denied' and log out. Only a
  // 401 says that; the API answers 403 for a refusal of one thing (a plan that does not unlock a
  // task), which ends no session (docs/decisions/045).
  const unauthorized: Middleware = {
    onResponse({ request, response, schemaPath }) {
      if (response.status !== 401) return undefined;
      const carried = ['Authorization', 'API-Key', 'Public-Key'].some((name) => request.headers.has(name));
      if (!carried) return undefined;
      denied.add(response);
      options.onUnauthorized?.({ operationId: operationOf(request.method, schemaPath), status: response.status });
      return undefined;
    },
  };

  const raw: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: (request) => (options.fetch ?? globalThis.fetch)(request),
    Request: LateRequest,
  });
  raw.use(credentials, cacheBusting, unauthorized);

  async function send<Data>(
    operationId: OperationId,
    call: () => Promise<{ data?: Data; error?: unknown; response: Response }>,
  ): Promise<Data> {
    let result: Awaited<ReturnType<typeof call>>;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof SyntaxError) throw new MalformedReplyError(operationId, 'the reply is not valid JSON');
      throw new NetworkError(operationId, error);
    }
    const { response } = result;
    if (response.ok) return result.data as Data;
    if (denied.has(response)) throw new AccessDeniedError(operationId, response.status, result.error);
    throw new ApiError(operationId, response.status, result.error, undefined, {
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after'), now()),
    });
  }

  return {
    /** The underlying openapi-fetch client, with the same middleware. */
    raw,

    /** `POST /api/otp/request`: e-mails a one-time PIN. */
    requestOtp: (body: { email: string }, init?: RequestOptions) =>
      send('requestOtp', () => raw.POST('/api/otp/request', { body, ...init })),
    /** `POST /api/otp/verify`: exchanges e-mail and PIN for a session token. */
    verifyOtp: (body: { email: string; otp: string }, init?: RequestOptions) =>
      send('verifyOtp', () => raw.POST('/api/otp/verify', { body, ...init })),
    /** `GET /api/otp/validate/{token}`: checks a session token. */
    validateSession: (token: string, init?: RequestOptions) =>
      send('validateSession', () => raw.GET('/api/otp/validate/{token}', { params: { path: { token } }, ...init })),
    /** `POST /api/otp/logout`: revokes the session on the server. */
    logout: (init?: RequestOptions) => send('logout', () => raw.POST('/api/otp/logout', { ...init })),

    /** `GET /api/otp/profile`. */
    getProfile: (init?: RequestOptions) => send('getProfile', () => raw.GET('/api/otp/profile', { ...init })),
    /** `POST /api/otp/profile`: saves names and organization. */
    updateProfile: (body: ProfileUpdate, init?: RequestOptions) =>
      send('updateProfile', () => raw.POST('/api/otp/profile', { body, ...init })),

    /** `GET /api/plans`: plans, prices, price ids and features. */
    listPlans: (init?: RequestOptions) => send('listPlans', () => raw.GET('/api/plans', { ...init })),

    /** `POST /api/payment/create-checkout-session/{id}`: checkout for a credit package. */
    createCreditCheckout: (productId: string, init?: RequestOptions) =>
      send('createCreditCheckout', () =>
        raw.POST('/api/payment/create-checkout-session/{id}', { params: { path: { id: productId } }, ...init }),
      ),
    /** `POST /api/payment/create-subscription-checkout/{id}`: checkout for a plan price. */
    createSubscriptionCheckout: (priceId: string, init?: RequestOptions) =>
      send('createSubscriptionCheckout', () =>
        raw.POST('/api/payment/create-subscription-checkout/{id}', { params: { path: { id: priceId } }, ...init }),
      ),
    /** `POST /api/payment/modify-payment-method`: checkout that replaces payment methods. */
    modifyPaymentMethod: (query: { default: boolean; subscription: boolean }, init?: RequestOptions) =>
      send('modifyPaymentMethod', () => raw.POST('/api/payment/modify-payment-method', { params: { query }, ...init })),
    /** `POST /api/payment/upgrade-subscription/{id}`. */
    upgradeSubscription: (priceId: string, init?: RequestOptions) =>
      send('upgradeSubscription', () =>
        raw.POST('/api/payment/upgrade-subscription/{id}', { params: { path: { id: priceId } }, ...init }),
      ),
    /** `POST /api/payment/downgrade-subscription/{id}`. */
    downgradeSubscription: (priceId: string, init?: RequestOptions) =>
      send('downgradeSubscription', () =>
        raw.POST('/api/payment/downgrade-subscription/{id}', { params: { path: { id: priceId } }, ...init }),
      ),
    /** `POST /api/payment/revert-pending-subscription-changes`. */
    revertPendingSubscriptionChanges: (init?: RequestOptions) =>
      send('revertPendingSubscriptionChanges', () =>
        raw.POST('/api/payment/revert-pending-subscription-changes', { ...init }),
      ),
    /** `POST /api/payment/cancel-subscription`: moves to Free at the end of the period. */
    cancelSubscription: (init?: RequestOptions) =>
      send('cancelSubscription', () => raw.POST('/api/payment/cancel-subscription', { ...init })),
    /** `GET /api/payment/session-status?session-id=..`. */
    getCheckoutSessionStatus: (sessionId: string, init?: RequestOptions) =>
      send('getCheckoutSessionStatus', () =>
        raw.GET('/api/payment/session-status', { params: { query: { 'session-id': sessionId } }, ...init }),
      ),
    /** `GET /api/payment/subscription-status`. */
    getSubscriptionStatus: (init?: RequestOptions) =>
      send('getSubscriptionStatus', () => raw.GET('/api/payment/subscription-status', { ...init })),
    /** `GET /api/payment/preview-upgrade-subscription/{id}`: the prorated cost in cents. */
    previewSubscriptionUpgrade: (priceId: string, init?: RequestOptions) =>
      send('previewSubscriptionUpgrade', () =>
        raw.GET('/api/payment/preview-upgrade-subscription/{id}', { params: { path: { id: priceId } }, ...init }),
      ),
    /** `GET /api/payment/products/credits`. */
    listCreditPackages: (init?: RequestOptions) =>
      send('listCreditPackages', () => raw.GET('/api/payment/products/credits', { ...init })),
    /** `GET /api/payment/payment-info`. */
    getPaymentInfo: (init?: RequestOptions) =>
      send('getPaymentInfo', () => raw.GET('/api/payment/payment-info', { ...init })),

    /** `POST /api/asset/create`: uploads a file (multipart: the file and its JSON metadata). */
    createAsset: (upload: { file: Blob; fileName?: string | undefined; contentType: string }, init?: RequestOptions) =>
      send('createAsset', () =>
        raw.POST('/api/asset/create', {
          // The contract describes the file part as a string of bytes; the serializer sends the Blob.
          body: { file: '', metadata: { 'Content-Type': upload.contentType } },
          bodySerializer: () => {
            const form = new FormData();
            form.set('file', upload.file, upload.fileName ?? (upload.file instanceof File ? upload.file.name : 'file'));
            // A plain field: every multipart parser reads it as text, which the server parses as JSON.
            form.set('metadata', JSON.stringify({ 'Content-Type': upload.contentType }));
            return form;
          },
          ...init,
        }),
      ),
    /** `GET /api/asset/get/{assetId}`: the asset's bytes (optionally one byte range). */
    getAsset: (assetId: string, query: { download?: boolean; range?: string } = {}, init?: RequestOptions) =>
      send('getAsset', () =>
        raw.GET('/api/asset/get/{assetId}', {
          params: {
            path: { assetId },
            ...(query.download ? { query: { download: true } } : {}),
            ...(query.range ? { header: { Range: query.range } } : {}),
          },
          parseAs: 'blob',
          ...init,
        }),
      ),
    /** `GET /api/asset/text/{assetId}`: a text asset's text (the content viewer's `src`). */
    getAssetText: (assetId: string, init?: RequestOptions) =>
      send('getAssetText', () =>
        raw.GET('/api/asset/text/{assetId}', { params: { path: { assetId } }, parseAs: 'text', ...init }),
      ),
    /** `POST /api/asset/token/{assetId}`: a short-lived URL token for one asset. */
    createAssetToken: (assetId: string, init?: RequestOptions) =>
      send('createAssetToken', () =>
        raw.POST('/api/asset/token/{assetId}', { params: { path: { assetId } }, ...init }),
      ),
    /** `POST /api/asset/feedback/{assetId}`: rating and comment on a result item. */
    saveFeedback: (assetId: string, body: Feedback, init?: RequestOptions) =>
      send('saveFeedback', () =>
        raw.POST('/api/asset/feedback/{assetId}', { params: { path: { assetId } }, body, ...init }),
      ),
    /** `GET /api/asset/check/{assetId}`: the inclusive-language check of a text result (made now when missing). */
    getTextCheck: (assetId: string, init?: RequestOptions) =>
      send('getTextCheck', () => raw.GET('/api/asset/check/{assetId}', { params: { path: { assetId } }, ...init })),
    /** `POST /api/asset/check/{assetId}/dismissals`: dismisses the finding at `start`..`end`, with a reason. */
    dismissTextCheckFinding: (assetId: string, body: TextCheckDismissalInput, init?: RequestOptions) =>
      send('dismissTextCheckFinding', () =>
        raw.POST('/api/asset/check/{assetId}/dismissals', { params: { path: { assetId } }, body, ...init }),
      ),
    /** `DELETE /api/asset/check/{assetId}/dismissals`: counts a dismissed finding again. */
    restoreTextCheckFinding: (assetId: string, place: { start: number; end: number }, init?: RequestOptions) =>
      send('restoreTextCheckFinding', () =>
        raw.DELETE('/api/asset/check/{assetId}/dismissals', { params: { path: { assetId }, query: place }, ...init }),
      ),
    /** The URL of an asset for `<img>`, `<audio>` and links; pass a token from `createAssetToken`. */
    assetUrl: (assetId: string, token?: string, download?: boolean) =>
      assetUrl({ baseUrl: options.baseUrl, assetId, token, download }),

    /** `GET /api/tasks/all`. */
    listTasks: (init?: RequestOptions) => send('listTasks', () => raw.GET('/api/tasks/all', { ...init })),
    /** `GET /api/tasks/mine`: the caller's own published tasks, each at its latest version. */
    listMyTasks: (init?: RequestOptions) => send('listMyTasks', () => raw.GET('/api/tasks/mine', { ...init })),
    /** `GET /api/tasks/categories`. */
    listTaskCategories: (init?: RequestOptions) =>
      send('listTaskCategories', () => raw.GET('/api/tasks/categories', { ...init })),

    /** `GET /api/tasks/{taskId}/sample`: the task's sample results (made once by the server). */
    getTaskSample: (taskId: string, init?: RequestOptions) =>
      send('getTaskSample', () => raw.GET('/api/tasks/{taskId}/sample', { params: { path: { taskId } }, ...init })),
    /** `GET /api/tasks/{taskId}/sample/{assetId}`: the bytes of one sample result item. */
    getTaskSampleAsset: (taskId: string, assetId: string, init?: RequestOptions) =>
      send('getTaskSampleAsset', () =>
        raw.GET('/api/tasks/{taskId}/sample/{assetId}', {
          params: { path: { taskId, assetId } },
          parseAs: 'blob',
          ...init,
        }),
      ),
    /** The URL of a sample result item, for `<img>` and `<audio>` (sample items are public). */
    taskSampleAssetUrl: (taskId: string, assetId: string) =>
      `${options.baseUrl.replace(/\/+$/, '')}/api/tasks/${encodeURIComponent(taskId)}/sample/${encodeURIComponent(assetId)}`,

    /** `POST /api/linkedin/authorization`: the social network's authorization page for the popup, bound to `state`. */
    startLinkedInAuthorization: (body: SocialAuthorizationRequest, init?: RequestOptions) =>
      send('startLinkedInAuthorization', () => raw.POST('/api/linkedin/authorization', { body, ...init })),
    /** `POST /api/linkedin/linkedin-auth`: links the social network account with the callback's code and state. */
    linkLinkedIn: (body: SocialLinkRequest, init?: RequestOptions) =>
      send('linkLinkedIn', () => raw.POST('/api/linkedin/linkedin-auth', { body, ...init })),
    /** `GET /api/linkedin/link`: whether the link can be made here, and whether (and as whom) it is. */
    getLinkedInLink: (init?: RequestOptions) =>
      send('getLinkedInLink', () => raw.GET('/api/linkedin/link', { ...init })),
    /** `DELETE /api/linkedin/link`: removes the link and its tokens. */
    unlinkLinkedIn: (init?: RequestOptions) =>
      send('unlinkLinkedIn', () => raw.DELETE('/api/linkedin/link', { ...init })),

    /** `GET /api/keys`: the account's API keys and public keys (never a secret key itself). */
    listApiKeys: (init?: RequestOptions) => send('listApiKeys', () => raw.GET('/api/keys', { ...init })),
    /** `POST /api/keys`: a new key; a secret key is shown only in this reply. */
    createApiKey: (body: ApiKeyCreate, init?: RequestOptions) =>
      send('createApiKey', () => raw.POST('/api/keys', { body, ...init })),
    /** `POST /api/keys/{keyId}/revoke`: the key is refused from now on. */
    revokeApiKey: (keyId: string, init?: RequestOptions) =>
      send('revokeApiKey', () => raw.POST('/api/keys/{keyId}/revoke', { params: { path: { keyId } }, ...init })),
    /** `POST /api/keys/{keyId}/daily-cap`: a public key's most credits a day; gives the key with what it spent. */
    setApiKeyDailyCap: (keyId: string, body: ApiKeyDailyCap, init?: RequestOptions) =>
      send('setApiKeyDailyCap', () =>
        raw.POST('/api/keys/{keyId}/daily-cap', { params: { path: { keyId } }, body, ...init }),
      ),

    /** `GET /api/ai/services`: the private AI services the caller keeps or may use (never a key). */
    listAiServices: (init?: RequestOptions) => send('listAiServices', () => raw.GET('/api/ai/services', { ...init })),
    /** `POST /api/ai/services`: keeps a new private AI service; its key is never shown again. */
    createAiService: (body: AiServiceCreate, init?: RequestOptions) =>
      send('createAiService', () => raw.POST('/api/ai/services', { body, ...init })),
    /** `PATCH /api/ai/services/{aiServiceId}`: changes the fields given (`apiKey` replaces the key). */
    updateAiService: (aiServiceId: string, body: AiServiceUpdate, init?: RequestOptions) =>
      send('updateAiService', () =>
        raw.PATCH('/api/ai/services/{aiServiceId}', { params: { path: { aiServiceId } }, body, ...init }),
      ),
    /** `DELETE /api/ai/services/{aiServiceId}`: removes the service and its key. */
    deleteAiService: (aiServiceId: string, init?: RequestOptions) =>
      send('deleteAiService', () =>
        raw.DELETE('/api/ai/services/{aiServiceId}', { params: { path: { aiServiceId } }, ...init }),
      ),
    /** `POST /api/ai/services/{aiServiceId}/test`: the model's first words, or the provider's error. */
    testAiService: (aiServiceId: string, init?: RequestOptions) =>
      send('testAiService', () =>
        raw.POST('/api/ai/services/{aiServiceId}/test', { params: { path: { aiServiceId } }, ...init }),
      ),
    /** `GET /api/ai/choices`: the AI services a run's form offers the caller. */
    listAiChoices: (init?: RequestOptions) => send('listAiChoices', () => raw.GET('/api/ai/choices', { ...init })),

    /** `GET /api/creator/tasks`: the caller's own tasks, drafts and published. */
    listCreatorTasks: (init?: RequestOptions) =>
      send('listCreatorTasks', () => raw.GET('/api/creator/tasks', { ...init })),
    /** `POST /api/creator/tasks`: a new task's draft, from a definition or a name. */
    createCreatorDraft: (body: CreatorDraftCreate, init?: RequestOptions) =>
      send('createCreatorDraft', () => raw.POST('/api/creator/tasks', { body, ...init })),
    /** `POST /api/creator/check`: the problems of a definition (none: it can be published). */
    checkCreatorDefinition: (definition: CreatorDefinition, init?: RequestOptions) =>
      send('checkCreatorDefinition', () => raw.POST('/api/creator/check', { body: { definition }, ...init })),
    /** `POST /api/creator/import`: an exported file as a new task's draft. */
    importCreatorTask: (body: TaskExport, init?: RequestOptions) =>
      send('importCreatorTask', () => raw.POST('/api/creator/import', { body, ...init })),
    /** `GET /api/creator/tasks/{creatorTaskId}`: one of the caller's tasks with its draft (owner only). */
    getCreatorDraft: (creatorTaskId: string, init?: RequestOptions) =>
      send('getCreatorDraft', () =>
        raw.GET('/api/creator/tasks/{creatorTaskId}', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `PUT /api/creator/tasks/{creatorTaskId}/draft`: saves the whole draft; gives when, and its problems. */
    saveCreatorDraft: (creatorTaskId: string, definition: CreatorDefinition, init?: RequestOptions) =>
      send('saveCreatorDraft', () =>
        raw.PUT('/api/creator/tasks/{creatorTaskId}/draft', {
          params: { path: { creatorTaskId } },
          body: { definition },
          ...init,
        }),
      ),
    /** `POST /api/creator/tasks/{creatorTaskId}/import`: an exported file over an existing draft. */
    importIntoCreatorDraft: (creatorTaskId: string, body: TaskExport, init?: RequestOptions) =>
      send('importIntoCreatorDraft', () =>
        raw.POST('/api/creator/tasks/{creatorTaskId}/import', { params: { path: { creatorTaskId } }, body, ...init }),
      ),
    /** `POST /api/creator/tasks/{creatorTaskId}/publish`: freezes the draft as the next version. */
    publishCreatorTask: (creatorTaskId: string, init?: RequestOptions) =>
      send('publishCreatorTask', () =>
        raw.POST('/api/creator/tasks/{creatorTaskId}/publish', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `GET /api/creator/tasks/{creatorTaskId}/versions`: the published versions, newest first. */
    listCreatorTaskVersions: (creatorTaskId: string, init?: RequestOptions) =>
      send('listCreatorTaskVersions', () =>
        raw.GET('/api/creator/tasks/{creatorTaskId}/versions', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `POST /api/creator/tasks/{creatorTaskId}/versions/{version}/restore`: a version as the draft again. */
    restoreCreatorTaskVersion: (creatorTaskId: string, version: number, init?: RequestOptions) =>
      send('restoreCreatorTaskVersion', () =>
        raw.POST('/api/creator/tasks/{creatorTaskId}/versions/{version}/restore', {
          params: { path: { creatorTaskId, version } },
          ...init,
        }),
      ),
    /** `GET /api/creator/tasks/{creatorTaskId}/export`: the draft as a file, without secrets or keys. */
    exportCreatorTask: (creatorTaskId: string, init?: RequestOptions) =>
      send('exportCreatorTask', () =>
        raw.GET('/api/creator/tasks/{creatorTaskId}/export', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `POST /api/creator/tasks/{creatorTaskId}/test-run`: runs the draft once, charged to the caller. */
    testRunCreatorDraft: (creatorTaskId: string, body: CreatorTestRun, init?: RequestOptions) =>
      send('testRunCreatorDraft', () =>
        raw.POST('/api/creator/tasks/{creatorTaskId}/test-run', {
          params: { path: { creatorTaskId } },
          body,
          ...fetchOptions(init),
        }),
      ),

    /** `GET /api/creator/tasks/{creatorTaskId}/listing`: the owner's view of the task's store listing. */
    getStoreListing: (creatorTaskId: string, init?: RequestOptions) =>
      send('getStoreListing', () =>
        raw.GET('/api/creator/tasks/{creatorTaskId}/listing', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `PUT /api/creator/tasks/{creatorTaskId}/listing`: lists the latest version at a price (checked first), or changes it. */
    putStoreListing: (creatorTaskId: string, body: StoreListingPut, init?: RequestOptions) =>
      send('putStoreListing', () =>
        raw.PUT('/api/creator/tasks/{creatorTaskId}/listing', { params: { path: { creatorTaskId } }, body, ...init }),
      ),
    /** `GET /api/creator/tasks/{creatorTaskId}/listing/samples`: the test runs to choose the Sample among, as buyers would see them. */
    listStoreSampleCandidates: (creatorTaskId: string, init?: RequestOptions) =>
      send('listStoreSampleCandidates', () =>
        raw.GET('/api/creator/tasks/{creatorTaskId}/listing/samples', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `GET /api/creator/tasks/{creatorTaskId}/test-cases`: the task's test cases and their report on the draft. */
    getCreatorTestCases: (creatorTaskId: string, init?: RequestOptions) =>
      send('getCreatorTestCases', () =>
        raw.GET('/api/creator/tasks/{creatorTaskId}/test-cases', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `PUT /api/creator/tasks/{creatorTaskId}/test-cases`: keeps the task's test cases (unchanged ones keep their results). */
    putCreatorTestCases: (creatorTaskId: string, body: TestCasesPut, init?: RequestOptions) =>
      send('putCreatorTestCases', () =>
        raw.PUT('/api/creator/tasks/{creatorTaskId}/test-cases', {
          params: { path: { creatorTaskId } },
          body,
          ...init,
        }),
      ),
    /** `POST /api/creator/tasks/{creatorTaskId}/test-cases/runs`: runs every case (or `caseIds`) on the draft as test runs. */
    runCreatorTestCases: (creatorTaskId: string, body: TestCaseRunRequest = {}, init?: RequestOptions) =>
      send('runCreatorTestCases', () =>
        raw.POST('/api/creator/tasks/{creatorTaskId}/test-cases/runs', {
          params: { path: { creatorTaskId } },
          body,
          ...fetchOptions(init),
        }),
      ),
    /** `GET /api/store/listings/{listingId}/test-cases`: the names and checks of a listing's test cases, and whether each passes. */
    getStoreListingTestCases: (listingId: string, init?: RequestOptions) =>
      send('getStoreListingTestCases', () =>
        raw.GET('/api/store/listings/{listingId}/test-cases', { params: { path: { listingId } }, ...init }),
      ),
    /** `DELETE /api/creator/tasks/{creatorTaskId}/listing`: takes the task off sale (runs started finish). */
    withdrawStoreListing: (creatorTaskId: string, init?: RequestOptions) =>
      send('withdrawStoreListing', () =>
        raw.DELETE('/api/creator/tasks/{creatorTaskId}/listing', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `GET /api/creator/tasks/{creatorTaskId}/listing/check`: the store's check of the draft, before publishing. */
    checkStoreListing: (creatorTaskId: string, init?: RequestOptions) =>
      send('checkStoreListing', () =>
        raw.GET('/api/creator/tasks/{creatorTaskId}/listing/check', { params: { path: { creatorTaskId } }, ...init }),
      ),
    /** `GET /api/creator/earnings`: the caller's store earnings per listing and day. */
    getCreatorEarnings: (query: { from?: string; to?: string } = {}, init?: RequestOptions) =>
      send('getCreatorEarnings', () =>
        raw.GET('/api/creator/earnings', { params: { query }, ...init }),
      ) as Promise<CreatorEarnings>,
    /** `GET /api/creator/earnings?format=csv`: the same earnings as CSV text with a header row. */
    getCreatorEarningsCsv: (query: { from?: string; to?: string } = {}, init?: RequestOptions) =>
      send('getCreatorEarnings', () =>
        raw.GET('/api/creator/earnings', {
          params: { query: { ...query, format: 'csv' } },
          parseAs: 'text',
          ...init,
        }),
      ) as Promise<string>,
    /** `GET /api/creator/payouts`: the caller's payout account, earned and spendable balances, and payouts. */
    getPayoutOverview: (init?: RequestOptions) =>
      send('getPayoutOverview', () => raw.GET('/api/creator/payouts', { ...init })),
    /** `POST /api/creator/payouts/onboarding`: the address of the payout account's hosted onboarding. */
    startPayoutOnboarding: (init?: RequestOptions) =>
      send('startPayoutOnboarding', () => raw.POST('/api/creator/payouts/onboarding', { ...init })),
    /** `GET /api/creator/payouts/statements/{month}`: the month's statement per task, as a CSV or PDF file. */
    getPayoutStatement: (month: string, format: 'csv' | 'pdf' = 'csv', init?: RequestOptions) =>
      send('getPayoutStatement', () =>
        raw.GET('/api/creator/payouts/statements/{month}', {
          params: { path: { month }, query: { format } },
          parseAs: 'blob',
          ...init,
        }),
      ),
    /** `PUT /api/creator/payouts/earnings-choice`: keep sales' earnings for payout, or spend them on runs. */
    setEarningsChoice: (body: EarningsChoice, init?: RequestOptions) =>
      send('setEarningsChoice', () => raw.PUT('/api/creator/payouts/earnings-choice', { body, ...init })),
    /** `GET /api/store/listings/{listingId}`: a live listing as a buyer sees it (never its flow). */
    getStoreListingForBuyer: (listingId: string, init?: RequestOptions) =>
      send('getStoreListingForBuyer', () =>
        raw.GET('/api/store/listings/{listingId}', { params: { path: { listingId } }, ...init }),
      ),
    /** `PUT /api/store/listings/{listingId}/saved`: adds a listing to the caller's My Tasks (idempotent). */
    saveStoreListing: (listingId: string, init?: RequestOptions) =>
      send('saveStoreListing', () =>
        raw.PUT('/api/store/listings/{listingId}/saved', { params: { path: { listingId } }, ...init }),
      ),
    /** `DELETE /api/store/listings/{listingId}/saved`: removes a listing from the caller's My Tasks (idempotent). */
    unsaveStoreListing: (listingId: string, init?: RequestOptions) =>
      send('unsaveStoreListing', () =>
        raw.DELETE('/api/store/listings/{listingId}/saved', { params: { path: { listingId } }, ...init }),
      ),
    /** `GET /api/store/saved`: the caller's saved listings that are live and shown to them, newest saved first. */
    listSavedStoreListings: (init?: RequestOptions) =>
      send('listSavedStoreListings', () => raw.GET('/api/store/saved', { ...init })),
    /** `GET /api/store/listings`: searches the public store, or with `organizationId` an organization's private one. */
    searchStoreListings: (
      query: {
        q?: string | undefined;
        category?: string | undefined;
        sort?: 'popular' | 'rating' | 'newest' | undefined;
        organizationId?: string | undefined;
        cursor?: string | undefined;
        limit?: number | undefined;
      } = {},
      init?: RequestOptions,
    ) =>
      send('searchStoreListings', () =>
        raw.GET('/api/store/listings', {
          params: {
            query: Object.fromEntries(
              Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
            ) as typeof query,
          },
          ...init,
        }),
      ),
    /** `GET /api/store/listings/{listingId}/sample`: the sample results of a listing. */
    getStoreListingSample: (listingId: string, init?: RequestOptions) =>
      send('getStoreListingSample', () =>
        raw.GET('/api/store/listings/{listingId}/sample', { params: { path: { listingId } }, ...init }),
      ),
    /** `GET /api/store/listings/{listingId}/sample/{assetId}`: the bytes of one sample result item. */
    getStoreListingSampleAsset: (listingId: string, assetId: string, init?: RequestOptions) =>
      send('getStoreListingSampleAsset', () =>
        raw.GET('/api/store/listings/{listingId}/sample/{assetId}', {
          params: { path: { listingId, assetId } },
          parseAs: 'blob',
          ...init,
        }),
      ),
    /** `GET /api/creator/tasks/{creatorTaskId}/listing/feedback`: buyers' thumbs and comments on a listing. */
    getStoreListingFeedback: (creatorTaskId: string, init?: RequestOptions) =>
      send('getStoreListingFeedback', () =>
        raw.GET('/api/creator/tasks/{creatorTaskId}/listing/feedback', {
          params: { path: { creatorTaskId } },
          ...init,
        }),
      ),
    /** `POST /api/store/listings/{listingId}/runs`: buys a run at the listed price; resolves as `executeTask`. */
    buyStoreRun: async (listingId: string, body: StoreRunRequest, init?: RequestOptions): Promise<RunAccepted> =>
      decodeRunAccepted(
        'buyStoreRun',
        await send('buyStoreRun', () =>
          raw.POST('/api/store/listings/{listingId}/runs', {
            params: { path: { listingId } },
            body,
            ...fetchOptions(init),
          }),
        ),
      ),
    /** `GET /api/organizations`: the caller's organizations, each with the caller's role. */
    listMyOrganizations: (init?: RequestOptions) =>
      send('listMyOrganizations', () => raw.GET('/api/organizations', { ...init })),
    /** `POST /api/organizations`: makes an organization the caller owns (Enterprise plan, one each). */
    createOrganization: (body: OrganizationCreate, init?: RequestOptions) =>
      send('createOrganization', () => raw.POST('/api/organizations', { body, ...init })),
    /** `GET /api/organizations/{organizationId}`: its brand and the caller's role (members only). */
    getOrganization: (organizationId: string, init?: RequestOptions) =>
      send('getOrganization', () =>
        raw.GET('/api/organizations/{organizationId}', { params: { path: { organizationId } }, ...init }),
      ),
    /** `PATCH /api/organizations/{organizationId}`: a new name or accent colour (owner). */
    updateOrganization: (organizationId: string, body: OrganizationUpdate, init?: RequestOptions) =>
      send('updateOrganization', () =>
        raw.PATCH('/api/organizations/{organizationId}', { params: { path: { organizationId } }, body, ...init }),
      ),
    /** `GET /api/organizations/{organizationId}/logo`: the logo's bytes (members). */
    getOrganizationLogo: (organizationId: string, init?: RequestOptions) =>
      send('getOrganizationLogo', () =>
        raw.GET('/api/organizations/{organizationId}/logo', {
          params: { path: { organizationId } },
          parseAs: 'blob',
          ...init,
        }),
      ),
    /** `PUT /api/organizations/{organizationId}/logo`: a new logo, PNG, JPEG or WebP up to 512 KB (owner). */
    uploadOrganizationLogo: (
      organizationId: string,
      upload: { file: Blob; fileName?: string | undefined },
      init?: RequestOptions,
    ) =>
      send('uploadOrganizationLogo', () =>
        raw.PUT('/api/organizations/{organizationId}/logo', {
          params: { path: { organizationId } },
          // The contract describes the file part as a string of bytes; the serializer sends the Blob.
          body: { file: '' },
          bodySerializer: () => {
            const form = new FormData();
            form.set('file', upload.file, upload.fileName ?? (upload.file instanceof File ? upload.file.name : 'logo'));
            return form;
          },
          ...init,
        }),
      ),
    /** `GET /api/organizations/{organizationId}/invitations`: the pending invitations (owner). */
    listOrganizationInvitations: (organizationId: string, init?: RequestOptions) =>
      send('listOrganizationInvitations', () =>
        raw.GET('/api/organizations/{organizationId}/invitations', { params: { path: { organizationId } }, ...init }),
      ),
    /** `POST /api/organizations/{organizationId}/invitations`: invites an address by mail (owner). */
    inviteOrganizationMember: (organizationId: string, email: string, init?: RequestOptions) =>
      send('inviteOrganizationMember', () =>
        raw.POST('/api/organizations/{organizationId}/invitations', {
          params: { path: { organizationId } },
          body: { email },
          ...init,
        }),
      ),
    /** `DELETE /api/organizations/{organizationId}/invitations/{invitationId}`: revokes a pending invitation (owner). */
    revokeOrganizationInvitation: (organizationId: string, invitationId: string, init?: RequestOptions) =>
      send('revokeOrganizationInvitation', () =>
        raw.DELETE('/api/organizations/{organizationId}/invitations/{invitationId}', {
          params: { path: { organizationId, invitationId } },
          ...init,
        }),
      ),
    /** `GET /api/organization-invitations`: the pending invitations addressed to the caller. */
    listMyOrganizationInvitations: (init?: RequestOptions) =>
      send('listMyOrganizationInvitations', () => raw.GET('/api/organization-invitations', { ...init })),
    /** `POST /api/organization-invitations/{invitationId}/accept`: the invited address joins. */
    acceptOrganizationInvitation: (invitationId: string, init?: RequestOptions) =>
      send('acceptOrganizationInvitation', () =>
        raw.POST('/api/organization-invitations/{invitationId}/accept', {
          params: { path: { invitationId } },
          ...init,
        }),
      ),
    /** `GET /api/organizations/{organizationId}/members`: the members (roles for the owner). */
    listOrganizationMembers: (organizationId: string, init?: RequestOptions) =>
      send('listOrganizationMembers', () =>
        raw.GET('/api/organizations/{organizationId}/members', { params: { path: { organizationId } }, ...init }),
      ),
    /** `DELETE /api/organizations/{organizationId}/members/{email}`: removes a member, or leaves. */
    removeOrganizationMember: (organizationId: string, email: string, init?: RequestOptions) =>
      send('removeOrganizationMember', () =>
        raw.DELETE('/api/organizations/{organizationId}/members/{email}', {
          params: { path: { organizationId, email } },
          ...init,
        }),
      ),

    /** `POST /api/execute/task`: starts a run; resolves with the decoded `body` document. */
    executeTask: async (body: ExecuteTaskRequest, init?: RequestOptions): Promise<RunAccepted> =>
      decodeRunAccepted(
        'executeTask',
        await send('executeTask', () => raw.POST('/api/execute/task', { body, ...fetchOptions(init) })),
      ),
    /**
     * `POST /api/execute/task?wait=`: starts a run and holds the reply until the run has ended or
     * paused, at most `waitSeconds` (1 to 60); resolves with the run's decoded status then. A run
     * still IN_PROGRESS when the wait is over goes on: follow it with `streamRequestEvents`.
     */
    executeTaskAndWait: async (
      body: ExecuteTaskRequest,
      options: { waitSeconds: number },
      init?: RequestOptions,
    ): Promise<RequestStatus> =>
      decodeRequestStatus(
        'executeTask',
        await send('executeTask', () =>
          raw.POST('/api/execute/task', {
            params: { query: { wait: options.waitSeconds } },
            body,
            ...fetchOptions(init),
          }),
        ),
      ),
    /** `POST /api/request/resume/{requestId}`: resumes a paused run. */
    resumeRequest: async (requestId: string, body: ResumeRequest, init?: RequestOptions): Promise<RunAccepted> =>
      decodeRunAccepted(
        'resumeRequest',
        await send('resumeRequest', () =>
          raw.POST('/api/request/resume/{requestId}', { params: { path: { requestId } }, body, ...fetchOptions(init) }),
        ),
      ),
    /** `GET /api/request/results/{requestId}`: polls a run; resolves with the decoded status. */
    getRequestResults: async (requestId: string, init?: RequestOptions): Promise<RequestStatus> =>
      decodeRequestStatus(
        'getRequestResults',
        await send('getRequestResults', () =>
          raw.GET('/api/request/results/{requestId}', { params: { path: { requestId } }, ...init }),
        ),
      ),

    /**
     * `GET /api/request/events/{requestId}`: the run's status as it changes, one event per change,
     * until it ends (COMPLETED, ERROR, ABORTED) or the server closes the stream. Breaking out of
     * the loop or aborting `init.signal` closes the connection. A reply outside 2xx rejects like
     * every other call, before the first event.
     */
    streamRequestEvents: async (
      requestId: string,
      query: { lastEventId?: string | undefined } = {},
      init?: RequestOptions,
    ): Promise<AsyncGenerator<RequestEvent>> => {
      const body = await send('streamRequestEvents', () =>
        raw.GET('/api/request/events/{requestId}', {
          params: {
            path: { requestId },
            ...(query.lastEventId ? { header: { 'Last-Event-ID': query.lastEventId } } : {}),
          },
          headers: { Accept: 'text/event-stream' },
          parseAs: 'stream',
          ...init,
        }),
      );
      if (!body) throw new MalformedReplyError('streamRequestEvents', 'the reply has no body');
      return readRequestEvents(body);
    },

    /** `GET /api/runs`: a page of the caller's runs, newest first (`nextCursor` fetches the next). */
    listRuns: (
      query: { status?: readonly RunStatus[]; cursor?: string | undefined; limit?: number | undefined } = {},
      init?: RequestOptions,
    ) =>
      send('listRuns', () =>
        raw.GET('/api/runs', {
          params: {
            query: {
              ...(query.status && query.status.length > 0 ? { status: query.status.join(',') } : {}),
              ...(query.cursor ? { cursor: query.cursor } : {}),
              ...(query.limit ? { limit: query.limit } : {}),
            },
          },
          ...init,
        }),
      ),
    /** `GET /api/runs/{requestId}`: one of the caller's runs with its inputs and results. */
    getRun: (requestId: string, init?: RequestOptions) =>
      send('getRun', () => raw.GET('/api/runs/{requestId}', { params: { path: { requestId } }, ...init })),
    /** `POST /api/runs/{requestId}/cancel`: ends a run in progress or paused (ABORTED, refunded). */
    cancelRun: (requestId: string, init?: RequestOptions) =>
      send('cancelRun', () => raw.POST('/api/runs/{requestId}/cancel', { params: { path: { requestId } }, ...init })),
    /** `POST /api/runs/{requestId}/retry`: a new run, from the failed step of a failed run. */
    retryRun: (requestId: string, init?: RequestOptions) =>
      send('retryRun', () =>
        raw.POST('/api/runs/{requestId}/retry', { params: { path: { requestId } }, ...fetchOptions(init) }),
      ),
    /** `GET /api/assets`: a page of the caller's files with their lineage, newest first. */
    listAssets: (
      query: {
        family?: ContentFamily | undefined;
        q?: string | undefined;
        cursor?: string | undefined;
        limit?: number | undefined;
      } = {},
      init?: RequestOptions,
    ) =>
      send('listAssets', () =>
        raw.GET('/api/assets', {
          params: {
            query: {
              ...(query.family ? { family: query.family } : {}),
              ...(query.q?.trim() ? { q: query.q.trim() } : {}),
              ...(query.cursor ? { cursor: query.cursor } : {}),
              ...(query.limit ? { limit: query.limit } : {}),
            },
          },
          ...init,
        }),
      ),
    /** `DELETE /api/asset/{assetId}`: deletes one of the caller's files, its bytes too. */
    deleteAsset: async (assetId: string, init?: RequestOptions): Promise<void> => {
      await send('deleteAsset', () => raw.DELETE('/api/asset/{assetId}', { params: { path: { assetId } }, ...init }));
    },

    /** `GET /api/runs/{requestId}/results/{assetId}/document`: a text result as a document of one format (by plan). */
    downloadRunResult: (requestId: string, assetId: string, format: OutputFormat = 'markdown', init?: RequestOptions) =>
      send('downloadRunResult', () =>
        raw.GET('/api/runs/{requestId}/results/{assetId}/document', {
          params: { path: { requestId, assetId }, query: { format } },
          parseAs: 'blob',
          ...init,
        }),
      ),

    /** `GET /api/personas`: the caller's personas, then their organizations', with the plan's allowance. */
    listPersonas: (init?: RequestOptions) => send('listPersonas', () => raw.GET('/api/personas', { ...init })),
    /** `POST /api/personas`: a new persona (403 past the plan's allowance, naming the plan that keeps more). */
    createPersona: (body: PersonaInput, init?: RequestOptions) =>
      send('createPersona', () => raw.POST('/api/personas', { body, ...init })),
    /** `PUT /api/personas/{personaId}`: replaces a persona the caller may change. */
    updatePersona: (personaId: string, body: PersonaInput, init?: RequestOptions) =>
      send('updatePersona', () =>
        raw.PUT('/api/personas/{personaId}', { params: { path: { personaId } }, body, ...init }),
      ),
    /** `DELETE /api/personas/{personaId}`: deletes a persona the caller may change. */
    deletePersona: async (personaId: string, init?: RequestOptions): Promise<void> => {
      await send('deletePersona', () =>
        raw.DELETE('/api/personas/{personaId}', { params: { path: { personaId } }, ...init }),
      );
    },

    /** `GET /api/automations`: the caller's automations, newest first, with the plan's allowance (issue 46). */
    listAutomations: (init?: RequestOptions) => send('listAutomations', () => raw.GET('/api/automations', { ...init })),
    /** `POST /api/automations`: a new automation (403 `automation_limit` naming the plan). */
    createAutomation: (body: AutomationInput, init?: RequestOptions) =>
      send('createAutomation', () => raw.POST('/api/automations', { body, ...init })),
    /** `GET /api/automations/{automationId}`: one of the caller's automations. */
    getAutomation: (automationId: string, init?: RequestOptions) =>
      send('getAutomation', () =>
        raw.GET('/api/automations/{automationId}', { params: { path: { automationId } }, ...init }),
      ),
    /** `PUT /api/automations/{automationId}`: replaces an automation's fields. */
    updateAutomation: (automationId: string, body: AutomationInput, init?: RequestOptions) =>
      send('updateAutomation', () =>
        raw.PUT('/api/automations/{automationId}', { params: { path: { automationId } }, body, ...init }),
      ),
    /** `DELETE /api/automations/{automationId}`: deletes an automation (its runs stay). */
    deleteAutomation: async (automationId: string, init?: RequestOptions): Promise<void> => {
      await send('deleteAutomation', () =>
        raw.DELETE('/api/automations/{automationId}', { params: { path: { automationId } }, ...init }),
      );
    },
    /** `POST /api/automations/{automationId}/pause`. */
    pauseAutomation: (automationId: string, init?: RequestOptions) =>
      send('pauseAutomation', () =>
        raw.POST('/api/automations/{automationId}/pause', { params: { path: { automationId } }, ...init }),
      ),
    /** `POST /api/automations/{automationId}/resume`: active again, next run from now. */
    resumeAutomation: (automationId: string, init?: RequestOptions) =>
      send('resumeAutomation', () =>
        raw.POST('/api/automations/{automationId}/resume', { params: { path: { automationId } }, ...init }),
      ),
    /** `POST /api/automations/{automationId}/run`: "Run now", an ordinary charged run. */
    runAutomationNow: (automationId: string, init?: RequestOptions) =>
      send('runAutomationNow', () =>
        raw.POST('/api/automations/{automationId}/run', { params: { path: { automationId } }, ...init }),
      ),
    /** `GET /api/automations/{automationId}/runs`: the automation's history, newest first. */
    listAutomationRuns: (automationId: string, query: { limit?: number } = {}, init?: RequestOptions) =>
      send('listAutomationRuns', () =>
        raw.GET('/api/automations/{automationId}/runs', { params: { path: { automationId }, query }, ...init }),
      ),
    /** `POST /api/automations/{automationId}/webhook/rotate`: a new secret URL; the old one answers 404. */
    rotateAutomationWebhook: (automationId: string, init?: RequestOptions) =>
      send('rotateAutomationWebhook', () =>
        raw.POST('/api/automations/{automationId}/webhook/rotate', { params: { path: { automationId } }, ...init }),
      ),
    /** `GET /api/automations/{automationId}/deliveries`: where results went, and how that went. */
    listAutomationDeliveries: (automationId: string, init?: RequestOptions) =>
      send('listAutomationDeliveries', () =>
        raw.GET('/api/automations/{automationId}/deliveries', { params: { path: { automationId } }, ...init }),
      ),

    /** `GET /api/knowledge/collections`: the caller's collections, then those shared with them. */
    listKnowledgeCollections: (init?: RequestOptions) =>
      send('listKnowledgeCollections', () => raw.GET('/api/knowledge/collections', { ...init })),
    /** `POST /api/knowledge/collections`: a new named collection (409 for a name taken). */
    createKnowledgeCollection: (body: KnowledgeCollectionInput, init?: RequestOptions) =>
      send('createKnowledgeCollection', () => raw.POST('/api/knowledge/collections', { body, ...init })),
    /** `PATCH /api/knowledge/collections/{collectionId}`: renames or shares one of the caller's collections. */
    updateKnowledgeCollection: (collectionId: string, body: KnowledgeCollectionChange, init?: RequestOptions) =>
      send('updateKnowledgeCollection', () =>
        raw.PATCH('/api/knowledge/collections/{collectionId}', { params: { path: { collectionId } }, body, ...init }),
      ),
    /** `DELETE /api/knowledge/collections/{collectionId}`: the collection, its documents and their passages. */
    deleteKnowledgeCollection: async (collectionId: string, init?: RequestOptions): Promise<void> => {
      await send('deleteKnowledgeCollection', () =>
        raw.DELETE('/api/knowledge/collections/{collectionId}', { params: { path: { collectionId } }, ...init }),
      );
    },
    /** `GET /api/knowledge/documents`: a page of documents, newest first, of one collection or all. */
    listKnowledgeDocuments: (
      query: {
        collectionId?: string | undefined;
        q?: string | undefined;
        cursor?: string | undefined;
        limit?: number | undefined;
      } = {},
      init?: RequestOptions,
    ) =>
      send('listKnowledgeDocuments', () =>
        raw.GET('/api/knowledge/documents', {
          params: {
            query: {
              ...(query.collectionId ? { collectionId: query.collectionId } : {}),
              ...(query.q?.trim() ? { q: query.q.trim() } : {}),
              ...(query.cursor ? { cursor: query.cursor } : {}),
              ...(query.limit ? { limit: query.limit } : {}),
            },
          },
          ...init,
        }),
      ),
    /** `POST /api/knowledge/documents`: a text, markdown or PDF file, queued for indexing. */
    uploadKnowledgeDocument: (
      upload: { collectionId: string; file: Blob; fileName?: string | undefined },
      init?: RequestOptions,
    ) =>
      send('uploadKnowledgeDocument', () =>
        raw.POST('/api/knowledge/documents', {
          // The contract describes the file part as a string of bytes; the serializer sends the Blob.
          body: { collectionId: upload.collectionId, file: '' },
          bodySerializer: () => {
            const form = new FormData();
            form.set('collectionId', upload.collectionId);
            form.set(
              'file',
              upload.file,
              upload.fileName ?? (upload.file instanceof File ? upload.file.name : 'document'),
            );
            return form;
          },
          ...init,
        }),
      ),
    /** `POST /api/knowledge/texts`: pasted text kept as a plain-text document, queued for indexing. */
    pasteKnowledgeText: (body: KnowledgeTextInput, init?: RequestOptions) =>
      send('pasteKnowledgeText', () => raw.POST('/api/knowledge/texts', { body, ...init })),
    /** `GET /api/knowledge/allowance`: what the caller's plan gives of the Well of Knowledge, and its use. */
    getKnowledgeAllowance: (init?: RequestOptions) =>
      send('getKnowledgeAllowance', () => raw.GET('/api/knowledge/allowance', { ...init })),
    /** `GET /api/knowledge/documents/{documentId}`: one document with its indexing progress. */
    getKnowledgeDocument: (documentId: string, init?: RequestOptions) =>
      send('getKnowledgeDocument', () =>
        raw.GET('/api/knowledge/documents/{documentId}', { params: { path: { documentId } }, ...init }),
      ),
    /** `PATCH /api/knowledge/documents/{documentId}`: a new title. */
    renameKnowledgeDocument: (documentId: string, title: string, init?: RequestOptions) =>
      send('renameKnowledgeDocument', () =>
        raw.PATCH('/api/knowledge/documents/{documentId}', {
          params: { path: { documentId } },
          body: { title },
          ...init,
        }),
      ),
    /** `DELETE /api/knowledge/documents/{documentId}`: the document, its file and its passages. */
    deleteKnowledgeDocument: async (documentId: string, init?: RequestOptions): Promise<void> => {
      await send('deleteKnowledgeDocument', () =>
        raw.DELETE('/api/knowledge/documents/{documentId}', { params: { path: { documentId } }, ...init }),
      );
    },
    /** `GET /api/knowledge/documents/{documentId}/pages/{page}`: one page's text (citations count in it). */
    getKnowledgeDocumentPage: (documentId: string, page: number, init?: RequestOptions) =>
      send('getKnowledgeDocumentPage', () =>
        raw.GET('/api/knowledge/documents/{documentId}/pages/{page}', {
          params: { path: { documentId, page } },
          ...init,
        }),
      ),
    /** `GET /api/knowledge/search`: the passages that best answer a question, best first. */
    searchKnowledge: (
      query: { q: string; collectionId?: string | undefined; limit?: number | undefined },
      init?: RequestOptions,
    ) =>
      send('searchKnowledge', () =>
        raw.GET('/api/knowledge/search', {
          params: {
            query: {
              q: query.q,
              ...(query.collectionId ? { collectionId: query.collectionId } : {}),
              ...(query.limit ? { limit: query.limit } : {}),
            },
          },
          ...init,
        }),
      ),

    /** `POST /api/contact`: the public site's contact form sends a message to the team (no credentials). */
    sendContactMessage: (body: ContactMessage, init?: RequestOptions) =>
      send('sendContactMessage', () => raw.POST('/api/contact', { body, ...init })),

    /** `GET /api/health`. */
    getHealth: (init?: RequestOptions) => send('getHealth', () => raw.GET('/api/health', { ...init })),

    /** `GET /healthz`: the process is alive (what an orchestrator restarts it on). */
    getLiveness: (init?: RequestOptions) => send('getLiveness', () => raw.GET('/healthz', { ...init })),

    /** `GET /readyz`: every readiness check passed (503 names the ones that failed). */
    getReadiness: (init?: RequestOptions) => send('getReadiness', () => raw.GET('/readyz', { ...init })),
  };
}

/** The client {@link createApiClient} returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
