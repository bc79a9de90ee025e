// Contract tests of the mocks: (a) every operation of openapi/openapi.yaml has a handler that
// answers its path (the list is read from the contract, so a new operation without a handler
// fails), and (b) every reply the handlers give, success or error, validates against the
// contract's response schema.
import { type ApiClient, type AutomationInput, createApiClient, type OperationId } from '@taskwell/api-sdk';
import { getContractValidator, listOperations } from '@taskwell/openapi';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_PIN } from './fixtures/users.ts';
import { setupMockServer } from './node.ts';

const baseUrl = 'http://api.test';
const validator = getContractValidator();
const operations = listOperations();

describe('(a) a handler for every operation', () => {
  const { handlersByOperation } = setupMockServer();

  it('should have handlers for exactly the operations of the contract', () => {
    expect(Object.keys(handlersByOperation).sort()).toEqual(
      operations.map((operation) => operation.operationId).sort(),
    );
  });

  it.each(operations)('$operationId: its handler should answer $method $path', async (operation) => {
    const path = operation.path.replace(/\{[^}]+\}/g, 'some-id');
    const request = new Request(`${baseUrl}${path}`, { method: operation.method.toUpperCase() });
    const handler = handlersByOperation[operation.operationId as OperationId];
    expect(handler, `no handler for ${operation.operationId}`).toBeDefined();
    const response = await getResponse([handler], request);
    expect(response, `${operation.operationId}'s handler does not answer ${operation.method} ${path}`).toBeDefined();
  });
});

