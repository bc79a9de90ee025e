import type { ServiceContext, ServiceValue } from './service.ts';

/** A text value for a service test. */
export function textValue(text: string, contentType: 'text/plain' | 'text/markdown' = 'text/plain'): ServiceValue {
  return { contentType, bytes: Buffer.from(text, 'utf8') };
}

/** A context for a service test: a live signal unless one is given, and the step's options. */
export function serviceContext(
  options: ServiceContext['options'] = {},
  signal: AbortSignal = new AbortController().signal,
): ServiceContext {
  return { signal, options };
}
