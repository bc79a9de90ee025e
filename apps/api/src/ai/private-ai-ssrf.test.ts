import type { RunAccepted } from '@taskwell/api-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, setAccount, settle } from '../marketplace/testing/store-scenario.ts';
import { createServiceRegistry } from '../services/index.ts';
import { type AiStandIn, startAiStandIn } from '../testing/ai-stand-in.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 40, acceptance 4: private services pointing at 127.0.0.1, 10.0.0.1, 169.254.169.254,
// [::1] (and localhost) are refused unless the operator allows loopback, which never opens the
// private or link-local networks; a host that redirects to them is not followed, whether it is
// tested or a run calls it.

const owner = 'ssrf-owner@example.com';
let standIn: AiStandIn;
let ipv6: AiStandIn | undefined;
let closed: TestServer;
let open: TestServer;
let closedToken: string;
let openToken: string;

const port = () => new URL(standIn.baseUrl).port;
const ipv6Url = () => (ipv6 ? ipv6.baseUrl : 'http://[::1]:9/v1');

beforeAll(async () => {
  standIn = await startAiStandIn();
  ipv6 = await startAiStandIn({ host: '::1' }).catch(() => undefined);
  const common = { services: createServiceRegistry({}), catalogue: [] };
  closed = await startTestServer({
    ...common,
    privateAi: { policy: { allowLoopback: false }, timeoutMs: 10_000, maxRetries: 0 },
  });
  open = await startTestServer({
    ...common,
    privateAi: { policy: { allowLoopback: true }, timeoutMs: 10_000, maxRetries: 0 },
  });
  closedToken = await closed.signIn(owner);
  openToken = await open.signIn(owner);
  await setAccount(closed, owner, { plan: 'Creator', balance: 100 });
  await setAccount(open, owner, { plan: 'Creator', balance: 100 });
}, 120_000);
afterAll(async () => {
  await closed?.close();
  await open?.close();
  await standIn?.close();
  await ipv6?.close();
});

const create = (server: TestServer, token: string, baseUrl: string) =>
  as(server, token, 'POST', '/api/ai/services', { name: 'Probe', baseUrl, model: 'stand-in', apiKey: 'sk-probe' });

describe('private AI services on internal addresses', () => {
  it.each([
    {
      name: '127.0.0.1',
      address: () => standIn.baseUrl,
      refused: /^127\.0\.0\.1 is a loopback address/,
      loopback: true,
    },
    { name: '[::1]', address: () => ipv6Url(), refused: /^\[::1\] is a loopback address/, loopback: true },
    {
      name: 'localhost',
      address: () => `http://localhost:${port()}/v1`,
      refused: /^localhost is a loopback address/,
      loopback: true,
    },
    {
      name: '10.0.0.1',
      address: () => 'http://10.0.0.1/v1',
      refused: /^10\.0\.0\.1 is a private network address/,
      loopback: false,
    },
    {
      name: '169.254.169.254',
      address: () => 'http://169.254.169.254/latest/meta-data',
      refused: /^169\.254\.169\.254 is a link-local address/,
      loopback: false,
    },
    {
      name: '[fd00::1]',
      address: () => 'http://[fd00::1]/v1',
      refused: /^\[fd00::1\] is a unique-local/,
      loopback: false,
    },
  ])(
    'given $name should be refused (422) unless loopback is allowed and it is loopback: $loopback',
    async ({ address, refused, loopback }) => {
      const refusedHere = await create(closed, closedToken, address());
      expect(refusedHere.statusCode).toBe(422);
      expect(refusedHere.json().message).toMatch(refused);
      expect(refusedHere.json().details).toEqual([{ path: '/baseUrl', message: refusedHere.json().message }]);
      const allowed = await create(open, openToken, address());
      expect(allowed.statusCode).toBe(loopback ? 201 : 422);
    },
  );

  it('given loopback allowed should test a loopback service for real', async () => {
    const made = await create(open, openToken, standIn.baseUrl);
    const tested = await as(open, openToken, 'POST', `/api/ai/services/${made.json().aiServiceId}/test`);
    expect(tested.json()).toMatchObject({ ok: true, model: 'stand-in' });
  });

  describe('given a host that redirects to an internal address', () => {
    let serviceId: string;
    beforeAll(async () => {
      serviceId = (await create(open, openToken, standIn.baseUrl)).json().aiServiceId;
      standIn.behaviour.redirectTo = 'http://169.254.169.254/latest/meta-data/iam/security-credentials/';
    });
    afterAll(() => {
      standIn.behaviour.redirectTo = undefined;
    });

    it('should not follow it when the service is tested', async () => {
      const tested = await as(open, openToken, 'POST', `/api/ai/services/${serviceId}/test`);
      expect(tested.json()).toMatchObject({
        ok: false,
        message:
          'The AI service "Probe" could not be reached: it answered with a redirect (HTTP 302), which is not followed: give the address it redirects to.',
      });
    });

    it('should not follow it when a run calls it: the step fails saying why', async () => {
      const definition = {
        id: 'probe',
        name: 'Probe',
        heading: 'A probe',
        description: 'A probe.',
        imageName: '/images/tasks/summarise-text.svg',
        powerFee: 0,
        plans: 'explorer',
        category: 'business',
        parameters: [{ id: 'text', name: 'text', valueType: 'text/plain', ui: { type: 'text', placeholder: 'Text' } }],
        flow: {
          step: 'ask',
          service: 'ai.chat',
          output: 'Answer',
          inputs: { text: { param: 'text' } },
          options: { prompt: '{{text}}', aiService: `private:${serviceId}` },
        },
      };
      const made = await as(open, openToken, 'POST', '/api/creator/tasks', { definition });
      const started = await as(open, openToken, 'POST', `/api/creator/tasks/${made.json().creatorTaskId}/test-run`, {
        parameters: { text: { metadata: { 'Content-Type': 'text/plain' }, value: 'Hello' } },
      });
      expect(started.statusCode, started.body).toBe(200);
      const ended = await settle(open, openToken, (started.json() as RunAccepted).requestId);
      expect(ended.status).toBe('ERROR');
      expect(ended.message).toContain('it answered with a redirect (HTTP 302), which is not followed');
    });
  });
});
