import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import type { ErrorBody, OperationId, Task } from '@taskwell/api-sdk';
import type { ContractOperation } from '@taskwell/openapi';
import type { ValidateFunction } from 'ajv';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaCompiler,
  LogController,
} from 'fastify';
import { AssetStore } from './assets/asset-store.ts';
import { pdfLimit } from './assets/upload-limits.ts';
import { authenticate } from './auth/authenticate.ts';
import { OtpService } from './auth/otp-service.ts';
import { defaultRateLimits, RateLimits } from './auth/rate-limits.ts';
import {
  defaultSessionTtlSeconds,
  maximumSessionTtlSeconds,
  type Session,
  SessionStore,
} from './auth/session-tokens.ts';
import { deriveSigningKeys, loadSecret } from './auth/signing-keys.ts';
import { loadTaskCatalogue } from './catalogue/task-catalogue.ts';
import { type Database, type OpenDatabase, openDatabase } from './db/open-database.ts';
import { ApiError, unauthorized } from './http/api-error.ts';
import { ContractSchemas } from './http/contract-schemas.ts';
import { notImplementedOperations } from './http/not-implemented.ts';
import { redactUrl } from './http/redact-url.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createLogMailer, createSmtpMailer, type PinMailer } from './mail/pin-mailer.ts';
import { type OperationHandler, operationHandlers } from './operations/operation-handlers.ts';
import { TaskRuntime } from './runtime/task-runtime.ts';
import type { ServerOptions } from './server-options.ts';
import { createServiceRegistry, loadAiSettings } from './services/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified session of the bearer token, when the request carried one. */
    session?: Session;
    /** The bearer token itself (for logout). */
    bearerToken?: string;
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
  db: Database;
  database: OpenDatabase;
  schemas: ContractSchemas;
  sessions: SessionStore;
  otp: OtpService;
  limits: RateLimits;
  assets: AssetStore;
  mailer: PinMailer;
  tasks: Task[];
  /** Starts, executes, resumes and reports task runs. */
  runtime: TaskRuntime;
  now: () => number;
  /** Credits granted to a new account. */
  welcomeCredits: number;
}

/** The studio's and the marketing site's default origins (ARCHITECTURE: ports 3001 and 3000). */
export const defaultCorsOrigins = [
  'http://127.0.0.1:3001',
  'http://localhost:3001',
  'http://127.0.0.1:3000',
  'http://localhost:3000',
];

function errorBody(
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  details?: ErrorBody['details'],
): ErrorBody {
  return { status, code, message, requestId: String(request.id), ...(details ? { details } : {}) };
}

/**
 * One log line per request (method, redacted URL, status, time) instead of Fastify's two: half
 * the logging cost on every request, nothing lost.
 */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

/** Turns any error into the contract's error reply: status, code, message, and headers. */
function classifyError(error: FastifyError | ApiError | Error): {
  status: number;
  code: string;
  message: string;
  headers: Record<string, string>;
  details?: ErrorBody['details'];
  unexpected: boolean;
} {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      headers: error.headers,
      details: error.details,
      unexpected: false,
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const context = fastifyError.validationContext ?? 'request';
    const details = fastifyError.validation.map((issue) => ({
      path: `/${context}${issue.instancePath}`,
      message: `${issue.message ?? 'is invalid'}${
        issue.keyword === 'additionalProperties'
          ? ` (${String((issue.params as { additionalProperty?: string }).additionalProperty)})`
          : ''
      }`,
    }));
    return {
      status: 400,
      code: 'invalid_request',
      message: 'The request is not valid.',
      headers: {},
      details,
      unexpected: false,
    };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return {
        status: 413,
        code: 'payload_too_large',
        message: 'The request body is too large.',
        headers: {},
        unexpected: false,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        status: 415,
        code: 'unsupported_media_type',
        message: 'The content type is not accepted.',
        headers: {},
        unexpected: false,
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        code: 'invalid_request',
        message: 'The JSON body is empty.',
        headers: {},
        unexpected: false,
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return {
        status: 400,
        code: 'invalid_json',
        message: 'The body is not valid JSON.',
        headers: {},
        unexpected: false,
      };
    default:
      break;
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
    return { status, code, message: 'The request could not be read.', headers: {}, unexpected: false };
  }
  return {
    status: 500,
    code: 'internal_error',
    message: 'Something went wrong on our side.',
    headers: {},
    unexpected: true,
  };
}

