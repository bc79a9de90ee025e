import { describe, expect, it } from 'vitest';
import { isSameOriginRequest, type OriginCheckInput } from './same-origin.ts';

const studio = 'http://127.0.0.1:3001';
const base: OriginCheckInput = {
  method: 'POST',
  path: '/profile',
  origin: studio,
  secFetchSite: 'same-origin',
  requestOrigin: studio,
};

describe('isSameOriginRequest', () => {
  it.each<{ given: string; input: Partial<OriginCheckInput>; want: boolean }>([
    { given: 'a POST from the studio', input: {}, want: true },
    {
      given: 'a POST from another site',
      input: { origin: 'https://evil.example', secFetchSite: 'cross-site' },
      want: false,
    },
    {
      given: 'a POST from a sibling port',
      input: { origin: 'http://127.0.0.1:3000', secFetchSite: 'same-site' },
      want: false,
    },
    {
      given: 'a POST whose Origin is "null" (a sandboxed frame)',
      input: { origin: 'null', secFetchSite: 'cross-site' },
      want: false,
    },
    { given: 'a POST without Origin but same-origin fetch metadata', input: { origin: undefined }, want: true },
    {
      given: 'a POST with neither header (a script, not a page)',
      input: { origin: undefined, secFetchSite: undefined },
      want: false,
    },
    {
      given: 'a POST from the public STUDIO_URL behind a proxy',
      input: {
        origin: 'https://studio.taskwell.dev',
        requestOrigin: 'http://10.0.0.5:3001',
        studioOrigin: 'https://studio.taskwell.dev',
      },
      want: true,
    },
    {
      given: 'a DELETE to the proxy from another site',
      input: { method: 'DELETE', path: '/api/asset/x', origin: 'https://evil.example' },
      want: false,
    },
    {
      given: 'a GET of a page from another site (a link)',
      input: { method: 'GET', origin: undefined, secFetchSite: 'cross-site' },
      want: true,
    },
    {
      given: 'a GET of the proxy from another site',
      input: { method: 'GET', path: '/api/otp/profile', origin: undefined, secFetchSite: 'cross-site' },
      want: false,
    },
    {
      given: 'a GET of the proxy from the studio',
      input: { method: 'GET', path: '/api/otp/profile', origin: undefined },
      want: true,
    },
  ])('given $given, should answer $want', ({ input, want }) => {
    expect(isSameOriginRequest({ ...base, ...input })).toBe(want);
  });
});