describe('(b) every mocked reply validates against the contract', () => {
  const mock = setupMockServer();
  const replies: { operationId: OperationId; status: number; check: Promise<string[]> }[] = [];
  let token: string | undefined;
  const client: ApiClient = createApiClient({ baseUrl, getToken: () => token });
  const appClient: ApiClient = createApiClient({ baseUrl, appId: 'partner-app' });

  beforeAll(() => {
    mock.server.listen({ onUnhandledRequest: 'error' });
    mock.server.events.on('response:mocked', ({ request, response }) => {
      const matched = validator.match(request.method, request.url);
      if (!matched) throw new Error(`${request.method} ${request.url} is not in the contract`);
      const operationId = matched.operation.operationId as OperationId;
      replies.push({
        operationId,
        status: response.status,
        check: validator.validateResponse(operationId, response.clone()).then((result) => result.errors),
      });
    });
  });
  afterAll(() => mock.server.close());

  /** Runs a call that must fail, and returns its status. */
  const failing = (call: Promise<unknown>) =>
    call.then(
      () => {
        throw new Error('the call was expected to fail');
      },
      (error: { status?: number }) => error.status,
    );

  // Every operation, validated one by one: well over 10 s on a 2-core machine running every suite.
  it('should answer a tour of every operation, success and error replies, within the contract', async () => {
    // Auth: a wrong PIN, then the documented one.
    await client.requestOtp({ email: 'new.user@example.com' });
    expect(await failing(client.verifyOtp({ email: 'new.user@example.com', otp: '000000' }))).toBe(401);
    token = (await client.verifyOtp({ email: 'new.user@example.com', otp: MOCK_PIN })).session_token;
    await client.validateSession(token);
    expect(await failing(client.validateSession('not-a-session'))).toBe(401);

    // Profile.
    await client.getProfile();
    await client.updateProfile({
      firstName: ' Nia ',
      lastName: 'Okafor',
      organization: 'Okafor & Co',
      plan: 'Enterprise',
    });
    expect(await failing(client.updateProfile({ firstName: 'x'.repeat(101) }))).toBe(400);

    // Catalogue and tasks.
    await client.listPlans();
    await client.listTasks();
    await client.listTaskCategories();
    await client.getHealth();
    expect(await client.getLiveness()).toEqual({ status: 'ok' });
    expect((await client.getReadiness()).status).toBe('ready');
    const sample = await client.getTaskSample('summarise-text');
    await client.getTaskSampleAsset('summarise-text', sample.results[0]?.parameter.value[0]?.data ?? '');
    expect(await failing(client.getTaskSample('rewrite-tone'))).toBe(404);
    expect(await failing(client.getTaskSampleAsset('summarise-text', 'result-audio'))).toBe(404);

    // Payment: a credit checkout, a subscription checkout, then changes on the paid plan.
    const credits = await client.createCreditCheckout('prod_credits_25');
    await client.getCheckoutSessionStatus({ 'session-id': credits.clientSecret.split('_secret_')[0] ?? '' });
    expect(await failing(client.createCreditCheckout('prod_unknown'))).toBe(404);
    expect(await failing(client.upgradeSubscription('price_creator_monthly'))).toBe(409);
    const subscription = await client.createSubscriptionCheckout('price_discovery_monthly');
    await client.getCheckoutSessionStatus({ 'session-id': subscription.clientSecret.split('_secret_')[0] ?? '' });
    await client.previewSubscriptionUpgrade('price_explorer_monthly');
    await client.upgradeSubscription('price_explorer_monthly');
    await client.downgradeSubscription('price_discovery_annual');
    await client.revertPendingSubscriptionChanges();
    expect(await failing(client.revertPendingSubscriptionChanges())).toBe(409);
    await client.cancelSubscription();
    await client.getSubscriptionStatus();
    await client.listCreditPackages();
    await client.getPaymentInfo();
    await client.modifyPaymentMethod({ default: true, subscription: true });
    expect(await failing(client.modifyPaymentMethod({ default: false, subscription: false }))).toBe(400);
    const receipt = await client.raw.POST('/api/payment/webhook', {
      params: { header: { 'Stripe-Signature': 't=1798761600,v1=abc' } },
      body: { id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1' } } },
    });
    expect(receipt.data).toEqual({ received: true });

    // Assets.
    const upload = await client.createAsset({
      file: new File(['Minutes of the Monday meeting'], 'minutes.txt', { type: 'text/plain' }),
      contentType: 'text/plain',
    });
    await client.getAsset(upload.assetId);
    await client.getAsset('result-audio', { range: 'bytes=0-43' });
    expect(await failing(client.getAsset('result-audio', { range: 'bytes=999999-' }))).toBe(416);
    await client.getAssetText(upload.assetId);
    expect(await failing(client.getAssetText('result-image'))).toBe(404);
    const assetToken = await client.createAssetToken('result-image');
    const viaUrl = await fetch(client.assetUrl('result-image', assetToken.token));
    expect(viaUrl.status).toBe(200);
    expect(await failing(client.createAsset({ file: new Blob(['not a png']), contentType: 'image/png' }))).toBe(415);
    const first = await client.saveFeedback('result-summary', { rating: 'up' });
    await client.saveFeedback('result-summary', { id: first.feedbackId, comment: 'Clear and short.' });
    expect(await failing(client.saveFeedback('result-summary', { id: first.feedbackId, rating: 'down' }))).toBe(409);
    const check = await client.getTextCheck('result-bias-check');
    expect(check.findings.map((finding) => finding.phrase)).toEqual(['manpower']);
    expect(await failing(client.getTextCheck('result-image'))).toBe(404);
    const [manpower = { start: -1, end: -1 }] = check.findings;
    const dismissed = await client.dismissTextCheckFinding('result-bias-check', {
      start: manpower.start,
      end: manpower.end,
      reason: 'A quote from the 1950 report.',
    });
    expect(dismissed.findings[0]?.dismissed?.reason).toBe('A quote from the 1950 report.');
    expect(
      await failing(
        client.dismissTextCheckFinding('result-bias-check', { start: 0, end: 1, reason: 'Nothing there.' }),
      ),
    ).toBe(404);
    const restored = await client.restoreTextCheckFinding('result-bias-check', manpower);
    expect(restored.findings[0]?.dismissed).toBeUndefined();

    // Social: start, link with the code the authorization page hands back, the same code again
    // (refused), read, unlink, and a server without LinkedIn settings.
    const state = '3f0b5a52-8c1e-4d7a-9a35-1f2e6f1c2b90';
    const { authorizationUrl } = await client.startLinkedInAuthorization({ state });
    const code = new URL(authorizationUrl).searchParams.get('code') ?? '';
    await client.linkLinkedIn({ code, state });
    expect(await failing(client.linkLinkedIn({ code, state }))).toBe(400);
    await client.getLinkedInLink();
    await client.unlinkLinkedIn();
    expect(await failing(client.startLinkedInAuthorization({ state: 'not-a-uuid' }))).toBe(400);
    mock.context.linkedinConfigured = false;
    expect(await failing(client.startLinkedInAuthorization({ state }))).toBe(503);
    expect(await failing(client.linkLinkedIn({ code, state }))).toBe(503);
    await client.getLinkedInLink();
    mock.context.linkedinConfigured = true;

    // Keys: a secret key shown once and listed by its prefix, a public key, a revoked key refused.
    const made = await client.createApiKey({ name: 'Nightly report' });
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const published = await client.createApiKey({
      name: 'FAQ widget',
      kind: 'public',
      taskId: 'summarise-text',
      origins: ['https://www.example.com'],
    });
    const listed = await client.listApiKeys();
    expect(listed.keys.map((key) => [key.name, key.key])).toEqual([
      ['FAQ widget', published.key],
      ['Nightly report', undefined],
    ]);
    expect(await failing(client.createApiKey({ name: ' ' }))).toBe(400);
    expect((await client.setApiKeyDailyCap(published.id, { dailyCreditCap: 250 })).dailyCreditCap).toBe(250);
    expect(await failing(client.setApiKeyDailyCap(made.id, { dailyCreditCap: 250 }))).toBe(409);
    const keyClient = createApiClient({ baseUrl, appId: made.key });
    expect((await keyClient.getRequestResults('req-unknown').catch((error: { status: number }) => error)).status).toBe(
      404,
    );
    await client.revokeApiKey(made.id);
    expect(await failing(keyClient.getRequestResults('req-unknown'))).toBe(401);
    expect(await failing(client.revokeApiKey('key-unknown'))).toBe(404);

    // Private AI services: refused below Creator, then kept, listed without their key, tested, changed and deleted.
    const aiUser = mock.context.accountFor('new.user@example.com');
    const aiPlanBefore = aiUser.profile.plan;
    aiUser.profile.plan = 'Explorer';
    const aiBody = { name: 'Team Llama', baseUrl: 'https://models.example/v1', model: 'llama3.2', apiKey: 'sk-mock-1' };
    expect(await failing(client.createAiService(aiBody))).toBe(403);
    expect((await client.listAiChoices()).choices.map((choice) => [choice.key, choice.included])).toEqual([
      ['public', true],
      ['partner', true],
      ['enterprise', false],
    ]);
    aiUser.profile.plan = 'Creator';
    const aiService = await client.createAiService(aiBody);
    expect(JSON.stringify(await client.listAiServices())).not.toContain('sk-mock-1');
    expect((await client.testAiService(aiService.aiServiceId)).ok).toBe(true);
    expect((await client.updateAiService(aiService.aiServiceId, { apiKey: '' })).hasKey).toBe(false);
    expect((await client.testAiService(aiService.aiServiceId)).ok).toBe(false);
    expect((await client.listAiChoices()).choices.at(-1)?.key).toBe(`private:${aiService.aiServiceId}`);
    await client.deleteAiService(aiService.aiServiceId);
    expect(await failing(client.deleteAiService(aiService.aiServiceId))).toBe(404);
    aiUser.profile.plan = aiPlanBefore;

    // Creator Studio: refused on Free, then a draft saved, checked, published, restored, exported and imported.
    const builder = mock.context.accountFor('new.user@example.com');
    const planBefore = builder.profile.plan;
    builder.profile.plan = 'Free';
    expect(await failing(client.listCreatorTasks())).toBe(403);
    builder.profile.plan = 'Explorer';
    const draft = await client.createCreatorDraft({ name: 'Weekly brief' });
    expect(draft.problems.map((problem) => problem.path)).toEqual(['/flow']);
    expect(await failing(client.publishCreatorTask(draft.creatorTaskId))).toBe(422);
    expect(await failing(client.testRunCreatorDraft(draft.creatorTaskId, {}))).toBe(422);
    const flow = {
      sequence: [{ step: 'sum', service: 'text.summary', output: 'Summary', inputs: {}, options: { apiKey: 'sk-1' } }],
    };
    const saved = await client.saveCreatorDraft(draft.creatorTaskId, { definition: { ...draft.definition, flow } });
    expect(saved.problems).toEqual([]);
    expect(
      (await client.checkCreatorDefinition({ definition: { ...draft.definition, name: '' } })).problems,
    ).toHaveLength(2);
    expect((await client.publishCreatorTask(draft.creatorTaskId)).version).toBe(1);
    expect((await client.listCreatorTaskVersions(draft.creatorTaskId)).versions).toHaveLength(1);
    expect((await client.restoreCreatorTaskVersion(draft.creatorTaskId, 1)).latestVersion).toBe(1);
    expect(await failing(client.restoreCreatorTaskVersion(draft.creatorTaskId, 2))).toBe(404);
    const exported = await client.exportCreatorTask(draft.creatorTaskId);
    expect(JSON.stringify(exported)).not.toContain('sk-1');
    const imported = await client.importCreatorTask(exported);
    await client.importIntoCreatorDraft(imported.creatorTaskId, exported);
    expect(await failing(client.importCreatorTask({ ...exported, schemaVersion: 2 }))).toBe(422);
    expect((await client.getCreatorDraft(imported.creatorTaskId)).definition.name).toBe('Weekly brief');
    expect(await failing(client.getCreatorDraft(crypto.randomUUID()))).toBe(404);
    expect((await client.testRunCreatorDraft(draft.creatorTaskId, {})).status).toBe('IN_PROGRESS');
    expect((await client.listCreatorTasks()).tasks).toHaveLength(2);
    expect((await client.listMyTasks()).map((task) => task.id)).toEqual([draft.creatorTaskId]);

    // AI Store: refused below Creator, then listed (refused by the check: an empty card), filled in, live, bought, withdrawn.
    expect(await failing(client.putStoreListing(draft.creatorTaskId, { price: 7 }))).toBe(403);
    builder.profile.plan = 'Creator';
    expect(await failing(client.getStoreListing(draft.creatorTaskId))).toBe(404);
    const listingInList = async () =>
      (await client.listCreatorTasks()).tasks.find((task) => task.creatorTaskId === draft.creatorTaskId)?.listing;
    expect(await listingInList()).toBeNull();
    expect(await failing(client.putStoreListing(draft.creatorTaskId, { price: 7, visibility: 'organization' }))).toBe(
      422,
    );
    expect((await client.putStoreListing(draft.creatorTaskId, { price: 7 })).status).toBe('refused');
    const card = { heading: 'A weekly brief', description: 'Summarises the week.', category: 'business' };
    await client.saveCreatorDraft(draft.creatorTaskId, { definition: { ...draft.definition, ...card, flow } });
    // The store's check of the draft, before publishing: it asks for a test run of this draft.
    expect((await client.checkStoreListing(draft.creatorTaskId)).testRunCompleted).toBe(false);
    await client.testRunCreatorDraft(draft.creatorTaskId, {});
    expect(await client.checkStoreListing(draft.creatorTaskId)).toEqual({ testRunCompleted: true, problems: [] });
    await client.publishCreatorTask(draft.creatorTaskId);
    const onSale = await client.putStoreListing(draft.creatorTaskId, { price: 7 });
    expect(onSale.status).toBe('live');
    expect((await client.getStoreListing(draft.creatorTaskId)).price).toBe(7);
    expect(await listingInList()).toEqual({ listingId: onSale.listingId, status: 'live', price: 7 });
    const view = await client.getStoreListingForBuyer(onSale.listingId);
    expect(JSON.stringify(view)).not.toContain('text.summary');
    expect((await client.getStoreListingFeedback(draft.creatorTaskId)).comments).toEqual([]);
    const storePage = await client.searchStoreListings({ sort: 'newest', limit: 2 });
    expect(storePage.listings.map((listing) => listing.listingId)).toContain(onSale.listingId);
    expect(storePage.nextCursor).not.toBeNull();
    const storeNext = await client.searchStoreListings({
      sort: 'newest',
      limit: 2,
      cursor: storePage.nextCursor ?? '',
    });
    expect(storeNext.listings).toHaveLength(2);
    const writing = await client.searchStoreListings({ q: 'notes', category: 'Writing', sort: 'rating' });
    expect(writing.listings.map((listing) => listing.card.name)).toEqual(['Meeting notes digest']);
    const seeded = writing.listings[0]?.listingId ?? '';
    expect((await client.getStoreListingForBuyer(seeded)).steps.length).toBeGreaterThan(0);
    const listingSample = await client.getStoreListingSample(seeded);
    await client.getStoreListingSampleAsset(seeded, listingSample.results[0]?.parameter.value[0]?.data ?? '');
    expect(await failing(client.getStoreListingSample(onSale.listingId))).toBe(404);
    expect(await failing(client.getStoreListingSampleAsset(seeded, 'result-audio'))).toBe(404);
    // Never one's own listing; a stale price is refused with the price now (issue 41).
    expect(await failing(client.buyStoreRun(onSale.listingId, { parameters: {}, expectedPrice: 7 }))).toBe(403);
    const seededPrice = (await client.getStoreListingForBuyer(seeded)).price;
    expect(await failing(client.buyStoreRun(seeded, { parameters: {}, expectedPrice: seededPrice + 1 }))).toBe(409);
    expect((await client.buyStoreRun(seeded, { parameters: {}, expectedPrice: seededPrice })).status).toBe(
      'IN_PROGRESS',
    );
    expect((await client.listStoreSampleCandidates(draft.creatorTaskId)).candidates).toEqual([]);
    // Test cases (issue 41): kept, run (the mock passes them all) and shown on the listing.
    expect(await failing(client.runCreatorTestCases(draft.creatorTaskId, {}))).toBe(422);
    const kept = await client.putCreatorTestCases(draft.creatorTaskId, {
      cases: [{ name: 'Says hello', parameters: {}, checks: [{ kind: 'contains', text: 'hello' }] }],
    });
    expect(kept.report.results.map((result) => result.status)).toEqual(['not_run']);
    expect((await client.runCreatorTestCases(draft.creatorTaskId, {})).report.passed).toBe(1);
    expect((await client.getCreatorTestCases(draft.creatorTaskId)).cases.map((each) => each.name)).toEqual([
      'Says hello',
    ]);
    expect((await client.getStoreListingTestCases(onSale.listingId)).passed).toBe(1);
    // Added to My Tasks: saved once however often, listed, gone from the list once withdrawn.
    await client.saveStoreListing(onSale.listingId);
    await client.saveStoreListing(onSale.listingId);
    await client.saveStoreListing(seeded);
    expect((await client.getStoreListingForBuyer(onSale.listingId)).saved).toBe(true);
    expect((await client.listSavedStoreListings()).listings.map((listing) => listing.listingId)).toEqual([
      seeded,
      onSale.listingId,
    ]);
    await client.unsaveStoreListing(seeded);
    await client.unsaveStoreListing(seeded);
    expect((await client.getStoreListingForBuyer(seeded)).saved).toBe(false);
    expect(await failing(client.saveStoreListing('0190a5a4-0000-7000-8000-00000000beef'))).toBe(404);
    expect((await client.getCreatorEarnings()).days).toEqual([]);
    expect(await client.getCreatorEarningsCsv()).toContain('credits earned');
    expect((await client.getPayoutOverview()).account.state).toBe('none');
    expect(await (await client.getPayoutStatement('2026-11')).text()).toContain('credits kept or paid');
    expect(new URL((await client.startPayoutOnboarding()).url).pathname).toBe('/creator/earnings');
    expect((await client.setEarningsChoice({ keep: true })).account.state).toBe('verified');
    expect((await client.withdrawStoreListing(draft.creatorTaskId)).status).toBe('withdrawn');
    expect(await listingInList()).toEqual({ listingId: onSale.listingId, status: 'withdrawn', price: 7 });
    // Kept readable to those who saved it, marked no longer sold (issue 41).
    expect((await client.getStoreListingForBuyer(onSale.listingId)).onSale).toBe(false);
    expect((await client.listSavedStoreListings()).listings.map((listing) => listing.onSale)).toEqual([false]);
    builder.profile.plan = planBefore;

    // Execution: a pausing run through to the end, with an app's API-Key.
    const started = await appClient.executeTask({
      taskId: 'rewrite-tone',
      parameters: {
        draft: { metadata: { 'Content-Type': 'text/plain' }, value: 'We are late.' },
        language: { metadata: { 'Content-Type': 'text/plain' }, value: 'en' },
        tone: { metadata: { 'Content-Type': 'text/plain' }, value: 'Friendly' },
      },
      character: { name: 'EMPTY', content: '' },
    });
    await appClient.getRequestResults(started.requestId);
    const paused = await appClient.getRequestResults(started.requestId);
    const slot = paused.missing?.parameters[0]?.assetId ?? '';
    await appClient.resumeRequest(started.requestId, { parameters: [{ assetId: slot, value: 'Customers' }] });
    expect(await failing(appClient.resumeRequest(started.requestId, { parameters: [] }))).toBe(409);
    await appClient.getRequestResults(started.requestId);
    await appClient.getRequestResults(started.requestId);
    expect(
      await failing(
        client.executeTask({ taskId: 'market-scan', parameters: {}, character: { name: 'EMPTY', content: '' } }),
      ),
    ).toBe(403);
    expect(await failing(client.getRequestResults('req-unknown'))).toBe(404);
    const followed = await client.executeTask({
      taskId: 'summarise-text',
      parameters: {
        text: { metadata: { 'Content-Type': 'text/plain' }, value: 'A long report.' },
        length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
      },
      character: { name: 'EMPTY', content: '' },
    });
    const statuses: string[] = [];
    for await (const event of await client.streamRequestEvents(followed.requestId)) statuses.push(event.status.status);
    expect(statuses.at(-1)).toBe('COMPLETED');
    expect(await failing(client.streamRequestEvents('req-unknown'))).toBe(404);
    const waited = await client.executeTaskAndWait(
      {
        taskId: 'summarise-text',
        parameters: {
          text: { metadata: { 'Content-Type': 'text/plain' }, value: 'A long report.' },
          length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
        },
        character: { name: 'EMPTY', content: '' },
      },
      { waitSeconds: 10 },
    );
    expect(waited.status).toBe('COMPLETED');

    // Tasks in Process and My Assets: list, read, cancel, retry, list files, delete one.
    const cancelled = await client.executeTask({
      taskId: 'summarise-text',
      parameters: {
        text: { metadata: { 'Content-Type': 'text/plain' }, value: 'Stop me.' },
        length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
      },
      character: { name: 'EMPTY', content: '' },
    });
    const firstPage = await client.listRuns({ limit: 1 });
    expect(firstPage.items).toHaveLength(1);
    const secondPage = await client.listRuns({ limit: 1, cursor: firstPage.nextCursor ?? '' });
    expect(secondPage.items[0]?.requestId).not.toBe(firstPage.items[0]?.requestId);
    expect(await failing(client.listRuns({ cursor: 'not-a-cursor' }))).toBe(400);
    expect((await client.getRun(followed.requestId)).inputs.map((input) => input.name)).toEqual(['text', 'length']);
    expect(await failing(client.getRun('req-unknown'))).toBe(404);
    expect((await client.cancelRun(cancelled.requestId)).status).toBe('ABORTED');
    expect(await failing(client.cancelRun(cancelled.requestId))).toBe(409);
    expect((await client.listRuns({ status: 'ABORTED' })).items.map((run) => run.requestId)).toEqual([
      cancelled.requestId,
    ]);
    const retried = await client.retryRun(cancelled.requestId, { idempotencyKey: 'click-retry-1' });
    // A repeat of the click answers the same run.
    expect((await client.retryRun(cancelled.requestId, { idempotencyKey: 'click-retry-1' })).requestId).toBe(
      retried.requestId,
    );
    expect(await failing(client.retryRun(retried.requestId))).toBe(409);
    const library = await client.listAssets({ family: 'text', q: 'summary' });
    // The mock's summaries are one fixture file: its lineage is the newest run that made it (the waited one).
    expect(library.items.map((item) => item.lineage?.requestId)).toEqual([waited.requestId]);
    await client.deleteAsset(upload.assetId);
    expect(await failing(client.deleteAsset(upload.assetId))).toBe(404);

    // Organizations: an Enterprise owner brands one, invites a member who accepts, then removes them.
    const ownerAccount = mock.context.accountFor('new.user@example.com');
    const ownerPlan = ownerAccount.profile.plan;
    ownerAccount.profile.plan = 'Free';
    expect(await failing(client.createOrganization({ name: 'Acme', accentColour: '#336699' }))).toBe(403);
    ownerAccount.profile.plan = 'Enterprise';
    const acme = await client.createOrganization({ name: 'Acme', accentColour: '#336699' });
    expect(await failing(client.createOrganization({ name: 'Acme 2', accentColour: '#336699' }))).toBe(409);
    await client.updateOrganization(acme.organizationId, { accentColour: '#AA5500' });
    const privateStore = await client.searchStoreListings({ organizationId: acme.organizationId });
    expect(privateStore.brand).toMatchObject({ name: 'Acme', accentColour: '#aa5500' });
    expect(await failing(client.searchStoreListings({ organizationId: crypto.randomUUID() }))).toBe(404);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await client.uploadOrganizationLogo(acme.organizationId, { file: new Blob([png], { type: 'image/png' }) });
    expect(
      await failing(
        client.uploadOrganizationLogo(acme.organizationId, { file: new Blob(['<svg/>'], { type: 'image/svg+xml' }) }),
      ),
    ).toBe(422);
    expect((await client.getOrganizationLogo(acme.organizationId)).size).toBe(png.length);
    const invitation = await client.inviteOrganizationMember(acme.organizationId, { email: 'joiner@example.com' });
    expect((await client.listOrganizationInvitations(acme.organizationId)).invitations).toHaveLength(1);
    const revoked = await client.inviteOrganizationMember(acme.organizationId, { email: 'other@example.com' });
    await client.revokeOrganizationInvitation(acme.organizationId, revoked.invitationId);
    expect(await failing(client.acceptOrganizationInvitation(invitation.invitationId))).toBe(404);
    const ownerToken = token;
    await client.requestOtp({ email: 'joiner@example.com' });
    token = (await client.verifyOtp({ email: 'joiner@example.com', otp: MOCK_PIN })).session_token;
    expect((await client.listMyOrganizationInvitations()).invitations.map((each) => each.organizationName)).toEqual([
      'Acme',
    ]);
    expect((await client.acceptOrganizationInvitation(invitation.invitationId)).role).toBe('member');
    expect((await client.listMyOrganizations()).organizations.map((each) => each.name)).toEqual(['Acme']);
    expect((await client.getOrganization(acme.organizationId)).accentColour).toBe('#aa5500');
    expect(await failing(client.listOrganizationInvitations(acme.organizationId))).toBe(404);
    token = ownerToken;
    expect((await client.listOrganizationMembers(acme.organizationId)).members.map((each) => each.role)).toEqual([
      'owner',
      'member',
    ]);
    expect(await failing(client.removeOrganizationMember(acme.organizationId, 'new.user@example.com'))).toBe(409);
    await client.removeOrganizationMember(acme.organizationId, 'joiner@example.com');
    expect(await failing(client.getOrganization(crypto.randomUUID()))).toBe(404);
    ownerAccount.profile.plan = ownerPlan;

    // The Well of Knowledge: a collection, a pasted text indexed over successive reads, an upload,
    // a refused upload, pages, search, rename, delete; and the text check of a result.
    ownerAccount.profile.plan = 'Explorer';
    expect(await client.getKnowledgeAllowance()).toMatchObject({ level: 'Pro', upgrade: { plan: 'Creator' } });
    const collection = await client.createKnowledgeCollection({ name: 'Policies' });
    expect(await failing(client.createKnowledgeCollection({ name: 'policies' }))).toBe(409);
    expect(await failing(client.createKnowledgeCollection({ name: '' }))).toBe(400);
    expect(await failing(client.updateKnowledgeCollection(collection.id, { shared: true }))).toBe(403);
    ownerAccount.profile.plan = 'Creator';
    await client.updateKnowledgeCollection(collection.id, { name: 'Company policies', shared: true });
    expect(await failing(client.updateKnowledgeCollection(crypto.randomUUID(), { name: 'x' }))).toBe(404);
    await client.listKnowledgeCollections();
    const pasted = await client.pasteKnowledgeText({
      collectionId: collection.id,
      title: 'Travel',
      text: 'Book trains three weeks ahead.\n\nHotels are booked by the travel desk.',
    });
    expect(pasted.status).toBe('queued');
    expect((await client.getKnowledgeDocument(pasted.id)).status).toBe('indexing');
    expect((await client.getKnowledgeDocument(pasted.id)).status).toBe('ready');
    expect(await failing(client.getKnowledgeDocument(crypto.randomUUID()))).toBe(404);
    const uploaded = await client.uploadKnowledgeDocument({
      collectionId: collection.id,
      file: new File(['# Expenses\n\nClaim within 30 days.'], 'expenses.md', { type: 'text/markdown' }),
    });
    expect(uploaded.contentType).toBe('text/markdown');
    expect(
      await failing(
        client.uploadKnowledgeDocument({ collectionId: collection.id, file: new Blob([png], { type: 'image/png' }) }),
      ),
    ).toBe(415);
    expect(await failing(client.pasteKnowledgeText({ collectionId: collection.id, title: 'Empty', text: '' }))).toBe(
      400,
    );
    expect((await client.listKnowledgeDocuments({ collectionId: collection.id, q: 'trav' })).items).toHaveLength(1);
    expect(await failing(client.listKnowledgeDocuments({ cursor: 'not-a-cursor' }))).toBe(400);
    expect((await client.getKnowledgeDocumentPage(pasted.id, 1)).text).toMatch(/^Book trains/);
    expect(await failing(client.getKnowledgeDocumentPage(pasted.id, 2))).toBe(404);
    const found = await client.searchKnowledge({ q: 'when are trains booked', collectionId: collection.id });
    expect(found.passages[0]).toMatchObject({ documentId: pasted.id, page: 1, start: 0, end: 30 });
    expect(await failing(client.searchKnowledge({ q: ' ' }))).toBe(400);
    await client.renameKnowledgeDocument(pasted.id, { title: 'Travel rules' });
    expect(await failing(client.renameKnowledgeDocument(pasted.id, { title: '' }))).toBe(400);
    await client.deleteKnowledgeDocument(pasted.id);
    expect(await failing(client.deleteKnowledgeDocument(pasted.id))).toBe(404);
    await client.deleteKnowledgeCollection(collection.id);
    expect(await failing(client.deleteKnowledgeCollection(collection.id))).toBe(404);
    ownerAccount.profile.plan = ownerPlan;
    expect(await client.getTextCheck('result-summary')).toEqual({ status: 'checked', findings: [] });
    expect(await failing(client.getTextCheck('result-image'))).toBe(404);

    // Personas (issue 40): the plan's allowance and its refusal, a name taken, a change, a delete;
    // and a text result as a document, in the plan's formats only.
    ownerAccount.profile.plan = 'Free';
    const ava = await client.createPersona({ name: 'Ava', voice: 'Warm', wordsToAvoid: ['synergy'] });
    expect(await failing(client.createPersona({ name: 'Ben' }))).toBe(403);
    expect((await client.listPersonas()).allowance).toEqual({ plan: 'Free', limit: 1, used: 1, morePlan: 'Discovery' });
    ownerAccount.profile.plan = 'Explorer';
    expect(await failing(client.createPersona({ name: 'ava' }))).toBe(409);
    expect(await failing(client.createPersona({ name: ' ' }))).toBe(400);
    expect((await client.updatePersona(ava.id, { name: 'Ava', pointOfView: 'second-person' })).pointOfView).toBe(
      'second-person',
    );
    expect(await failing(client.updatePersona(crypto.randomUUID(), { name: 'x' }))).toBe(404);
    const summary = (await client.getRequestResults(followed.requestId)).results[0]?.parameter.value[0]?.data ?? '';
    expect((await client.downloadRunResult(followed.requestId, summary, 'pdf')).type).toBe('application/pdf');
    expect(await failing(client.downloadRunResult(followed.requestId, summary, 'html'))).toBe(403);
    expect(await failing(client.downloadRunResult(followed.requestId, 'result-unknown', 'markdown'))).toBe(404);
    await client.deletePersona(ava.id);
    expect(await failing(client.deletePersona(ava.id))).toBe(404);
    ownerAccount.profile.plan = ownerPlan;

    // Automations (issue 46): the plan's refusal naming the plan, a schedule's next five moments,
    // pause and resume, run now, the history, a webhook's rotation, a delete.
    ownerAccount.profile.plan = 'Free';
    const monday: AutomationInput = {
      name: 'Monday brief',
      taskId: 'summarise-text',
      parameters: {},
      trigger: { kind: 'schedule', schedule: { kind: 'weekly', time: '09:00', days: ['mon'] } },
      timeZone: 'Europe/London',
    };
    expect(await failing(client.createAutomation(monday))).toBe(403);
    ownerAccount.profile.plan = 'Explorer';
    const weekly = await client.createAutomation(monday);
    expect(weekly.nextRuns).toHaveLength(5);
    expect(await failing(client.createAutomation({ ...monday, trigger: { kind: 'webhook' } }))).toBe(403);
    expect(await failing(client.createAutomation({ ...monday, timeZone: 'Mars/Olympus' }))).toBe(422);
    expect((await client.listAutomations()).allowance).toMatchObject({
      plan: 'Explorer',
      used: 1,
      morePlan: 'Creator',
    });
    expect((await client.pauseAutomation(weekly.id)).nextRuns).toEqual([]);
    expect((await client.resumeAutomation(weekly.id)).status).toBe('active');
    const ranNow = await client.runAutomationNow(weekly.id);
    expect((await client.listAutomationRuns(weekly.id)).runs).toEqual([ranNow]);
    expect(await failing(client.rotateAutomationWebhook(weekly.id))).toBe(409);
    expect((await client.listAutomationDeliveries(weekly.id)).deliveries).toEqual([]);
    expect((await client.updateAutomation(weekly.id, { ...monday, name: 'Brief' })).name).toBe('Brief');
    expect((await client.getAutomation(weekly.id)).name).toBe('Brief');
    ownerAccount.profile.plan = 'Creator';
    const hook = await client.createAutomation({ ...monday, trigger: { kind: 'webhook', signed: true } });
    const hookKey = (hook.webhookUrl ?? '').split('/').pop() ?? '';
    const posted = await client.raw.POST('/api/hooks/automations/{hookKey}', {
      params: { path: { hookKey } },
      body: { text: 'From another system' },
    });
    expect(posted.data).toEqual({ accepted: true });
    expect((await client.rotateAutomationWebhook(hook.id)).webhookUrl).not.toBe(hook.webhookUrl);
    await client.deleteAutomation(hook.id);
    await client.deleteAutomation(weekly.id);
    expect(await failing(client.getAutomation(weekly.id))).toBe(404);
    ownerAccount.profile.plan = ownerPlan;

    // The contact form: a message, one with field problems, one from a program (honeypot).
    await client.sendContactMessage({ email: 'ada@example.com', name: 'Ada', message: 'Tell me about Enterprise.' });
    expect(await failing(client.sendContactMessage({ email: 'ada', name: ' ', message: 'Hello' }))).toBe(400);
    await client.sendContactMessage({ email: 'bot@example.com', name: 'Bot', message: 'Buy now', website: 'x' });
    expect(mock.context.contactMessages.map((kept) => kept.email)).toEqual(['ada@example.com']);
    mock.failNext('sendContactMessage', 'too-many-requests');
    expect(await failing(client.sendContactMessage({ email: 'ada@example.com', name: 'Ada', message: 'Again' }))).toBe(
      429,
    );

    // Selected failures keep to the contract too.
    mock.failNext('getProfile', 'server-error');
    expect(await failing(client.getProfile())).toBe(500);
    mock.failNext('listTasks', 'unauthorized');
    expect(await failing(client.listTasks())).toBe(401);
    expect(() => mock.failNext('listTasks', 'forbidden')).toThrow('listTasks does not declare 403');

    // Logout ends the session.
    await client.logout();
    expect(await failing(client.getProfile())).toBe(401);

    const problems: string[] = [];
    for (const reply of replies) {
      for (const error of await reply.check) problems.push(`${reply.operationId} ${reply.status}: ${error}`);
    }
    expect(problems).toEqual([]);

    const exercised = new Set(replies.map((reply) => reply.operationId));
    const missed = operations
      .map((operation) => operation.operationId)
      .filter((id) => !exercised.has(id as OperationId));
    expect(missed, 'operations the tour did not call').toEqual([]);
  }, 120_000);
});