/**
 * Builds the API server: every operation of openapi/openapi.yaml is a route whose request is
 * validated by schemas compiled from the contract, and whose JSON reply is checked against the
 * contract before it is sent. Call `listen()` to serve, or `inject()` in tests; `close()` ends
 * requests in flight, then closes the database and the mailer.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const environment = options.environment ?? 'development';
  if (environment === 'production' && !options.smtpUrl && !options.mailer) {
    throw new Error('SMTP_URL is required in production: PIN mails cannot be sent without it.');
  }
  const sessionTtlSeconds = options.sessionTtlSeconds ?? defaultSessionTtlSeconds;
  if (!Number.isInteger(sessionTtlSeconds) || sessionTtlSeconds < 60 || sessionTtlSeconds > maximumSessionTtlSeconds) {
    throw new Error(`The session lifetime must be between 60 s and ${maximumSessionTtlSeconds} s (30 days).`);
  }
  const welcomeCredits = options.welcomeCredits ?? 25;
  if (!Number.isInteger(welcomeCredits) || welcomeCredits < 0)
    throw new Error('WELCOME_CREDITS must be a whole number of 0 or more.');
  // Read at each call, so that a test's fake Date moves the server's clock too.
  const now = options.now ?? (() => Date.now());
  const schemas = new ContractSchemas();
  const services = options.services ?? createServiceRegistry({ ai: loadAiSettings(process.env) });
  const catalogue = loadTaskCatalogue(schemas, { file: options.catalogueFile, services });
  const { tasks } = catalogue;
  const keys = deriveSigningKeys(
    loadSecret({ secret: options.sessionSigningKey, keyFile: join(options.dataDir, 'session-signing-key') }),
  );

  const trustedProxies = options.trustedProxies ?? [];
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Logs never hold a token: URLs are redacted and headers are not logged, so no token enters a
      // log line (cheaper than scrubbing each line afterwards with pino's redact).
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url ?? ''),
          remoteAddress: request.socket?.remoteAddress,
        }),
      },
    },
    logController: new OneLineLogController(),
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    bodyLimit: options.jsonBodyLimit ?? 65_536,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Long path values reach the route, whose contract schema refuses them with a declared status.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 65_536 },
  });

  const database = await openDatabase(
    options.database ?? { kind: 'pglite', dataDir: join(options.dataDir, 'pglite') },
    // The message and code only: a driver error also carries its whole connection object.
    (error) =>
      app.log.warn(
        { error: error.message, code: (error as Error & { code?: string }).code },
        'an idle database connection failed',
      ),
  );
  const { db } = database;
  const mailer =
    options.mailer ??
    (options.smtpUrl
      ? createSmtpMailer({
          smtpUrl: options.smtpUrl,
          from: options.mailFrom ?? 'Taskwell verify <verify@taskwell.dev>',
        })
      : createLogMailer(app.log, options.mailFrom ?? 'Taskwell verify <verify@taskwell.dev>'));
  const sessions = new SessionStore({
    db,
    key: keys.session,
    assetKey: keys.asset,
    issuer: options.sessionIssuer ?? 'taskwell-api',
    audience: options.sessionAudience ?? 'taskwell',
    ttlSeconds: sessionTtlSeconds,
    assetTokenTtlSeconds: options.assetTokenTtlSeconds ?? 300,
    now,
    cacheMs: options.sessionCacheMs ?? 5000,
  });
  const limits = new RateLimits(db, { ...defaultRateLimits, ...options.rateLimits });
  const otp = new OtpService({ db, mailer, limits, sessions, pinKey: keys.pin, welcomeCredits, now });
  const assets = new AssetStore(db, options.dataDir, now);
  await assets.prepare();
  const runtime = new TaskRuntime({
    db,
    database,
    assets,
    catalogue,
    services,
    now,
    log: app.log,
    settings: options.runtime,
  });
  const context: ServerContext = {
    db,
    database,
    schemas,
    sessions,
    otp,
    limits,
    assets,
    mailer,
    tasks,
    runtime,
    now,
    welcomeCredits,
  };
  app.decorate('taskwell', context);

  const sweep = setInterval(() => {
    const at = new Date(now());
    Promise.all([otp.sweepExpired(at), limits.sweepExpired(at), sessions.sweepExpired(at)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweep of expired rows failed'),
    );
  }, options.sweepIntervalMs ?? 600_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    mailer.close();
    await runtime.stop();
    await database.close();
  });

  // Request validation: schemas are `$ref`s into the contract, compiled by ajv (JSON Schema 2020-12).
  const compiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? schemas.strictAjv : schemas.coercingAjv;
    return ajv.compile(schema as object) as ValidateFunction & ((data: unknown) => boolean);
  };
  app.setValidatorCompiler(compiler);

  // helmet's headers: an API serves no pages, so nothing may run, frame or embed from its replies.
  const helmetHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: environment === 'production',
  });
  const allowedOrigins = new Set(options.corsOrigins ?? defaultCorsOrigins);
  await app.register(fastifyCors, {
    // A list: the plugin answers with the request's Origin only when it is one of them.
    origin: [...allowedOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'API-Key', 'Range'],
    exposedHeaders: ['Content-Disposition', 'Content-Range', 'Accept-Ranges', 'Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: pdfLimit, files: 1, fields: 4, parts: 4, fieldSize: 65_536, headerPairs: 50 },
  });

  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(helmetHeaders);
    reply.header('x-request-id', request.id);
    reply.header('cache-control', 'no-store');
    done();
  });

  // Reply validation: a JSON reply that does not match the contract is never sent.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) return payload;
    const operation = schemas.operation(operationId);
    const validate = schemas.replyValidator(operation, reply.statusCode);
    if (validate && !validate(payload)) {
      request.log.error(
        { operationId, status: reply.statusCode, errors: validate.errors },
        'reply does not match the contract',
      );
      throw new ApiError(500, 'invalid_reply', 'Something went wrong on our side.');
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const classified = classifyError(error);
    if (classified.unexpected) request.log.error({ err: error }, 'request failed');
    let status = classified.status;
    const operationId = request.routeOptions.config?.operationId;
    // Every reply keeps to the contract: a client error an operation does not declare becomes one it does.
    if (operationId) {
      const operation = schemas.operation(operationId);
      if (status < 500) status = schemas.clientErrorStatus(operation, status);
      else if (!schemas.declares(operation, status)) status = 500;
    }
    if (status === 413 || status === 415 || (operationId === 'createAsset' && status >= 400)) {
      // The rest of an upload is not read: the connection closes after the reply.
      reply.header('connection', 'close');
    }
    reply.headers(classified.headers);
    return reply
      .status(status)
      .send(errorBody(request, status, classified.code, classified.message, classified.details));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(request, 404, 'not_found', 'There is nothing at this address.')),
  );

  registerOperations(app, schemas, operationHandlers(context));
  try {
    await runtime.start();
  } catch (error) {
    await database.close();
    throw error;
  }
  return app;
}

function registerOperations(
  app: FastifyInstance,
  schemas: ContractSchemas,
  handlers: Partial<Record<OperationId, OperationHandler>>,
): void {
  const missing = schemas.operations
    .map((operation) => operation.operationId as OperationId)
    .filter((id) => !handlers[id] && !notImplementedOperations.includes(id));
  if (missing.length > 0) throw new Error(`No handler for ${missing.join(', ')}`);
  for (const operation of schemas.operations) {
    const operationId = operation.operationId as OperationId;
    if (notImplementedOperations.includes(operationId)) {
      registerNotImplemented(app, schemas, operation);
      continue;
    }
    const handler = handlers[operationId] as OperationHandler;
    const security = schemas.securityOf(operation);
    app.route({
      method: operation.method.toUpperCase() as 'GET' | 'POST',
      url: schemas.routePath(operation),
      schema: schemas.requestSchemas(operation),
      config: { operationId },
      // Asset reads also take `?token=`: their handlers decide.
      ...(security.bearer && !security.assetToken
        ? {
            preHandler: async (request: FastifyRequest) => {
              const session = await authenticate(app.taskwell.sessions, request);
              if (!session && !security.optional) throw unauthorized();
            },
          }
        : {}),
      handler: (request: FastifyRequest, reply: FastifyReply) => handler(request, reply),
    });
  }
}

function registerNotImplemented(app: FastifyInstance, schemas: ContractSchemas, operation: ContractOperation): void {
  app.route({
    method: operation.method.toUpperCase() as 'GET' | 'POST',
    url: schemas.routePath(operation),
    config: { operationId: operation.operationId as OperationId },
    // The body is not read: nothing is done with it.
    handler: async (request, reply) =>
      reply
        .status(501)
        .send(errorBody(request, 501, 'not_implemented', 'This operation is not available on this server yet.')),
  });
}
