import { join } from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import type { OperationId } from '@taskwell/api-sdk';
import { siteAddresses, uploadMaxBytes } from '@taskwell/domain';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AssetLibrary } from './assets/asset-library.ts';
import { OtpService } from './auth/otp-service.ts';
import { defaultRateLimits, RateLimits } from './auth/rate-limits.ts';
import { defaultSessionTtlSeconds, maximumSessionTtlSeconds, SessionRecords } from './auth/session-tokens.ts';
import { decodeSecret, deriveSigningKeys, loadSecret } from './auth/signing-keys.ts';
import { AutomationWebhooks } from './automations/inbound-webhooks.ts';
import { ContactDesk } from './contact/contact-desk.ts';
import { type ContactMailer, createLogContactMailer, createSmtpContactMailer } from './contact/contact-mailer.ts';
import { type ContactSettings, defaultContactSettings } from './contact/contact-settings.ts';
import { CreatorStudio } from './creator/creator-studio.ts';
import { unavailable } from './errors/domain-error.ts';
import { trackRepliesUnderWay } from './http/closing-connections.ts';
import { keepRepliesToContract } from './http/contract-replies.ts';
import { type ContractSchemas, sharedContractSchemas } from './http/contract-schemas.ts';
import { corsPolicy } from './http/cors-policy.ts';
import { createFastify } from './http/create-fastify.ts';
import { outageRetryAfterSeconds } from './http/error-reply.ts';
import { OpenStreams, resolveEventStreamSettings } from './http/open-streams.ts';
import { registerOperations } from './http/register-operations.ts';
import { replyHeaders } from './http/reply-headers.ts';
import { StreamSlots } from './http/stream-slots.ts';
import { trackUnusedConnections } from './http/unused-connections.ts';
import { KeyRecords } from './keys/key-records.ts';
import { PublicKeyOrigins } from './keys/public-key-origins.ts';
import { retireLocalAdvisorKey, seedSiteAdvisor } from './keys/site-advisor.ts';
import { createLogMailer, createSmtpMailer } from './mail/pin-mailer.ts';
import { priceNoticeMsOf } from './marketplace/asked-price.ts';
import { StoreListings } from './marketplace/store-listings.ts';
import { listenForMetrics } from './metrics/metrics-listener.ts';
import { PrometheusMetrics } from './metrics/prometheus-metrics.ts';
import { timeOperations } from './metrics/time-operations.ts';
import { openRuntime } from './open-runtime.ts';
import { operationHandlers, requestGuards } from './operations/operation-handlers.ts';
import { OrganizationDirectory } from './organizations/organization-directory.ts';
import { createPaymentContext } from './payments/payment-context.ts';
import { PaymentRecords } from './payments/payment-records.ts';
import { PriceCatalogue } from './payments/price-catalogue.ts';
import { startPayoutSchedule } from './payouts/payout-schedule.ts';
import { defaultPayoutSettings } from './payouts/payout-settings.ts';
import { sweepIdempotencyKeys } from './runtime/persistence/idempotency-keys.ts';
import { RunDefinitions } from './runtime/run-definitions.ts';
import { TaskSamples } from './samples/task-samples.ts';
import type { ServerContext } from './server-context.ts';
import { defaultCorsOrigins, type ServerOptions } from './server-options.ts';
import { LinkedInProvider } from './social/linkedin-provider.ts';
import { SocialLinks } from './social/social-links.ts';
import { TokenCipher } from './social/token-cipher.ts';
import { aiJudge } from './test-cases/ai-judge.ts';
import { TestCaseSuites } from './test-cases/test-case-suite.ts';

/** Refuses options the server cannot start with; gives the checked numbers. */
function checkOptions(options: ServerOptions): {
  sessionTtlSeconds: number;
  welcomeCredits: number;
  eventStreams: ReturnType<typeof resolveEventStreamSettings>;
} {
  const environment = options.environment ?? 'development';
  if (environment === 'production' && !options.smtpUrl && !options.mailer) {
    throw new Error('SMTP_URL is required in production: PIN mails cannot be sent without it.');
  }
  const sessionTtlSeconds = options.sessionTtlSeconds ?? defaultSessionTtlSeconds;
  if (!Number.isInteger(sessionTtlSeconds) || sessionTtlSeconds < 60 || sessionTtlSeconds > maximumSessionTtlSeconds) {
    throw new Error(`The session lifetime must be between 60 s and ${maximumSessionTtlSeconds} s (30 days).`);
  }
  const welcomeCredits = options.welcomeCredits ?? 25;
  if (!Number.isInteger(welcomeCredits) || welcomeCredits < 0) {
    throw new Error('WELCOME_CREDITS must be a whole number of 0 or more.');
  }
  return { sessionTtlSeconds, welcomeCredits, eventStreams: resolveEventStreamSettings(options.eventStreams) };
}

