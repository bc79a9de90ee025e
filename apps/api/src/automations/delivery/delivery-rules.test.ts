import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chainInputsProblem, deliveryOf } from '../automation-rules.ts';
import { chainedParameters } from '../chained-inputs.ts';
import { pausesAtOnce, problemCauseOf } from '../start-problems.ts';
import { deliverySignature, retryDelayMs } from './delivery-rules.ts';

// Decisions 170 and 171: the pure rules of deliveries, chains and refused starts.

describe('the back-off of a failed delivery', () => {
  it.each([
    { given: 1, want: 30_000 },
    { given: 2, want: 120_000 },
    { given: 3, want: 480_000 },
    { given: 4, want: 1_920_000 },
    { given: 5, want: undefined },
  ])('after attempt $given: $want ms', ({ given, want }) => {
    expect(retryDelayMs(given)).toBe(want);
  });
});

describe('the signature of a delivery', () => {
  it('is t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">, and another body or time signs differently', () => {
    const signed = deliverySignature('whsec_x', 1_800_000_000, '{"a":1}');
    const want = createHmac('sha256', 'whsec_x').update('1800000000.{"a":1}').digest('hex');
    expect(signed).toBe(`t=1800000000,v1=${want}`);
    expect(deliverySignature('whsec_x', 1_800_000_000, '{"a":2}')).not.toBe(signed);
    expect(deliverySignature('whsec_x', 1_800_000_001, '{"a":1}')).not.toBe(signed);
  });
});

describe('where results go', () => {
  it.each([
    { given: undefined, want: { kind: 'assets' } },
    { given: { kind: 'email' as const }, want: { kind: 'email' } },
    {
      given: { kind: 'email' as const, email: ' Ada@Example.com ' },
      want: { kind: 'email', email: 'ada@example.com' },
    },
    {
      given: { kind: 'webhook' as const, url: 'https://hooks.example.com/in?x=1' },
      want: { kind: 'webhook', url: 'https://hooks.example.com/in?x=1' },
    },
  ])('$given is kept as $want', ({ given, want }) => {
    expect(deliveryOf(given)).toEqual(want);
  });

  it.each([
    { kind: 'webhook' as const },
    { kind: 'webhook' as const, url: 'not a url' },
    { kind: 'webhook' as const, url: 'file:///etc/passwd' },
    { kind: 'webhook' as const, url: 'https://user:pass@example.com/' },
  ])('$url is refused', (given) => {
    expect(() => deliveryOf(given)).toThrow(/http or https address/);
  });
});

describe("a chain's mapping", () => {
  const fields = ['text', 'voice'];
  const results = ['Summary', 'Keywords'];
  it.each([
    { given: {}, want: undefined },
    { given: { text: 'Summary' }, want: undefined },
    { given: { topic: 'Summary' }, want: `"topic" is not a field of this task's form.` },
    {
      given: { text: 'Report' },
      want: `"Report" is not a result of the task it follows; choose one of: Summary, Keywords.`,
    },
  ])('$given: $want', ({ given, want }) => {
    expect(chainInputsProblem(given as Record<string, string>, fields, results)).toBe(want);
  });

  it('takes a text result as text and a file result as the file, and leaves a missing one out', () => {
    const created = '2026-01-01T00:00:00.000Z';
    const results = [
      {
        parameter: {
          name: 'Summary',
          metadata: { 'Content-Type': 'text/markdown', created },
          value: [{ source: 'text.summary', data: 'asset-1', text: 'The gist.' }],
        },
      },
      {
        parameter: {
          name: 'Chart',
          metadata: { 'Content-Type': 'image/png', created },
          value: [{ source: 'image.chart', data: 'asset-2' }],
        },
      },
    ];
    expect(chainedParameters({ text: 'Summary', picture: 'Chart', other: 'Missing' }, results)).toEqual({
      text: { metadata: { 'Content-Type': 'text/plain' }, value: 'The gist.' },
      picture: { metadata: { 'Content-Type': 'image/png' }, value: 'asset-2' },
    });
  });
});

describe('why a start could not be made', () => {
  it.each([
    { given: 'insufficient_credit' as const, cause: 'credits', atOnce: false },
    { given: 'plan_required' as const, cause: 'plan', atOnce: true },
    { given: 'not_found' as const, cause: 'withdrawn', atOnce: true },
    { given: 'invalid_parameters' as const, cause: 'inputs', atOnce: true },
    { given: 'conflict' as const, cause: 'other', atOnce: false },
  ])('$given is $cause (paused at once: $atOnce)', ({ given, cause, atOnce }) => {
    const found = problemCauseOf(given);
    expect(found).toBe(cause);
    expect(pausesAtOnce(found)).toBe(atOnce);
  });
});
