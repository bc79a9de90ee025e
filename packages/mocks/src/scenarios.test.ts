import {
  AccessDeniedError,
  type ApiClient,
  createApiClient,
  type ExecuteTaskRequest,
  MalformedReplyError,
  NetworkError,
} from '@taskwell/api-sdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_PIN, WELCOME_CREDITS } from './fixtures/users.ts';
import { setupMockServer } from './node.ts';

const baseUrl = 'http://api.test';
let clock = Date.parse('2026-11-22T09:00:00Z');
const mock = setupMockServer({ now: () => clock });
let token: string | undefined;
const onUnauthorized = vi.fn();
const client: ApiClient = createApiClient({ baseUrl, getToken: () => token, onUnauthorized });

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mock.reset();
  token = undefined;
  onUnauthorized.mockReset();
});
afterAll(() => mock.server.close());
afterEach(() => {
  clock = Date.parse('2026-11-22T09:00:00Z');
});

async function signIn(email: string): Promise<void> {
  await client.requestOtp({ email });
  token = (await client.verifyOtp({ email, otp: MOCK_PIN })).session_token;
}

const run = (taskId: string, values: Record<string, string>): ExecuteTaskRequest => ({
  taskId,
  parameters: Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, { metadata: { 'Content-Type': 'text/plain' }, value }]),
  ),
  character: { name: 'EMPTY', content: '' },
});
const summarise = run('summarise-text', { text: 'A long report.', length: 'short' });
const rewrite = run('rewrite-tone', { draft: 'We are late.', language: 'en', tone: 'Friendly' });

