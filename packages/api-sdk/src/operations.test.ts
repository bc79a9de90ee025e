// Contract tests of the SDK: every operation of openapi/openapi.yaml has a case here (the list is
// read from the contract, so a new operation without a case fails), every request the SDK sends
// validates against the contract's request schema, and it reaches the operation it names.
import { getContractValidator, listOperations } from '@taskwell/openapi';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './create-api-client.ts';
import type { AutomationInput } from './generated/entities.ts';
import type { OperationId } from './generated/operation-table.ts';

interface SdkCase {
  /** Calls the operation through the SDK. */
  call: (client: ApiClient) => Promise<unknown>;
  /** What the fake server answers (it must itself satisfy the contract). */
  reply: { status: number; body?: unknown; contentType?: string };
  /** What the SDK should resolve with. */
  want: unknown;
}

const profile = {
  id: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  organization: 'Analytical Engines Ltd',
  plan: 'Explorer',
  accountBalance: 1250,
};
const subscription = {
  current_plan: 'Explorer',
  current_price: 'price_explorer_monthly',
  next_plan: null,
  next_price: null,
  cancelled: false,
  downgrading: false,
  active: true,
  period_end: 1_798_761_600,
  billing_cycle: 'month',
};
const secret = { clientSecret: 'cs_test_secret' };
const checkedFinding = {
  phrase: 'chairman',
  start: 4,
  end: 12,
  why: 'It names a gender where the gender does not matter.',
  suggestions: ['chair'],
  category: 'gender' as const,
};
const dismissedCheck = {
  status: 'checked',
  findings: [{ ...checkedFinding, dismissed: { reason: 'The name of our product.', at: '2026-11-28T10:00:00.000Z' } }],
};
const allowance = {
  plan: 'Explorer',
  level: 'Pro',
  limits: { collections: 20, documents: 1000, storageBytes: 2_147_483_648 },
  used: { collections: 2, documents: 14, storageBytes: 1_048_576 },
  knowledgeStepsInOwnTasks: true,
  shareWithOrganization: false,
  upgrade: { plan: 'Creator', level: 'Ultra' },
};
const linkState = '3f0b5a52-8c1e-4d7a-9a35-1f2e6f1c2b90';
// Ids the server makes are UUIDs (the contract says so for the ones a request names).
const runId = '0b5e2f5c-4c55-4a53-9d7e-3f4b8f0f4c11';
const retryId = '6c1d8e3a-2f4b-4c7d-8e9f-0a1b2c3d4e5f';
const resultId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const uploadId = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b';
const keyId = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
const authorization = {
  authorizationUrl: `https://www.linkedin.com/oauth/v2/authorization?response_type=code&state=${linkState}`,
  expiresAt: '2026-11-22T10:10:00Z',
};
const payoutOverview = {
  account: { state: 'payouts_on', requirementsDue: 0 },
  spendable: 40,
  earned: 160,
  keepEarnings: false,
  sharePercent: 80,
  centsPerCredit: 20,
  minimumCents: 2500,
  schedule: 'monthly',
  payouts: [
    {
      id: '0190a5a4-1111-7000-8000-000000000001',
      period: '2026-11',
      credits: 200,
      amountCents: 4000,
      status: 'paid',
      createdAt: '2026-11-01T06:00:00.000Z',
      paidAt: '2026-11-01T06:00:01.000Z',
    },
  ],
};
const runAccepted = { status: 'IN_PROGRESS', requestId: runId };
const requestStatus = {
  status: 'COMPLETED',
  requestId: runId,
  step: 2,
  max: 3,
  results: [
    {
      parameter: {
        name: 'Summary',
        metadata: { 'Content-Type': 'text/markdown', created: '2026-11-22T10:00:00Z' },
        value: [{ source: 'summariser', data: resultId }],
      },
    },
  ],
};
const runSummary = {
  requestId: runId,
  taskId: 'summarise',
  taskName: 'Summarise',
  status: 'IN_PROGRESS',
  step: 1,
  max: 3,
  fee: 5,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:30.000Z',
};
const runDetail = {
  ...runSummary,
  status: 'COMPLETED',
  inputs: [{ name: 'text', contentType: 'text/plain', value: 'A long text.' }],
  results: requestStatus.results,
};
const assetSummary = {
  assetId: resultId,
  fileName: 'summary.md',
  contentType: 'text/markdown',
  family: 'text',
  size: 120,
  createdAt: '2026-11-22T10:00:00.000Z',
  origin: 'result',
  lineage: {
    requestId: runId,
    taskId: 'summarise',
    taskName: 'Summarise',
    stepId: 'summary',
    stepNumber: 1,
    outputName: 'Summary',
    inputs: runDetail.inputs,
  },
};
const task = {
  id: 'summarise',
  name: 'Summarise',
  heading: 'Turn a long text into its key points',
  description: 'Reads a text and writes a short summary.',
  imageName: '/images/tasks/summarise.svg',
  powerFee: 5,
  plans: 'free|discovery',
  category: 'business',
  parameters: [{ id: 'p1', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Paste a text' } }],
};
const apiKey = {
  id: keyId,
  kind: 'secret',
  name: 'Nightly report',
  prefix: 'tw_sk_abcdefghijkl',
  createdAt: '2026-11-22T10:00:00Z',
  lastUsedAt: null,
};
const publicKey = {
  ...apiKey,
  kind: 'public',
  name: 'Site widget',
  prefix: 'tw_pk_abcdefghijkl',
  taskId: 'summarise',
  origins: ['https://www.example.com'],
  key: 'tw_pk_abcdefghijklmnopqrstuv',
  dailyCreditCap: 250,
  spentToday: 12,
  spentTotal: 340,
};
const json = (body: unknown, status = 200) => ({ status, body });
const creatorTaskId = '5d1c7a0e-2b3f-4c6d-8e9f-0a1b2c3d4e5f';
const listingId = '019abcde-0000-7000-8000-00000000c0de';
const storeCard = {
  name: 'Summarise',
  heading: 'A short summary',
  description: 'Summarises a text.',
  category: 'business',
  imageName: '/images/tasks/summarise-text.svg',
  creatorName: 'Ada Lovelace',
};
const figures = { runs: 3, ratingUp: 2, ratingDown: 0, rating: 1, successRate30d: 1, medianRunSeconds: 14 };
const listingView = {
  listingId,
  price: 7,
  card: storeCard,
  figures,
  brand: null,
  task: { ...task, powerFee: 7 },
  steps: [{ label: 'Summarise' }],
  saved: true,
  onSale: true,
  priceChange: null,
  testCases: { passed: 1, total: 1, at: '2026-11-22T10:00:00.000Z' },
};
const listing = {
  listingId,
  creatorTaskId,
  version: 1,
  price: 7,
  visibility: 'public',
  organizationId: null,
  figures,
  status: 'live',
  problems: [],
  card: storeCard,
  updatedAt: '2026-11-22T10:00:00.000Z',
  priceChange: { price: 9, from: '2026-11-23T10:00:00.000Z' },
  sampleRunId: null,
};
const testSuite = {
  cases: [],
  report: { version: null, passed: 0, total: 0, results: [] },
  judgeAvailable: false,
};
const storeTestCases = {
  passed: 1,
  total: 1,
  at: '2026-11-22T10:00:00.000Z',
  cases: [{ name: 'Says hello', passed: true, checks: [{ kind: 'contains', text: 'hello' }] }],
};
const earnings = {
  from: '2026-11-01',
  to: '2026-11-22',
  days: [{ day: '2026-11-22', listingId, name: 'Summarise', runs: 2, completed: 1, refunded: 1, creditsEarned: 5 }],
};
const definition = {
  id: creatorTaskId,
  name: 'Brief',
  heading: 'A brief',
  description: 'Writes a brief.',
  imageName: '/images/tasks/summarise-text.svg',
  powerFee: 1,
  plans: 'explorer',
  category: 'business',
  parameters: [],
  flow: { sequence: [] },
};
const savedAt = '2026-11-26T10:00:00.000Z';
const draft = { creatorTaskId, definition, savedAt, problems: [{ path: '/flow/sequence', message: 'Add a step.' }] };
const version = { creatorTaskId, version: 1, name: 'Brief', publishedAt: savedAt };
const exported = { schemaVersion: 1, definition };
const organizationId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const invitationId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const organization = {
  organizationId,
  name: 'Acme',
  accentColour: '#336699',
  logo: null,
  role: 'owner',
  createdAt: savedAt,
};
const invitation = {
  invitationId,
  organizationId,
  email: 'ada@example.com',
  invitedBy: 'owner@example.com',
  createdAt: savedAt,
  expiresAt: '2026-12-03T10:00:00.000Z',
};
const collectionId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a60';
const documentId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a61';
const personaId = '4d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a';
const persona = {
  id: personaId,
  name: 'Ava',
  voice: 'Warm',
  audience: 'Small business owners',
  pointOfView: 'any',
  wordsToUse: ['clear'],
  wordsToAvoid: ['synergy'],
  instructions: '',
  mine: true,
  organization: null,
  updatedAt: '2026-11-22T10:00:00.000Z',
};
const automationId = '0193a0a0-0000-7000-8000-0000000000a1';
const automationRun = {
  id: '0193a0a0-0000-7000-8000-0000000000a2',
  scheduledFor: '2026-11-30T09:00:00.000Z',
  trigger: 'schedule',
  status: 'started',
  runId: '0193a0a0-0000-7000-8000-0000000000a3',
  runStatus: 'COMPLETED',
  reason: null,
  createdAt: '2026-11-30T09:00:00.100Z',
};
const automationInput: AutomationInput = {
  name: 'Monday brief',
  taskId: 'competitor-brief',
  parameters: { topic: { metadata: { 'Content-Type': 'text/plain' }, value: 'pricing' } },
  trigger: { kind: 'schedule', schedule: { kind: 'weekly', time: '09:00', days: ['mon'] } },
  timeZone: 'Europe/London',
  delivery: { kind: 'email', email: 'ada@example.com' },
  answers: { decision: 'Publish as written' },
};
const automation = {
  id: automationId,
  name: 'Monday brief',
  taskId: 'competitor-brief',
  listingId: null,
  parameters: { topic: { metadata: { 'Content-Type': 'text/plain' }, value: 'pricing' } },
  trigger: automationInput.trigger,
  timeZone: 'Europe/London',
  missed: 'run-once',
  delivery: automationInput.delivery,
  status: 'active',
  pausedReason: null,
  failures: 0,
  nextRunAt: '2026-12-07T09:00:00.000Z',
  nextRuns: ['2026-12-07T09:00:00.000Z'],
  webhookUrl: null,
  taskVersion: null,
  answers: { decision: 'Publish as written' },
  lastProblem: null,
  lastRun: automationRun,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const automationAllowance = {
  plan: 'Explorer',
  limit: 10,
  used: 1,
  smallestIntervalMinutes: 1440,
  triggers: ['schedule'],
  morePlan: 'Creator',
};
const knowledgeCollection = {
  id: collectionId,
  name: 'Policies',
  documents: 1,
  mine: true,
  shared: false,
  createdAt: savedAt,
};
const knowledgeDocument = {
  id: documentId,
  collectionId,
  title: 'Travel policy',
  contentType: 'text/plain',
  size: 42,
  pages: 1,
  status: 'queued',
  indexed: 0,
  total: 0,
  mine: true,
  createdAt: savedAt,
};
const knowledgePassage = {
  documentId,
  documentTitle: 'Travel policy',
  collectionId,
  page: 1,
  start: 0,
  end: 12,
  text: 'Book early.',
  score: 0.5,
};
const received = {
  invitationId,
  organizationId,
  organizationName: 'Acme',
  accentColour: '#336699',
  invitedBy: 'owner@example.com',
  invitedByName: 'Olive Owner',
  expiresAt: '2026-12-03T10:00:00.000Z',
};

const aiServiceId = '6c4d8a52-7b1e-4f0a-9c3d-2e5f8a1b0c9d';
const aiService = {
  aiServiceId,
  name: 'Team Llama',
  model: 'llama3.2',
  baseUrl: 'https://models.example/v1',
  hasKey: true,
  editable: true,
  createdAt: savedAt,
  updatedAt: savedAt,
};
const aiChoices = {
  canChoose: true,
  choices: [
    { key: 'public', label: 'Public tier', kind: 'tier', tier: 'public', credits: 1, included: true },
    { key: `private:${aiServiceId}`, label: 'Team Llama', kind: 'private', credits: 0, included: true },
  ],
};

const cases: Record<OperationId, SdkCase> = {
  requestOtp: {
    call: (c) => c.requestOtp({ email: 'ada@example.com' }),
    reply: json('If the address can receive mail, a PIN is on its way.'),
    want: 'If the address can receive mail, a PIN is on its way.',
  },
  verifyOtp: {
    call: (c) => c.verifyOtp({ email: 'ada@example.com', otp: '123456' }),
    reply: json({ session_token: 'a.b.c' }),
    want: { session_token: 'a.b.c' },
  },
  validateSession: {
    call: (c) => c.validateSession('a.b.c'),
    reply: json({ valid: true, id: 'ada@example.com', exp: 1_798_761_600 }),
    want: { valid: true, id: 'ada@example.com', exp: 1_798_761_600 },
  },
  logout: { call: (c) => c.logout(), reply: { status: 204 }, want: undefined },
  getProfile: { call: (c) => c.getProfile(), reply: json(profile), want: profile },
  updateProfile: {
    call: (c) => c.updateProfile({ firstName: 'Ada', lastName: 'King', organization: 'AE Ltd' }),
    reply: json({ ...profile, lastName: 'King', organization: 'AE Ltd' }),
    want: { ...profile, lastName: 'King', organization: 'AE Ltd' },
  },
  listPlans: {
    call: (c) => c.listPlans(),
    reply: json({
      plans: [
        {
          name: 'Free',
          available: true,
          favorite: false,
          price: { monthly: 0, annual: 0 },
          priceIds: { monthly: null, annual: null },
          features: [{ name: 'Personas', value: 'Default persona', description: 'Who the AI writes as.' }],
        },
      ],
      priceOrder: [],
      features: [{ name: 'Personas', available: true, description: 'Who the AI writes as.' }],
    }),
    want: expect.objectContaining({ priceOrder: [] }),
  },
  createCreditCheckout: { call: (c) => c.createCreditCheckout('prod_credits_25'), reply: json(secret), want: secret },
  createSubscriptionCheckout: {
    call: (c) => c.createSubscriptionCheckout('price_explorer_monthly'),
    reply: json(secret),
    want: secret,
  },
  modifyPaymentMethod: {
    call: (c) => c.modifyPaymentMethod({ default: true, subscription: false }),
    reply: json(secret),
    want: secret,
  },
  upgradeSubscription: {
    call: (c) => c.upgradeSubscription('price_creator_monthly'),
    reply: json(subscription),
    want: subscription,
  },
  downgradeSubscription: {
    call: (c) => c.downgradeSubscription('price_discovery_monthly'),
    reply: json({ ...subscription, downgrading: true }),
    want: { ...subscription, downgrading: true },
  },
  revertPendingSubscriptionChanges: {
    call: (c) => c.revertPendingSubscriptionChanges(),
    reply: json(subscription),
    want: subscription,
  },
  cancelSubscription: {
    call: (c) => c.cancelSubscription(),
    reply: json({ ...subscription, cancelled: true }),
    want: { ...subscription, cancelled: true },
  },
  getCheckoutSessionStatus: {
    call: (c) => c.getCheckoutSessionStatus({ 'session-id': 'cs_test_1' }),
    reply: json({ status: 'complete', customer_email: 'ada@example.com' }),
    want: { status: 'complete', customer_email: 'ada@example.com' },
  },
  getSubscriptionStatus: { call: (c) => c.getSubscriptionStatus(), reply: json(subscription), want: subscription },
  previewSubscriptionUpgrade: {
    call: (c) => c.previewSubscriptionUpgrade('price_creator_monthly'),
    reply: json({ amount: 450 }),
    want: { amount: 450 },
  },
  listCreditPackages: {
    call: (c) => c.listCreditPackages(),
    reply: json([{ productId: 'prod_credits_5', credits: 5 }]),
    want: [{ productId: 'prod_credits_5', credits: 5 }],
  },
  getPaymentInfo: {
    call: (c) => c.getPaymentInfo(),
    reply: json({ default_last4: '4242', subscription_last4: null, owed_balance: 0 }),
    want: { default_last4: '4242', subscription_last4: null, owed_balance: 0 },
  },
  receivePaymentEvent: {
    // The payment provider's call, not a browser's: the client has no method of its own for it.
    call: async (c) =>
      (
        await c.raw.POST('/api/payment/webhook', {
          params: { header: { 'Stripe-Signature': 't=1798761600,v1=abc' } },
          body: { id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1' } } },
        })
      ).data,
    reply: json({ received: true }),
    want: { received: true },
  },
  createAsset: {
    call: (c) =>
      c.createAsset({
        file: new Blob(['Quarterly notes'], { type: 'text/plain' }),
        fileName: 'notes.txt',
        contentType: 'text/plain',
      }),
    reply: json({ assetId: uploadId, fileName: 'notes.txt' }),
    want: { assetId: uploadId, fileName: 'notes.txt' },
  },
  getAsset: {
    call: async (c) => (await c.getAsset(uploadId, { download: true, range: 'bytes=0-3' })).text(),
    reply: { status: 206, body: 'RIFF', contentType: 'audio/wav' },
    want: 'RIFF',
  },
  getAssetText: {
    call: (c) => c.getAssetText(resultId),
    reply: { status: 200, body: '# Summary', contentType: 'text/markdown' },
    want: '# Summary',
  },
  createAssetToken: {
    call: (c) => c.createAssetToken(resultId),
    reply: json({ token: 'asset-token', expiresAt: 1_798_761_600 }),
    want: { token: 'asset-token', expiresAt: 1_798_761_600 },
  },
  saveFeedback: {
    call: (c) => c.saveFeedback(resultId, { rating: 'up' }),
    reply: json({ updatedAssetId: resultId, metadata: { rating: 'up' }, feedbackId: 'fb-1' }),
    want: { updatedAssetId: resultId, metadata: { rating: 'up' }, feedbackId: 'fb-1' },
  },
  getTextCheck: {
    call: (c) => c.getTextCheck(resultId),
    reply: json({ status: 'checked', findings: [] }),
    want: { status: 'checked', findings: [] },
  },
  dismissTextCheckFinding: {
    call: (c) => c.dismissTextCheckFinding(resultId, { start: 4, end: 12, reason: 'The name of our product.' }),
    reply: json(dismissedCheck),
    want: dismissedCheck,
  },
  restoreTextCheckFinding: {
    call: (c) => c.restoreTextCheckFinding(resultId, { start: 4, end: 12 }),
    reply: json({ status: 'checked', findings: [checkedFinding] }),
    want: { status: 'checked', findings: [checkedFinding] },
  },
  listTasks: { call: (c) => c.listTasks(), reply: json([task]), want: [task] },
  listMyTasks: { call: (c) => c.listMyTasks(), reply: json([task]), want: [task] },
  listTaskCategories: {
    call: (c) => c.listTaskCategories(),
    reply: json([{ name: 'business', title: 'Business Tasks', description: 'Everyday work.', imageName: '/b.svg' }]),
    want: [{ name: 'business', title: 'Business Tasks', description: 'Everyday work.', imageName: '/b.svg' }],
  },
  getTaskSample: {
    call: (c) => c.getTaskSample('summarise'),
    reply: json({ taskId: 'summarise', results: requestStatus.results }),
    want: { taskId: 'summarise', results: requestStatus.results },
  },
  getTaskSampleAsset: {
    call: async (c) => (await c.getTaskSampleAsset('summarise', resultId)).text(),
    reply: { status: 200, body: '# Sample summary', contentType: 'text/markdown' },
    want: '# Sample summary',
  },
  startLinkedInAuthorization: {
    call: (c) => c.startLinkedInAuthorization({ state: linkState }),
    reply: json(authorization),
    want: authorization,
  },
  linkLinkedIn: {
    call: (c) => c.linkLinkedIn({ code: 'auth-code', state: linkState }),
    reply: json({ connected: true, memberName: 'Ada Lovelace' }),
    want: { connected: true, memberName: 'Ada Lovelace' },
  },
  getLinkedInLink: {
    call: (c) => c.getLinkedInLink(),
    reply: json({ configured: true, connected: true, memberName: 'Ada Lovelace', linkedAt: '2026-11-22T10:00:00Z' }),
    want: { configured: true, connected: true, memberName: 'Ada Lovelace', linkedAt: '2026-11-22T10:00:00Z' },
  },
  unlinkLinkedIn: { call: (c) => c.unlinkLinkedIn(), reply: { status: 204 }, want: undefined },
  listApiKeys: {
    call: (c) => c.listApiKeys(),
    reply: json({ keys: [apiKey] }),
    want: { keys: [apiKey] },
  },
  createApiKey: {
    call: (c) => c.createApiKey({ name: 'Nightly report' }),
    reply: json({ ...apiKey, key: 'tw_sk_abcdefghijkl_secret' }, 201),
    want: { ...apiKey, key: 'tw_sk_abcdefghijkl_secret' },
  },
  revokeApiKey: {
    call: (c) => c.revokeApiKey(keyId),
    reply: { status: 204 },
    want: undefined,
  },
  setApiKeyDailyCap: {
    call: (c) => c.setApiKeyDailyCap(keyId, { dailyCreditCap: 250 }),
    reply: json(publicKey),
    want: publicKey,
  },
  listAiServices: {
    call: (c) => c.listAiServices(),
    reply: json({ services: [aiService] }),
    want: { services: [aiService] },
  },
  createAiService: {
    call: (c) =>
      c.createAiService({
        name: 'Team Llama',
        baseUrl: 'https://models.example/v1',
        model: 'llama3.2',
        apiKey: 'sk-1',
      }),
    reply: json(aiService, 201),
    want: aiService,
  },
  updateAiService: {
    call: (c) => c.updateAiService(aiServiceId, { apiKey: 'sk-2' }),
    reply: json(aiService),
    want: aiService,
  },
  deleteAiService: { call: (c) => c.deleteAiService(aiServiceId), reply: { status: 204 }, want: undefined },
  testAiService: {
    call: (c) => c.testAiService(aiServiceId),
    reply: json({ ok: true, reply: 'Hello there, how are you', model: 'llama3.2', ms: 120 }),
    want: { ok: true, reply: 'Hello there, how are you', model: 'llama3.2', ms: 120 },
  },
  listAiChoices: { call: (c) => c.listAiChoices(), reply: json(aiChoices), want: aiChoices },
  listCreatorTasks: {
    call: (c) => c.listCreatorTasks(),
    reply: json({ tasks: [{ creatorTaskId, name: 'Brief', savedAt, listing: null }] }),
    want: { tasks: [{ creatorTaskId, name: 'Brief', savedAt, listing: null }] },
  },
  createCreatorDraft: {
    call: (c) => c.createCreatorDraft({ name: 'Brief' }),
    reply: json(draft, 201),
    want: draft,
  },
  checkCreatorDefinition: {
    call: (c) => c.checkCreatorDefinition({ definition }),
    reply: json({ problems: draft.problems }),
    want: { problems: draft.problems },
  },
  importCreatorTask: { call: (c) => c.importCreatorTask(exported), reply: json(draft, 201), want: draft },
  getCreatorDraft: { call: (c) => c.getCreatorDraft(creatorTaskId), reply: json(draft), want: draft },
  saveCreatorDraft: {
    call: (c) => c.saveCreatorDraft(creatorTaskId, { definition }),
    reply: json({ creatorTaskId, savedAt, problems: [] }),
    want: { creatorTaskId, savedAt, problems: [] },
  },
  importIntoCreatorDraft: {
    call: (c) => c.importIntoCreatorDraft(creatorTaskId, exported),
    reply: json(draft),
    want: draft,
  },
  publishCreatorTask: { call: (c) => c.publishCreatorTask(creatorTaskId), reply: json(version), want: version },
  listCreatorTaskVersions: {
    call: (c) => c.listCreatorTaskVersions(creatorTaskId),
    reply: json({ versions: [version] }),
    want: { versions: [version] },
  },
  restoreCreatorTaskVersion: {
    call: (c) => c.restoreCreatorTaskVersion(creatorTaskId, 1),
    reply: json(draft),
    want: draft,
  },
  exportCreatorTask: { call: (c) => c.exportCreatorTask(creatorTaskId), reply: json(exported), want: exported },
  testRunCreatorDraft: {
    call: (c) => c.testRunCreatorDraft(creatorTaskId, {}, { idempotencyKey: 'click-5d1c7a0e' }),
    reply: json({ status: 'IN_PROGRESS', requestId: runId }),
    want: { status: 'IN_PROGRESS', requestId: runId },
  },
  getStoreListing: { call: (c) => c.getStoreListing(creatorTaskId), reply: json(listing), want: listing },
  checkStoreListing: {
    call: (c) => c.checkStoreListing(creatorTaskId),
    reply: json({ testRunCompleted: false, problems: [{ field: 'sample', message: 'Run a test first.' }] }),
    want: { testRunCompleted: false, problems: [{ field: 'sample', message: 'Run a test first.' }] },
  },
  putStoreListing: {
    call: (c) => c.putStoreListing(creatorTaskId, { price: 7, visibility: 'public' }),
    reply: json(listing),
    want: listing,
  },
  getCreatorTestCases: {
    call: (c) => c.getCreatorTestCases(creatorTaskId),
    reply: json(testSuite),
    want: testSuite,
  },
  putCreatorTestCases: {
    call: (c) =>
      c.putCreatorTestCases(creatorTaskId, {
        cases: [{ name: 'Says hello', parameters: {}, checks: [{ kind: 'contains', text: 'hello' }] }],
      }),
    reply: json(testSuite),
    want: testSuite,
  },
  runCreatorTestCases: {
    call: (c) => c.runCreatorTestCases(creatorTaskId, { caseIds: [listingId] }, { idempotencyKey: 'run-all-1' }),
    reply: json(testSuite),
    want: testSuite,
  },
  getStoreListingTestCases: {
    call: (c) => c.getStoreListingTestCases(listingId),
    reply: json(storeTestCases),
    want: storeTestCases,
  },
  listStoreSampleCandidates: {
    call: (c) => c.listStoreSampleCandidates(creatorTaskId),
    reply: json({ candidates: [] }),
    want: { candidates: [] },
  },
  withdrawStoreListing: {
    call: (c) => c.withdrawStoreListing(creatorTaskId),
    reply: json({ ...listing, status: 'withdrawn' }),
    want: { ...listing, status: 'withdrawn' },
  },
  getCreatorEarnings: {
    call: (c) => c.getCreatorEarnings({ from: '2026-11-01', to: '2026-11-22' }),
    reply: json(earnings),
    want: earnings,
  },
  getPayoutOverview: {
    call: (c) => c.getPayoutOverview(),
    reply: json(payoutOverview),
    want: payoutOverview,
  },
  startPayoutOnboarding: {
    call: (c) => c.startPayoutOnboarding(),
    reply: json({ url: 'https://connect.stripe.com/setup/e/acct_1/abc' }),
    want: { url: 'https://connect.stripe.com/setup/e/acct_1/abc' },
  },
  getPayoutStatement: {
    call: async (c) => (await c.getPayoutStatement('2026-11', 'csv')).text(),
    reply: { status: 200, body: 'line,month\npayout,2026-11\n', contentType: 'text/csv; charset=utf-8' },
    want: 'line,month\npayout,2026-11\n',
  },
  setEarningsChoice: {
    call: (c) => c.setEarningsChoice({ keep: true }),
    reply: json({ ...payoutOverview, keepEarnings: true }),
    want: { ...payoutOverview, keepEarnings: true },
  },
  searchStoreListings: {
    call: (c) => c.searchStoreListings({ q: 'notes', sort: 'rating' }),
    reply: json({ listings: [], categories: [{ name: 'Writing', count: 0 }], brand: null, nextCursor: null }),
    want: { listings: [], categories: [{ name: 'Writing', count: 0 }], brand: null, nextCursor: null },
  },
  getStoreListingSample: {
    call: (c) => c.getStoreListingSample(listingId),
    reply: json({ taskId: 'summarise', results: [] }),
    want: { taskId: 'summarise', results: [] },
  },
  getStoreListingSampleAsset: {
    call: async (c) => (await c.getStoreListingSampleAsset(listingId, resultId)).text(),
    reply: { status: 200, body: '# Sample summary', contentType: 'text/markdown' },
    want: '# Sample summary',
  },
  getStoreListingFeedback: {
    call: (c) => c.getStoreListingFeedback(creatorTaskId),
    reply: json({ ratingUp: 1, ratingDown: 0, comments: [] }),
    want: { ratingUp: 1, ratingDown: 0, comments: [] },
  },
  getStoreListingForBuyer: {
    call: (c) => c.getStoreListingForBuyer(listingId),
    reply: json(listingView),
    want: listingView,
  },
  saveStoreListing: { call: (c) => c.saveStoreListing(listingId), reply: { status: 204 }, want: undefined },
  unsaveStoreListing: { call: (c) => c.unsaveStoreListing(listingId), reply: { status: 204 }, want: undefined },
  listSavedStoreListings: {
    call: (c) => c.listSavedStoreListings(),
    reply: json({ listings: [listingView] }),
    want: { listings: [listingView] },
  },
  buyStoreRun: {
    call: (c) =>
      c.buyStoreRun(
        listingId,
        {
          parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'A long text.' } },
          expectedPrice: 7,
        },
        { idempotencyKey: 'click-7b2e' },
      ),
    reply: json({ body: JSON.stringify(runAccepted) }),
    want: runAccepted,
  },
  executeTask: {
    call: (c) =>
      c.executeTask(
        {
          taskId: 'summarise',
          parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'A long text.' } },
          character: { name: 'EMPTY', content: '' },
        },
        { idempotencyKey: 'click-3f0b5a52' },
      ),
    reply: json({ body: JSON.stringify(runAccepted) }),
    want: runAccepted,
  },
  resumeRequest: {
    call: (c) =>
      c.resumeRequest(
        runId,
        { parameters: [{ assetId: 'slot-1', value: 'Formal' }] },
        { idempotencyKey: 'click-4a1c' },
      ),
    reply: json({ body: JSON.stringify(runAccepted) }),
    want: runAccepted,
  },
  getRequestResults: {
    call: (c) => c.getRequestResults(runId),
    reply: json({ body: JSON.stringify(requestStatus) }),
    want: requestStatus,
  },
  streamRequestEvents: {
    call: async (c) => {
      const events = [];
      for await (const event of await c.streamRequestEvents(runId, { lastEventId: '3' })) events.push(event);
      return events;
    },
    reply: {
      status: 200,
      contentType: 'text/event-stream',
      body: [
        ': connected',
        '',
        'event: status',
        'id: 4',
        `data: ${JSON.stringify({ ...requestStatus, status: 'IN_PROGRESS', step: 1, results: [] })}`,
        '',
        'event: status',
        'id: 5',
        `data: ${JSON.stringify(requestStatus)}`,
        '',
        '',
      ].join('\n'),
    },
    want: [
      { id: '4', status: { ...requestStatus, status: 'IN_PROGRESS', step: 1, results: [] } },
      { id: '5', status: requestStatus },
    ],
  },
  listRuns: {
    call: (c) => c.listRuns({ status: 'IN_PROGRESS,PAUSED', cursor: 'abc', limit: 10 }),
    reply: json({ items: [runSummary], nextCursor: 'next-1' }),
    want: { items: [runSummary], nextCursor: 'next-1' },
  },
  getRun: {
    call: (c) => c.getRun(runId),
    reply: json(runDetail),
    want: runDetail,
  },
  cancelRun: {
    call: (c) => c.cancelRun(runId),
    reply: json({ ...runSummary, status: 'ABORTED', finishedAt: '2026-11-22T10:01:00.000Z' }),
    want: { ...runSummary, status: 'ABORTED', finishedAt: '2026-11-22T10:01:00.000Z' },
  },
  retryRun: {
    call: (c) => c.retryRun(runId, { idempotencyKey: 'click-5b2d9e' }),
    reply: json({ status: 'IN_PROGRESS', requestId: retryId }),
    want: { status: 'IN_PROGRESS', requestId: retryId },
  },
  listAssets: {
    call: (c) => c.listAssets({ family: 'text', q: ' summary ', limit: 20 }),
    reply: json({ items: [assetSummary], nextCursor: null }),
    want: { items: [assetSummary], nextCursor: null },
  },
  deleteAsset: { call: (c) => c.deleteAsset(resultId), reply: { status: 204 }, want: undefined },
  listKnowledgeCollections: {
    call: (c) => c.listKnowledgeCollections(),
    reply: json({ collections: [knowledgeCollection] }),
    want: { collections: [knowledgeCollection] },
  },
  createKnowledgeCollection: {
    call: (c) => c.createKnowledgeCollection({ name: 'Policies' }),
    reply: json(knowledgeCollection, 201),
    want: knowledgeCollection,
  },
  updateKnowledgeCollection: {
    call: (c) => c.updateKnowledgeCollection(collectionId, { name: 'Policies 2026' }),
    reply: json({ ...knowledgeCollection, name: 'Policies 2026' }),
    want: { ...knowledgeCollection, name: 'Policies 2026' },
  },
  downloadRunResult: {
    call: async (c) => (await c.downloadRunResult(runId, resultId, 'html')).text(),
    reply: { status: 200, body: '<!doctype html><title>Summary</title>', contentType: 'text/html; charset=utf-8' },
    want: '<!doctype html><title>Summary</title>',
  },
  listAutomations: {
    call: (c) => c.listAutomations(),
    reply: json({ automations: [automation], allowance: automationAllowance }),
    want: { automations: [automation], allowance: automationAllowance },
  },
  createAutomation: {
    call: (c) => c.createAutomation(automationInput),
    reply: json(automation, 201),
    want: automation,
  },
  getAutomation: {
    call: (c) => c.getAutomation(automationId),
    reply: json(automation),
    want: automation,
  },
  updateAutomation: {
    call: (c) => c.updateAutomation(automationId, { ...automationInput, missed: 'skip' }),
    reply: json({ ...automation, missed: 'skip' }),
    want: { ...automation, missed: 'skip' },
  },
  deleteAutomation: {
    call: (c) => c.deleteAutomation(automationId),
    reply: { status: 204 },
    want: undefined,
  },
  pauseAutomation: {
    call: (c) => c.pauseAutomation(automationId),
    reply: json({ ...automation, status: 'paused', nextRunAt: null, nextRuns: [] }),
    want: { ...automation, status: 'paused', nextRunAt: null, nextRuns: [] },
  },
  resumeAutomation: {
    call: (c) => c.resumeAutomation(automationId),
    reply: json(automation),
    want: automation,
  },
  runAutomationNow: {
    call: (c) => c.runAutomationNow(automationId),
    reply: json({ ...automationRun, trigger: 'manual', runStatus: 'IN_PROGRESS' }, 202),
    want: { ...automationRun, trigger: 'manual', runStatus: 'IN_PROGRESS' },
  },
  listAutomationRuns: {
    call: (c) => c.listAutomationRuns(automationId, { limit: 5 }),
    reply: json({ runs: [automationRun] }),
    want: { runs: [automationRun] },
  },
  rotateAutomationWebhook: {
    call: (c) => c.rotateAutomationWebhook(automationId),
    reply: json({ webhookUrl: 'https://api.example.com/api/hooks/automations/abc', signingSecret: 'whsec_abc' }),
    want: { webhookUrl: 'https://api.example.com/api/hooks/automations/abc', signingSecret: 'whsec_abc' },
  },
  listAutomationDeliveries: {
    call: (c) => c.listAutomationDeliveries(automationId),
    reply: json({
      deliveries: [
        {
          id: automationRun.id,
          runId: automationRun.runId,
          channel: 'email',
          status: 'delivered',
          outcome: 'completed',
          attempts: 1,
          reason: null,
          nextAttemptAt: null,
          updatedAt: savedAt,
        },
      ],
    }),
    want: {
      deliveries: [
        {
          id: automationRun.id,
          runId: automationRun.runId,
          channel: 'email',
          status: 'delivered',
          outcome: 'completed',
          attempts: 1,
          reason: null,
          nextAttemptAt: null,
          updatedAt: savedAt,
        },
      ],
    },
  },
  receiveAutomationWebhook: {
    // Another system's call, not a browser's: the client has no method of its own for it.
    call: async (c) =>
      (
        await c.raw.POST('/api/hooks/automations/{hookKey}', {
          params: {
            path: { hookKey: 'AbCdEfGhIjKlMnOpQrStUv' },
            header: { 'Taskwell-Signature': 't=1798761600,v1=abc' },
          },
          body: { topic: 'pricing' },
        })
      ).data,
    reply: json({ accepted: true }, 202),
    want: { accepted: true },
  },
  listPersonas: {
    call: (c) => c.listPersonas(),
    reply: json({ personas: [persona], allowance: { plan: 'Explorer', limit: 6, used: 1, morePlan: 'Creator' } }),
    want: { personas: [persona], allowance: { plan: 'Explorer', limit: 6, used: 1, morePlan: 'Creator' } },
  },
  createPersona: {
    call: (c) => c.createPersona({ name: 'Ava', voice: 'Warm', wordsToAvoid: ['synergy'] }),
    reply: json(persona, 201),
    want: persona,
  },
  updatePersona: {
    call: (c) => c.updatePersona(personaId, { name: 'Ava', pointOfView: 'second-person' }),
    reply: json({ ...persona, pointOfView: 'second-person' }),
    want: { ...persona, pointOfView: 'second-person' },
  },
  deletePersona: {
    call: (c) => c.deletePersona(personaId),
    reply: { status: 204 },
    want: undefined,
  },
  deleteKnowledgeCollection: {
    call: (c) => c.deleteKnowledgeCollection(collectionId),
    reply: { status: 204 },
    want: undefined,
  },
  listKnowledgeDocuments: {
    call: (c) => c.listKnowledgeDocuments({ collectionId, q: ' travel ', limit: 20 }),
    reply: json({ items: [knowledgeDocument], nextCursor: null }),
    want: { items: [knowledgeDocument], nextCursor: null },
  },
  uploadKnowledgeDocument: {
    call: (c) =>
      c.uploadKnowledgeDocument({
        collectionId,
        file: new Blob(['Book early.'], { type: 'text/plain' }),
        fileName: 'travel.txt',
      }),
    reply: json({ ...knowledgeDocument, fileName: 'travel.txt' }, 202),
    want: { ...knowledgeDocument, fileName: 'travel.txt' },
  },
  pasteKnowledgeText: {
    call: (c) => c.pasteKnowledgeText({ collectionId, title: 'Travel policy', text: 'Book early.' }),
    reply: json(knowledgeDocument, 202),
    want: knowledgeDocument,
  },
  getKnowledgeAllowance: {
    call: (c) => c.getKnowledgeAllowance(),
    reply: json(allowance),
    want: allowance,
  },
  getKnowledgeDocument: {
    call: (c) => c.getKnowledgeDocument(documentId),
    reply: json({ ...knowledgeDocument, status: 'indexing', indexed: 1, total: 2 }),
    want: { ...knowledgeDocument, status: 'indexing', indexed: 1, total: 2 },
  },
  renameKnowledgeDocument: {
    call: (c) => c.renameKnowledgeDocument(documentId, { title: 'Travel rules' }),
    reply: json({ ...knowledgeDocument, title: 'Travel rules' }),
    want: { ...knowledgeDocument, title: 'Travel rules' },
  },
  deleteKnowledgeDocument: {
    call: (c) => c.deleteKnowledgeDocument(documentId),
    reply: { status: 204 },
    want: undefined,
  },
  getKnowledgeDocumentPage: {
    call: (c) => c.getKnowledgeDocumentPage(documentId, 1),
    reply: json({ documentId, title: 'Travel policy', page: 1, pages: 1, text: 'Book early.' }),
    want: { documentId, title: 'Travel policy', page: 1, pages: 1, text: 'Book early.' },
  },
  searchKnowledge: {
    call: (c) => c.searchKnowledge({ q: 'when to book', collectionId, limit: 5 }),
    reply: json({ mode: 'lexical', passages: [knowledgePassage] }),
    want: { mode: 'lexical', passages: [knowledgePassage] },
  },
  sendContactMessage: {
    call: (c) => c.sendContactMessage({ email: 'ada@example.com', name: 'Ada', message: 'Tell me about Enterprise.' }),
    reply: json({ received: true }),
    want: { received: true },
  },
  getHealth: {
    call: (c) => c.getHealth(),
    reply: json({ status: 'ok', version: '1.0.0' }),
    want: { status: 'ok', version: '1.0.0' },
  },
  getLiveness: { call: (c) => c.getLiveness(), reply: json({ status: 'ok' }), want: { status: 'ok' } },
  getReadiness: {
    call: (c) => c.getReadiness(),
    reply: json({ status: 'ready', checks: [{ name: 'database', status: 'ok' }] }),
    want: { status: 'ready', checks: [{ name: 'database', status: 'ok' }] },
  },
  listMyOrganizations: {
    call: (c) => c.listMyOrganizations(),
    reply: json({ organizations: [organization] }),
    want: { organizations: [organization] },
  },
  createOrganization: {
    call: (c) => c.createOrganization({ name: 'Acme', accentColour: '#336699' }),
    reply: json(organization, 201),
    want: organization,
  },
  getOrganization: { call: (c) => c.getOrganization(organizationId), reply: json(organization), want: organization },
  updateOrganization: {
    call: (c) => c.updateOrganization(organizationId, { accentColour: '#336699' }),
    reply: json(organization),
    want: organization,
  },
  getOrganizationLogo: {
    call: async (c) => (await c.getOrganizationLogo(organizationId)).text(),
    reply: { status: 200, body: 'PNG', contentType: 'image/png' },
    want: 'PNG',
  },
  uploadOrganizationLogo: {
    call: (c) =>
      c.uploadOrganizationLogo(organizationId, {
        file: new Blob(['PNG'], { type: 'image/png' }),
        fileName: 'logo.png',
      }),
    reply: json(organization),
    want: organization,
  },
  listOrganizationInvitations: {
    call: (c) => c.listOrganizationInvitations(organizationId),
    reply: json({ invitations: [invitation] }),
    want: { invitations: [invitation] },
  },
  inviteOrganizationMember: {
    call: (c) => c.inviteOrganizationMember(organizationId, { email: 'ada@example.com' }),
    reply: json(invitation, 201),
    want: invitation,
  },
  revokeOrganizationInvitation: {
    call: (c) => c.revokeOrganizationInvitation(organizationId, invitationId),
    reply: { status: 204 },
    want: undefined,
  },
  listMyOrganizationInvitations: {
    call: (c) => c.listMyOrganizationInvitations(),
    reply: json({ invitations: [received] }),
    want: { invitations: [received] },
  },
  acceptOrganizationInvitation: {
    call: (c) => c.acceptOrganizationInvitation(invitationId),
    reply: json({ ...organization, role: 'member' }),
    want: { ...organization, role: 'member' },
  },
  listOrganizationMembers: {
    call: (c) => c.listOrganizationMembers(organizationId),
    reply: json({ members: [{ email: 'ada@example.com', joinedAt: savedAt }] }),
    want: { members: [{ email: 'ada@example.com', joinedAt: savedAt }] },
  },
  removeOrganizationMember: {
    call: (c) => c.removeOrganizationMember(organizationId, 'ada@example.com'),
    reply: { status: 204 },
    want: undefined,
  },
};

