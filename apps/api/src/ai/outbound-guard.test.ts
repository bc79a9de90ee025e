import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../testing/ai-stand-in.ts';
import { createGuardedFetch, OutboundRefused, refusedAddress } from './outbound-guard.ts';

const closed = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };

describe('refusedAddress', () => {
  it.each([
    { address: '127.0.0.1', policy: closed, refused: 'a loopback address' },
    { address: '127.8.9.10', policy: closed, refused: 'a loopback address' },
    { address: '::1', policy: closed, refused: 'a loopback address' },
    { address: '::ffff:127.0.0.1', policy: closed, refused: 'a loopback address' },
    { address: '10.0.0.1', policy: closed, refused: 'a private network address' },
    { address: '172.16.4.1', policy: closed, refused: 'a private network address' },
    { address: '192.168.1.20', policy: closed, refused: 'a private network address' },
    { address: '::ffff:10.0.0.1', policy: closed, refused: 'a private network address' },
    {
      address: '169.254.169.254',
      policy: closed,
      refused: 'a link-local address (such as the cloud metadata service)',
    },
    { address: 'fe80::1', policy: closed, refused: 'a link-local address (such as the cloud metadata service)' },
    { address: 'fd00:ec2::254', policy: closed, refused: 'a unique-local (private) IPv6 address' },
    { address: '0.0.0.0', policy: closed, refused: 'an unspecified address' },
    { address: '::', policy: closed, refused: 'an unspecified address' },
    { address: '100.64.0.1', policy: closed, refused: 'a shared (carrier-grade NAT) address' },
    { address: '64:ff9b::a00:1', policy: closed, refused: 'a reserved address (rfc6052)' },
    { address: '8.8.8.8', policy: closed, refused: undefined },
    { address: '2606:4700:4700::1111', policy: closed, refused: undefined },
    { address: '127.0.0.1', policy: loopbackAllowed, refused: undefined },
    { address: '::1', policy: loopbackAllowed, refused: undefined },
    { address: '10.0.0.1', policy: loopbackAllowed, refused: 'a private network address' },
    {
      address: '169.254.169.254',
      policy: loopbackAllowed,
      refused: 'a link-local address (such as the cloud metadata service)',
    },
  ])(
    'given $address with loopback allowed: $policy.allowLoopback, should refuse: $refused',
    ({ address, policy, refused }) => {
      expect(refusedAddress(address, policy)).toBe(refused);
    },
  );
});