/** Validation, security headers, CORS and multipart: what every route shares. */
async function registerPlatform(
  app: FastifyInstance,
  options: ServerOptions,
  schemas: ContractSchemas,
  contact: ContactSettings,
  prepare: (request: FastifyRequest, reply: FastifyReply) => void,
  publicKeyOrigins: PublicKeyOrigins,
): Promise<void> {
  const corsOrigins = new Set(options.corsOrigins ?? defaultCorsOrigins);
  // Request validation: schemas are `$ref`s into the contract, compiled by ajv (JSON Schema 2020-12).
  app.setValidatorCompiler(
    ({ schema, httpPart }) =>
      schemas.requestValidator(httpPart, schema as object) as ValidateFunction & ((data: unknown) => boolean),
  );
  // The contact form takes messages from the public site only (issue 20); every other operation
  // from the studio and the public site, and the operations a public key may call also from the
  // sites live public keys list (a widget on a customer's site, decision 065).
  await app.register(fastifyCors, {
    delegator: corsPolicy({
      origins: corsOrigins,
      ownOrigins: new Map([['sendContactMessage', contact.origins]]),
      publicKeyOperations: new Set(
        schemas.operations
          .filter((operation) => schemas.securityOf(operation).publicKey)
          .map((operation) => operation.operationId as OperationId),
      ),
      listedByPublicKey: (origin) => publicKeyOrigins.allows(origin),
    }),
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    // Two files at most: the upload, and its metadata when a client sends that as a JSON file.
    limits: { fileSize: uploadMaxBytes, files: 2, fields: 4, parts: 4, fieldSize: 65_536, headerPairs: 50 },
  });
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    prepare(request, reply);
    // Requests still arriving on kept-alive connections while the server closes go elsewhere.
    if (closing) done(unavailable('closing', 'The server is restarting; try again shortly.', { retryAfterMs: 1000 }));
    else done();
  });
  keepRepliesToContract(app, schemas);
}