const baseUrl = 'http://api.test';
const server = setupServer();
const validator = getContractValidator();
let sent: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent = [];
});
afterAll(() => server.close());

function toResponse({ status, body, contentType = 'application/json' }: SdkCase['reply']): Response {
  if (body === undefined) return new HttpResponse(null, { status });
  const text = contentType === 'application/json' ? JSON.stringify(body) : String(body);
  return new HttpResponse(text, { status, headers: { 'content-type': contentType } });
}

describe('the SDK against the contract', () => {
  it('should have a case for every operation of the contract, and none for operations it lacks', () => {
    const contractIds = listOperations()
      .map((operation) => operation.operationId)
      .sort();
    expect(Object.keys(cases).sort()).toEqual(contractIds);
  });

  it.each(Object.entries(cases) as [OperationId, SdkCase][])(
    '%s: sends a request the contract accepts, to that operation, and reads the reply',
    async (operationId, { call, reply, want }) => {
      server.use(
        http.all(`${baseUrl}/*`, ({ request }) => {
          sent.push(request.clone());
          return toResponse(reply);
        }),
      );
      // The canned reply must itself be one the contract allows, or the case proves nothing.
      expect((await validator.validateResponse(operationId, toResponse(reply))).errors).toEqual([]);

      const client = createApiClient({ baseUrl, getToken: () => 'session-token' });
      expect(await call(client)).toEqual(want);

      expect(sent).toHaveLength(1);
      const [request] = sent as [Request];
      const result = await validator.validateRequest(request);
      expect(result.errors).toEqual([]);
      expect(result.operationId).toBe(operationId);
    },
  );

  // executeTask's second method: the same operation, asked to wait for the run's end.
  it('executeTaskAndWait: sends a request the contract accepts, to executeTask, and reads the run status', async () => {
    const reply = json({ body: JSON.stringify(requestStatus) });
    server.use(
      http.all(`${baseUrl}/*`, ({ request }) => {
        sent.push(request.clone());
        return toResponse(reply);
      }),
    );
    expect((await validator.validateResponse('executeTask', toResponse(reply))).errors).toEqual([]);
    const client = createApiClient({ baseUrl, getToken: () => 'session-token' });
    const body = {
      taskId: 'summarise',
      parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'A long text.' } },
      character: { name: 'EMPTY', content: '' },
    };
    expect(await client.executeTaskAndWait(body, { waitSeconds: 60 })).toEqual(requestStatus);
    const [request] = sent as [Request];
    expect(new URL(request.url).searchParams.get('wait')).toBe('60');
    const result = await validator.validateRequest(request);
    expect(result.errors).toEqual([]);
    expect(result.operationId).toBe('executeTask');
  });

  it('executeTask: a wait the contract does not allow is refused by the contract', async () => {
    const request = new Request(`${baseUrl}/api/execute/task?wait=61`, {
      method: 'POST',
      headers: { authorization: 'Bearer session-token', 'content-type': 'application/json' },
      body: JSON.stringify({ taskId: 't', parameters: {}, character: { name: 'EMPTY', content: '' } }),
    });
    expect((await validator.validateRequest(request)).errors).not.toEqual([]);
  });
});