describe('createGuardedFetch', () => {
  let standIn: AiStandIn;
  let ipv6: AiStandIn | undefined;
  let big: Server;
  let bigUrl: string;

  beforeAll(async () => {
    standIn = await startAiStandIn();
    ipv6 = await startAiStandIn({ host: '::1' }).catch(() => undefined);
    big = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`"${'x'.repeat(64 * 1024)}"`);
    });
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
    bigUrl = `http://127.0.0.1:${(big.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await standIn.close();
    await ipv6?.close();
    await new Promise<void>((resolve) => big.close(() => resolve()));
  });

  const models = (base: string) => `${base}/models`;
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    let current: unknown = error;
    while (current instanceof Error && !(current instanceof OutboundRefused)) current = current.cause;
    return current instanceof OutboundRefused ? current.userMessage : `not refused: ${String(error)}`;
  };

  it('given loopback not allowed should refuse 127.0.0.1 before sending anything', async () => {
    const guard = createGuardedFetch(closed);
    const before = standIn.requests.length;
    expect(await refusal(guard.fetch(models(standIn.baseUrl)))).toBe(
      '127.0.0.1 is a loopback address, which AI services may not use here unless the operator allows it (AI_PRIVATE_ALLOW_LOOPBACK).',
    );
    expect(standIn.requests.length).toBe(before);
    await guard.close();
  });

  it('given loopback allowed should reach 127.0.0.1', async () => {
    const guard = createGuardedFetch(loopbackAllowed);
    const response = await guard.fetch(models(standIn.baseUrl));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: Array<{ id: string }> }).data[0]?.id).toBe('stand-in');
    await guard.close();
  });

  it.each([
    { url: 'http://10.0.0.1/v1/models', want: '10.0.0.1 is a private network address' },
    { url: 'http://169.254.169.254/latest/meta-data/', want: '169.254.169.254 is a link-local address' },
    { url: 'http://[fd00:ec2::254]/latest/meta-data/', want: 'fd00:ec2::254 is a unique-local (private) IPv6 address' },
    { url: 'http://[::ffff:a9fe:a9fe]/latest/meta-data/', want: '::ffff:a9fe:a9fe is a link-local address' },
  ])('given $url should refuse it, loopback allowed or not', async ({ url, want }) => {
    for (const policy of [closed, loopbackAllowed]) {
      const guard = createGuardedFetch(policy);
      expect(await refusal(guard.fetch(url))).toContain(want);
      await guard.close();
    }
  });

  it('given [::1] should refuse it unless loopback is allowed', async () => {
    const url = ipv6 ? models(ipv6.baseUrl) : 'http://[::1]:9/v1/models';
    const guard = createGuardedFetch(closed);
    expect(await refusal(guard.fetch(url))).toBe(
      '::1 is a loopback address, which AI services may not use here unless the operator allows it (AI_PRIVATE_ALLOW_LOOPBACK).',
    );
    await guard.close();
    if (!ipv6) return;
    const open = createGuardedFetch(loopbackAllowed);
    expect((await open.fetch(url)).status).toBe(200);
    await open.close();
  });

  it('given a name that resolves to loopback (localhost) should refuse it at connection time', async () => {
    const port = new URL(standIn.baseUrl).port;
    const guard = createGuardedFetch(closed);
    expect(await refusal(guard.fetch(`http://localhost:${port}/v1/models`))).toMatch(
      /^localhost \((127\.0\.0\.1|::1)\) is a loopback address/,
    );
    await guard.close();
  });

  it('given a name with a public and a private address should refuse it (no rebinding through a second answer)', async () => {
    const asked: string[] = [];
    const guard = createGuardedFetch(closed, {
      resolve: async (host) => {
        asked.push(host);
        return [
          { address: '93.184.215.14', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ];
      },
    });
    expect(await refusal(guard.fetch('http://models.example/v1/models'))).toBe(
      'models.example (10.0.0.1) is a private network address, which AI services may not use here.',
    );
    expect(asked).toEqual(['models.example']);
    await guard.close();
  });

  it('given a name should connect to the address it checked, with the name as the Host', async () => {
    const port = new URL(standIn.baseUrl).port;
    let lookups = 0;
    const guard = createGuardedFetch(loopbackAllowed, {
      resolve: async () => {
        lookups += 1;
        // A second answer would point elsewhere: the connection must not ask again.
        return lookups === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
      },
    });
    const response = await guard.fetch(`http://models.example:${port}/v1/models`);
    expect(response.status).toBe(200);
    expect(lookups).toBe(1);
    await guard.close();
  });

  it.each([
    { target: 'http://169.254.169.254/latest/meta-data/' },
    { target: 'http://10.0.0.1/v1/chat/completions' },
    { target: 'http://127.0.0.1:9/v1/models' },
    { target: 'https://models.example/v1/models' },
  ])('given a host that redirects to $target should not follow it', async ({ target }) => {
    standIn.behaviour.redirectTo = target;
    try {
      const guard = createGuardedFetch(loopbackAllowed);
      expect(await refusal(guard.fetch(models(standIn.baseUrl)))).toBe(
        'it answered with a redirect (HTTP 302), which is not followed: give the address it redirects to.',
      );
      await guard.close();
    } finally {
      standIn.behaviour.redirectTo = undefined;
    }
  });

  it('given a reply larger than the limit should fail while reading it', async () => {
    const guard = createGuardedFetch(loopbackAllowed, { maxResponseBytes: 1024 });
    const response = await guard.fetch(bigUrl);
    expect(await refusal(response.text())).toBe('its answer was larger than 1 KB.');
    await guard.close();
  });

  it('given a scheme other than http or https should refuse it', async () => {
    const guard = createGuardedFetch(loopbackAllowed);
    expect(await refusal(guard.fetch('file:///etc/passwd'))).toBe('file: addresses are not AI services.');
    await guard.close();
  });
});
