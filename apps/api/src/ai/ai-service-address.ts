import { isIP } from 'node:net';
import { DomainError } from '../errors/domain-error.ts';
import { type OutboundPolicy, refusedAddress } from './outbound-guard.ts';

function refused(message: string): DomainError {
  return new DomainError('invalid_parameters', 'ai_service_address_refused', message, {
    details: [{ path: '/baseUrl', message }],
  });
}

/**
 * A private service's base URL as it is kept: an http or https address without credentials or a
 * fragment, its trailing slashes dropped; an address on a network the operator does not allow (an
 * IP written in it, or `localhost`) is refused at once with 422. A name is checked again, with
 * every address it resolves to, each time a call connects (outbound-guard.ts).
 */
export function checkServiceAddress(value: string, policy: OutboundPolicy): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw refused('The address must be an http or https URL, such as https://api.openai.com/v1.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused('The address must be an http or https URL, such as https://api.openai.com/v1.');
  }
  if (url.username || url.password) {
    throw refused('Put the key in its own field, not in the address.');
  }
  if (url.hash) throw refused('The address may not end in a #fragment.');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const literal = host === 'localhost' || host.endsWith('.localhost') ? '127.0.0.1' : host;
  if (isIP(literal)) {
    const why = refusedAddress(literal, policy);
    if (why) {
      const loopback = why.startsWith('a loopback');
      throw refused(
        `${url.hostname} is ${why}, which AI services may not use here${loopback ? ' unless the operator allows it (AI_PRIVATE_ALLOW_LOOPBACK)' : ''}.`,
      );
    }
  }
  url.search = url.search === '?' ? '' : url.search;
  return url.href.replace(/\/+$/, '');
}