/**
 * Builds the API server: every operation of openapi/openapi.yaml is a route whose request is
 * validated by schemas compiled from the contract, and whose JSON reply is checked against the
 * contract before it is sent. Call `listen()` to serve, or `inject()` in tests; `close()` ends
 * requests in flight, then stops the runtime and closes the database and the mailer.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { sessionTtlSeconds, welcomeCredits, eventStreams } = checkOptions(options);
  // Read at each call, so that a test's fake Date moves the server's clock too.
  const now = options.now ?? (() => Date.now());
  const schemas = sharedContractSchemas();
  const keys = deriveSigningKeys(
    loadSecret({ secret: options.sessionSigningKey, keyFile: join(options.dataDir, 'session-signing-key') }),
  );
  // Its own key, not one derived from the session secret: rotating sessions must not lose the links.
  const socialTokenKey = options.socialTokenKey
    ? decodeSecret(options.socialTokenKey, 'SOCIAL_TOKEN_KEY')
    : loadSecret({ keyFile: join(options.dataDir, 'social-token-key') });
  const prepare = replyHeaders(options.environment);
  const app = createFastify(options, schemas, prepare);
  // Issue 27: off unless a port is given; the runtime counts through it (decision 114).
  const metrics = options.metrics ? new PrometheusMetrics() : undefined;
  // Before the database is waited for: a process started while it is away serves once it returns.
  schemas.compileRequestValidators();
  const opened = await openRuntime({ ...options, now, log: app.log, schemas, runMetrics: metrics });
  const { db, database, assets, checks, runtime, catalogue, services, knowledge, knowledgeSearch, probes } = opened;
  const { aiServices, runAi } = opened;
  const floorOf = (definition: Parameters<typeof runAi.floorOf>[0]) => runAi.floorOf(definition);
  const testCases = new TestCaseSuites({ db, runtime, assets, judge: aiJudge(services), now });
  const mailFrom = options.mailFrom ?? 'Taskwell verify <verify@taskwell.dev>';
  const mailer =
    options.mailer ??
    (options.smtpUrl
      ? createSmtpMailer({ smtpUrl: options.smtpUrl, from: mailFrom })
      : createLogMailer(app.log, options.logStream ? (text) => options.logStream?.write(text) : undefined));
  const sessions = new SessionRecords({
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
  const contactSettings: ContactSettings = { ...defaultContactSettings, ...options.contact };
  const contactMailer: ContactMailer =
    options.contactMailer ??
    (options.smtpUrl
      ? createSmtpContactMailer({ smtpUrl: options.smtpUrl, from: mailFrom, to: contactSettings.to })
      : createLogContactMailer(app.log, { from: mailFrom, to: contactSettings.to }));
  const limits = new RateLimits(db, { ...defaultRateLimits, ...options.rateLimits });
  const otp = new OtpService({ db, mailer, limits, sessions, pinKey: keys.pin, welcomeCredits, now });
  const keyRecords = new KeyRecords(db, now);
  const streamSlots = new StreamSlots(db, now);
  const publicKeyOrigins = new PublicKeyOrigins(keyRecords, now);
  const context: ServerContext = {
    db,
    database,
    schemas,
    sessions,
    otp,
    limits,
    keys: keyRecords,
    publicKeyOrigins,
    assets,
    checks,
    mailer,
    tasks: catalogue.tasks,
    knowledgeSearch,
    runtime,
    creator: new CreatorStudio({ db, services, now, floorOf, latest: runtime.latestVersions }),
    store: new StoreListings({
      db,
      now,
      floorOf,
      priceNoticeMs: priceNoticeMsOf(options.storePriceNoticeHours),
      testCases,
    }),
    testCases,
    aiServices,
    runAi,
    knowledge,
    personas: runtime.personas,
    automations: opened.automations.directory,
    automationWebhooks: new AutomationWebhooks({
      db,
      now: () => new Date(now()),
      starter: opened.automations.starter,
      consume: (automationId) => limits.consumeAutomationHook(automationId),
    }),
    organizations: new OrganizationDirectory({
      db,
      mailer,
      now,
      studioUrl: options.studioUrl ?? siteAddresses({ env: {} }).studioUrl,
    }),
    streams: new OpenStreams(eventStreams, streamSlots, app.log),
    library: new AssetLibrary({
      db,
      definitions: catalogue.definitions,
      runDefinitions: new RunDefinitions({ db, catalogue }),
    }),
    samples: new TaskSamples({ db, catalogue, runtime, assets, now, log: app.log, settings: options.samples }),
    now,
    welcomeCredits,
    prices: new PriceCatalogue(options.payments),
    payoutSettings: options.payouts ?? defaultPayoutSettings,
    payments: options.payments
      ? createPaymentContext({
          settings: options.payments,
          store: new PaymentRecords(db, now),
          now,
          log: app.log,
        })
      : undefined,
    contact: new ContactDesk({
      db,
      mailer: contactMailer,
      messagesPerVisitor: contactSettings.messagesPerVisitor,
      now,
      log: app.log,
    }),
    social: new SocialLinks({
      db,
      provider: options.linkedin ? new LinkedInProvider(options.linkedin, options.linkedinFetch) : undefined,
      cipher: new TokenCipher(socialTokenKey),
      now,
      log: app.log,
    }),
    probes,
  };
  app.decorate('taskwell', context);
  if (metrics) {
    metrics.readQueueDepthFrom(() => runtime.queueDepth());
    timeOperations(app, metrics);
  }
  // Open event streams would hold the close until their clients leave, requests waiting for a
  // sample or for a run's end until it is made, and connections opened ahead and never used
  // until their header timeout: all end first.
  const unusedConnections = trackUnusedConnections(app.server);
  const replies = trackRepliesUnderWay(app.server);
  app.addHook('preClose', (done) => {
    // Connections close as their replies end (the streams' last word to reconnect included).
    replies.closeAfterReplies();
    context.streams.endAll();
    context.runtime.endWaits();
    context.samples.close();
    unusedConnections.dropAll();
    done();
  });

  const sweep = setInterval(() => {
    const at = new Date(now());
    Promise.all([
      otp.sweepExpired(at),
      limits.sweepExpired(at),
      sessions.sweepExpired(at),
      streamSlots.sweepExpired(at),
      sweepIdempotencyKeys(db, at),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'sweep of expired rows failed'));
  }, options.sweepIntervalMs ?? 600_000);
  sweep.unref();
  // The monthly payouts (decision 137), where the Stripe keys are.
  const stopPayouts = context.payments
    ? startPayoutSchedule({
        db,
        payments: context.payments,
        settings: context.payoutSettings,
        now: options.payoutSchedule?.now ?? now,
        ...(options.payoutSchedule?.intervalMs ? { intervalMs: options.payoutSchedule.intervalMs } : {}),
        log: app.log,
      })
    : () => undefined;
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopPayouts();
    mailer.close();
    contactMailer.close();
    await context.streams.drained();
    await opened.close();
  });

  try {
    await registerPlatform(app, options, schemas, contactSettings, prepare, publicKeyOrigins);
    registerOperations(app, schemas, operationHandlers(context), requestGuards());
    if (options.siteAdvisor) {
      await seedSiteAdvisor({
        db,
        keys: keyRecords,
        settings: options.siteAdvisor,
        taskIds: new Set(catalogue.tasks.map((task) => task.id)),
        now,
        log: app.log,
      });
    } else {
      await retireLocalAdvisorKey({ keys: keyRecords, log: app.log });
    }
  } catch (error) {
    clearInterval(sweep);
    stopPayouts();
    await opened.close();
    throw error;
  }
  await opened.start();
  if (metrics && options.metrics) {
    const listener = await listenForMetrics({
      ...options.metrics,
      registry: metrics.registry,
      onError: (error) => app.log.warn({ err: error }, 'reading the metrics failed'),
    }).catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
    context.metricsPort = listener.port;
    app.addHook('onClose', () => listener.close());
  }
  if (database.listen) {
    const stopFollowing = await sessions.followEnds(database.listen);
    app.addHook('preClose', async () => stopFollowing());
  }
  // Issue 42: event streams follow other processes' changes through the listening connection; when
  // it drops, each client is told to open its stream again (a 503 says when while the database is away).
  const stopHearingDrops = database.onListenerDown?.(() =>
    context.streams.reconnectAll(outageRetryAfterSeconds * 1000),
  );
  if (stopHearingDrops) {
    app.addHook('preClose', async () => {
      stopHearingDrops();
    });
  }
  return app;
}