describe('the OTP flow', () => {
  it('given the documented PIN, should create a Free account with the welcome credits and a session', async () => {
    await signIn('new.user@example.com');
    expect(await client.getProfile()).toMatchObject({
      id: 'new.user@example.com',
      plan: 'Free',
      accountBalance: WELCOME_CREDITS,
    });
  });

  it('given a wrong PIN, should answer "Invalid Pin" without ending any session', async () => {
    await client.requestOtp({ email: 'ada@taskwell.dev' });
    await expect(client.verifyOtp({ email: 'ada@taskwell.dev', otp: '654321' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid Pin',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('should use a PIN once only', async () => {
    await signIn('ada@taskwell.dev');
    await expect(client.verifyOtp({ email: 'ada@taskwell.dev', otp: MOCK_PIN })).rejects.toMatchObject({ status: 401 });
  });

  it('given a session past its expiry, should answer 401 and end the session', async () => {
    await signIn('ada@taskwell.dev');
    clock += 8 * 24 * 60 * 60 * 1000;
    await expect(client.getProfile()).rejects.toBeInstanceOf(AccessDeniedError);
    expect(onUnauthorized).toHaveBeenCalledWith({ operationId: 'getProfile', status: 401 });
  });

  it('after logout, the token should no longer work', async () => {
    await signIn('ada@taskwell.dev');
    const used = token ?? '';
    await client.logout();
    await expect(client.validateSession(used)).rejects.toMatchObject({ status: 401 });
  });

  it('should keep id, plan and balance read-only and trim the names', async () => {
    await signIn('free@taskwell.dev');
    const saved = await client.updateProfile({
      id: 'someone.else@example.com',
      firstName: '  Frances ',
      plan: 'Enterprise',
      accountBalance: 1_000_000,
    });
    expect(saved).toMatchObject({ id: 'free@taskwell.dev', firstName: 'Frances', plan: 'Free', accountBalance: 3 });
  });
});

describe('task runs', () => {
  it('should go IN_PROGRESS -> PAUSED (missing input) -> IN_PROGRESS -> COMPLETED over successive polls', async () => {
    await signIn('ada@taskwell.dev');
    const started = await client.executeTask(rewrite);
    expect(started.status).toBe('IN_PROGRESS');

    const first = await client.getRequestResults(started.requestId);
    expect(first).toMatchObject({ status: 'IN_PROGRESS', step: 0, max: 4 });
    expect(first.results).toHaveLength(1);

    const paused = await client.getRequestResults(started.requestId);
    expect(paused).toMatchObject({ status: 'PAUSED', step: 1 });
    expect(paused.results).toHaveLength(1);
    const slot = paused.missing?.parameters[0];
    expect(slot?.parameter.name).toBe('audience');

    const stillPaused = await client.resumeRequest(started.requestId, { parameters: [] });
    expect(stillPaused).toMatchObject({ status: 'PAUSED', message: 'Still waiting for: audience.' });

    const resumed = await client.resumeRequest(started.requestId, {
      parameters: [{ assetId: slot?.assetId ?? '', value: 'Customers' }],
    });
    expect(resumed.status).toBe('IN_PROGRESS');
    expect(await client.getRequestResults(started.requestId)).toMatchObject({ status: 'IN_PROGRESS', step: 2 });

    const done = await client.getRequestResults(started.requestId);
    expect(done).toMatchObject({ status: 'COMPLETED', step: 3, max: 4 });
    expect(done.results.map((result) => result.parameter.name)).toEqual(['Tone of the draft', 'Rewrite', 'Bias check']);
    expect(done.missing).toBeUndefined();
  });

  it('should charge the fee at start', async () => {
    await signIn('ada@taskwell.dev');
    await client.executeTask(rewrite);
    expect((await client.getProfile()).accountBalance).toBe(1250 - 5);
  });

  it.each([
    { failure: 'error-step' as const, status: 'ERROR' },
    { failure: 'aborted' as const, status: 'ABORTED' },
  ])('given "$failure", the run should end $status at a step >= 0 and refund the fee', async ({ failure, status }) => {
    await signIn('ada@taskwell.dev');
    const started = await client.executeTask(summarise);
    await client.getRequestResults(started.requestId);
    mock.failNext('getRequestResults', failure);
    const ended = await client.getRequestResults(started.requestId);
    expect(ended.status).toBe(status);
    expect(ended.step).toBeGreaterThanOrEqual(0);
    expect(ended.message).toBeTruthy();
    expect((await client.getProfile()).accountBalance).toBe(1250);
    // It stays ended.
    expect((await client.getRequestResults(started.requestId)).status).toBe(status);
  });

  it.each([
    { failure: 'unauthorized' as const, error: AccessDeniedError },
    { failure: 'server-error' as const, error: Error },
    { failure: 'network' as const, error: NetworkError },
    { failure: 'malformed' as const, error: MalformedReplyError },
  ])('given "$failure" on a poll, the SDK should reject with $error.name', async ({ failure, error }) => {
    await signIn('ada@taskwell.dev');
    const started = await client.executeTask(summarise);
    mock.failNext('getRequestResults', failure);
    await expect(client.getRequestResults(started.requestId)).rejects.toBeInstanceOf(error);
    // The failure was used up: the next poll works.
    expect((await client.getRequestResults(started.requestId)).status).toBe('IN_PROGRESS');
  });

  it('given a malformed start reply, the SDK should reject with a MalformedReplyError', async () => {
    await signIn('ada@taskwell.dev');
    mock.failNext('executeTask', 'malformed');
    await expect(client.executeTask(summarise)).rejects.toBeInstanceOf(MalformedReplyError);
  });

  it.each([
    { given: 'a plan that does not unlock the task', email: 'free@taskwell.dev', body: rewrite, status: 403 },
    {
      given: 'too few credits',
      email: 'free@taskwell.dev',
      body: run('quote-card', { quote: 'Less, but better.' }),
      status: 200,
    },
    {
      given: 'a missing required parameter',
      email: 'ada@taskwell.dev',
      body: run('summarise-text', { text: 'A report.' }),
      status: 422,
    },
    { given: 'an unknown task', email: 'ada@taskwell.dev', body: run('no-such-task', {}), status: 404 },
  ])('given $given, should answer $status', async ({ email, body, status }) => {
    await signIn(email);
    const outcome = await client.executeTask(body).then(
      () => 200,
      (error: { status: number }) => error.status,
    );
    expect(outcome).toBe(status);
  });

  it('given a balance below the fee, should answer 402 and charge nothing', async () => {
    await signIn('free@taskwell.dev');
    await client.executeTask(run('quote-card', { quote: 'One.' }));
    await expect(client.executeTask(run('quote-card', { quote: 'Two.' }))).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
    });
    expect((await client.getProfile()).accountBalance).toBe(0);
  });

  it("should hide another user's run (404)", async () => {
    await signIn('ada@taskwell.dev');
    const started = await client.executeTask(summarise);
    await signIn('grace@taskwell.dev');
    await expect(client.getRequestResults(started.requestId)).rejects.toMatchObject({ status: 404 });
  });
});

describe('a start that waits for the run (executeTask with wait)', () => {
  it('should answer once the run has ended, with its status document, and charge the fee once', async () => {
    await signIn('ada@taskwell.dev');
    const done = await client.executeTaskAndWait(summarise, { waitSeconds: 10 });
    expect(done).toMatchObject({ status: 'COMPLETED', max: 2 });
    expect(done.results.map((result) => result.parameter.name)).toEqual(['Summary', 'Bias check']);
    expect(await client.getRequestResults(done.requestId)).toEqual(done);
    expect((await client.getProfile()).accountBalance).toBe(1250 - 2);
  });

  it('should answer once the run pauses, with what it waits for', async () => {
    await signIn('ada@taskwell.dev');
    const paused = await client.executeTaskAndWait(rewrite, { waitSeconds: 10 });
    expect(paused.status).toBe('PAUSED');
    expect(paused.missing?.parameters[0]?.parameter.name).toBe('audience');
  });

  it('should refuse a wait over 60 s before charging anything', async () => {
    await signIn('ada@taskwell.dev');
    await expect(client.executeTaskAndWait(summarise, { waitSeconds: 61 })).rejects.toMatchObject({ status: 400 });
    expect((await client.getProfile()).accountBalance).toBe(1250);
  });
});

describe('the run event stream', () => {
  const statusesOf = async (events: AsyncIterable<{ status: { status: string; step: number } }>, stopAt: string) => {
    const seen: string[] = [];
    for await (const event of events) {
      seen.push(`${event.status.status}@${event.status.step}`);
      if (event.status.status === stopAt) break;
    }
    return seen;
  };

  it('should send each change until PAUSED, stay open, and go on to COMPLETED after resume', async () => {
    await signIn('ada@taskwell.dev');
    const started = await client.executeTask(rewrite);
    const stream = await client.streamRequestEvents(started.requestId);
    expect(await statusesOf(stream, 'PAUSED')).toEqual(['IN_PROGRESS@0', 'IN_PROGRESS@0', 'PAUSED@1']);

    const paused = await client.getRequestResults(started.requestId);
    const slot = paused.missing?.parameters[0]?.assetId ?? '';
    await client.resumeRequest(started.requestId, { parameters: [{ assetId: slot, value: 'Team' }] });
    const after = await client.streamRequestEvents(started.requestId);
    expect(await statusesOf(after, 'COMPLETED')).toEqual(['IN_PROGRESS@1', 'IN_PROGRESS@2', 'COMPLETED@3']);
  });

  it('given "error-step", should end with the ERROR event and refund the fee', async () => {
    await signIn('ada@taskwell.dev');
    const started = await client.executeTask(summarise);
    mock.failNext('getRequestResults', 'error-step');
    const seen = await statusesOf(await client.streamRequestEvents(started.requestId), 'never');
    expect(seen).toEqual(['IN_PROGRESS@0', 'ERROR@0']);
    expect((await client.getProfile()).accountBalance).toBe(1250);
  });

  it('should carry the feedback given on a result item', async () => {
    await signIn('ada@taskwell.dev');
    const started = await client.executeTask(summarise);
    await client.getRequestResults(started.requestId);
    const saved = await client.saveFeedback('result-summary', { rating: 'down' });
    const status = await client.getRequestResults(started.requestId);
    expect(status.results[0]?.parameter.value[0]?.feedback).toEqual({ id: saved.feedbackId, rating: 'down' });
  });
});

describe('assets', () => {
  beforeEach(() => signIn('ada@taskwell.dev'));

  it('should store a text upload and read it back', async () => {
    const created = await client.createAsset({
      file: new File(['Notes'], 'notes.txt', { type: 'text/plain' }),
      contentType: 'text/plain',
    });
    expect(created.fileName).toBe('notes.txt');
    expect(await client.getAssetText(created.assetId)).toBe('Notes');
  });

  it.each([
    { given: 'text labelled as png', bytes: new TextEncoder().encode('hello'), contentType: 'image/png', status: 415 },
    {
      given: 'a PDF declared as text',
      bytes: new TextEncoder().encode('%PDF-1.7'),
      contentType: 'text/plain',
      status: 415,
    },
    {
      given: 'a PDF declared as a PDF',
      bytes: new TextEncoder().encode('%PDF-1.7'),
      contentType: 'application/pdf',
      status: 200,
    },
    { given: 'an executable', bytes: new Uint8Array([0x4d, 0x5a, 0, 0]), contentType: 'text/plain', status: 415 },
    {
      given: 'a text of 5242881 bytes',
      bytes: new Uint8Array(5_242_881).fill(97),
      contentType: 'text/plain',
      status: 413,
    },
    { given: 'a zip', bytes: new Uint8Array([0x50, 0x4b, 3, 4]), contentType: 'application/zip', status: 415 },
  ])('given $given, should answer $status', async ({ bytes, contentType, status }) => {
    const outcome = await client.createAsset({ file: new Blob([bytes]), contentType }).then(
      () => 200,
      (error: { status: number }) => error.status,
    );
    expect(outcome).toBe(status);
  });

  it('should serve byte ranges for seeking', async () => {
    const part = await client.getAsset('result-audio', { range: 'bytes=0-3' });
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('RIFF');
  });

  it("should hide another user's upload (404)", async () => {
    const created = await client.createAsset({ file: new Blob(['Private']), contentType: 'text/plain' });
    await signIn('grace@taskwell.dev');
    await expect(client.getAsset(created.assetId)).rejects.toMatchObject({ status: 404 });
  });

  it('should accept a URL token for its own asset only, and not after it expires', async () => {
    const { token: urlToken } = await client.createAssetToken('result-image');
    expect((await fetch(client.assetUrl('result-image', urlToken))).status).toBe(200);
    expect((await fetch(client.assetUrl('result-audio', urlToken))).status).toBe(401);
    clock += 301_000;
    expect((await fetch(client.assetUrl('result-image', urlToken))).status).toBe(401);
  });

  it('should make feedback final once it has a rating and a comment', async () => {
    const rated = await client.saveFeedback('result-summary', { rating: 'down' });
    await client.saveFeedback('result-summary', { id: rated.feedbackId, rating: 'up' });
    const commented = await client.saveFeedback('result-summary', { id: rated.feedbackId, comment: 'Useful.' });
    expect(commented.metadata).toMatchObject({ feedback: { rating: 'up', comment: 'Useful.' } });
    await expect(
      client.saveFeedback('result-summary', { id: rated.feedbackId, comment: 'Changed.' }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('payments', () => {
  it('a credit checkout should add the credits once, when its status is read', async () => {
    await signIn('free@taskwell.dev');
    const { clientSecret } = await client.createCreditCheckout('prod_credits_100');
    const sessionId = clientSecret.split('_secret_')[0] ?? '';
    expect(await client.getCheckoutSessionStatus({ 'session-id': sessionId })).toEqual({
      status: 'complete',
      customer_email: 'free@taskwell.dev',
    });
    await client.getCheckoutSessionStatus({ 'session-id': sessionId });
    expect((await client.getProfile()).accountBalance).toBe(103);
  });

  it('should move through subscribe -> upgrade -> downgrade -> revert -> cancel', async () => {
    await signIn('free@taskwell.dev');
    const { clientSecret } = await client.createSubscriptionCheckout('price_discovery_monthly');
    await client.getCheckoutSessionStatus({ 'session-id': clientSecret.split('_secret_')[0] ?? '' });
    expect((await client.getProfile()).plan).toBe('Discovery');

    expect(await client.previewSubscriptionUpgrade('price_creator_monthly')).toEqual({ amount: 750 });
    expect(await client.upgradeSubscription('price_creator_monthly')).toMatchObject({ current_plan: 'Creator' });
    expect(await client.downgradeSubscription('price_explorer_monthly')).toMatchObject({
      downgrading: true,
      next_price: 'price_explorer_monthly',
    });
    expect(await client.revertPendingSubscriptionChanges()).toMatchObject({ downgrading: false, next_price: null });
    expect(await client.cancelSubscription()).toMatchObject({ cancelled: true, next_plan: 'Free' });
  });
});
