import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

// Issue 40: a private AI service is an address a user typed, called by the server. Without a
// guard it would let anyone make the server call its own loopback, the private network behind
// it, or the cloud's metadata service (169.254.169.254) and read the answer (SSRF).

/** What the operator allows beyond public addresses. */
export interface OutboundPolicy {
  /** Loopback addresses (127.0.0.0/8, ::1): a local model server on a one-machine install (`AI_PRIVATE_ALLOW_LOOPBACK`). */
  allowLoopback: boolean;
}

/** The limits of one call. */
export interface OutboundLimits {
  /** The most bytes a reply may carry (a stream's included); past it the call fails. */
  maxResponseBytes: number;
}

/** The largest reply of a private service read: far above any chat answer, far below what hurts the server. */
export const defaultMaxResponseBytes = 4 * 1024 * 1024;

/** A call refused by the guard; `userMessage` says why in words a user can act on (never a key). */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
  constructor(readonly userMessage: string) {
    super(userMessage);
  }
}

/** The kinds of address ipaddr.js names, in the words a refusal uses. */
const rangeWords: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  linkLocal: 'a link-local address (such as the cloud metadata service)',
  uniqueLocal: 'a unique-local (private) IPv6 address',
  unspecified: 'an unspecified address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
};

/** Why an address may not be called, or undefined when it may (a public unicast address, or loopback when allowed). */
export function refusedAddress(address: string, policy: OutboundPolicy): string | undefined {
  if (!ipaddr.isValid(address)) return 'an address that could not be read';
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  if (range === 'loopback' && policy.allowLoopback) return undefined;
  return rangeWords[range] ?? `a reserved address (${range})`;
}

function refusal(host: string, address: string, why: string): OutboundRefused {
  const named = host === address ? address : `${host} (${address})`;
  return new OutboundRefused(
    `${named} is ${why}, which AI services may not use here${why.startsWith('a loopback') ? ' unless the operator allows it (AI_PRIVATE_ALLOW_LOOPBACK)' : ''}.`,
  );
}

/** Resolves a host name to every address it has (the system's resolver by default). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/**
 * The lookup the connection makes: every address the name resolves to must be allowed (one
 * private address among public ones refuses the host, so a rebinding answer cannot slip through),
 * and the connection is made to the addresses checked here, never to a second answer.
 */
function guardedLookup(policy: OutboundPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const family = typeof options.family === 'number' ? options.family : 0;
        const usable = addresses.filter((entry) => family === 0 || entry.family === family);
        if (usable.length === 0) {
          callback(new OutboundRefused(`${hostname} has no address.`), '', 0);
          return;
        }
        for (const entry of addresses) {
          const why = refusedAddress(entry.address, policy);
          if (why) {
            callback(refusal(hostname, entry.address, why), '', 0);
            return;
          }
        }
        if (options.all) callback(null, usable);
        else callback(null, usable[0]?.address ?? '', usable[0]?.family ?? 4);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** A reply's body, cut off with a refusal once it has carried more than `limit` bytes. */
function limitedBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) {
          controller.error(new OutboundRefused(`its answer was larger than ${Math.round(limit / 1024)} KB.`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/** The fetch of private AI services, and the connection pool it holds. */
export interface GuardedFetch {
  /** A fetch that only reaches allowed addresses, follows no redirect and reads at most the reply limit. */
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

/**
 * The fetch every call to a private AI service goes through (undici with its own connection pool):
 * - the host's addresses are checked at connection time and the connection pinned to them (an IP
 *   literal is checked before anything is sent);
 * - redirects are not followed: a 3xx is a failure naming it, so no redirect leads to another
 *   host, an internal one included;
 * - the reply is read up to `maxResponseBytes`; the time limit is the caller's (its signal).
 */
export function createGuardedFetch(
  policy: OutboundPolicy,
  options: Partial<OutboundLimits> & { resolve?: Resolve } = {},
): GuardedFetch {
  const limit = options.maxResponseBytes ?? defaultMaxResponseBytes;
  const agent = new Agent({
    connect: { lookup: guardedLookup(policy, options.resolve ?? systemResolve) },
    connections: 16,
  });
  return {
    async fetch(input, init) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new OutboundRefused(`${url.protocol} addresses are not AI services.`);
      }
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host)) {
        const why = refusedAddress(host, policy);
        if (why) throw refusal(host, host, why);
      }
      const response = await undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        redirect: 'manual',
        dispatcher: agent,
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new OutboundRefused(
          `it answered with a redirect (HTTP ${response.status}), which is not followed: give the address it redirects to.`,
        );
      }
      const body = response.body ? limitedBody(response.body as ReadableStream<Uint8Array>, limit) : null;
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers as unknown as Headers,
      });
    },
    close: () => agent.close(),
  };
}
