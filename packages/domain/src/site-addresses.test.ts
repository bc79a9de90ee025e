import { describe, expect, it } from 'vitest';
import { siteAddresses } from './site-addresses.ts';

// Issue 25: the marketing site linked to the studio at `localhost` while `pnpm start` serves it at
// 127.0.0.1: another origin, so a signed-in user landed signed out. Every app takes its defaults
// for the other apps' addresses from here.
describe('siteAddresses', () => {
  it.each([
    {
      given: "no setting (the README's `pnpm start`)",
      env: {},
      want: {
        marketingUrl: 'http://127.0.0.1:3000',
        studioUrl: 'http://127.0.0.1:3001',
        apiUrl: 'http://127.0.0.1:3002',
      },
    },
    {
      given: 'other ports',
      env: { MARKETING_PORT: '4000', STUDIO_PORT: '4001', API_PORT: '4002' },
      want: {
        marketingUrl: 'http://127.0.0.1:4000',
        studioUrl: 'http://127.0.0.1:4001',
        apiUrl: 'http://127.0.0.1:4002',
      },
    },
    {
      given: 'another host',
      env: { HOST: '192.168.1.20' },
      want: {
        marketingUrl: 'http://192.168.1.20:3000',
        studioUrl: 'http://192.168.1.20:3001',
        apiUrl: 'http://192.168.1.20:3002',
      },
    },
    {
      given: 'every interface (no address a browser can open)',
      env: { HOST: '0.0.0.0' },
      want: {
        marketingUrl: 'http://127.0.0.1:3000',
        studioUrl: 'http://127.0.0.1:3001',
        apiUrl: 'http://127.0.0.1:3002',
      },
    },
    {
      given: 'every IPv6 interface',
      env: { HOST: '::' },
      want: {
        marketingUrl: 'http://127.0.0.1:3000',
        studioUrl: 'http://127.0.0.1:3001',
        apiUrl: 'http://127.0.0.1:3002',
      },
    },
    {
      given: 'an IPv6 address',
      env: { HOST: '::1' },
      want: { marketingUrl: 'http://[::1]:3000', studioUrl: 'http://[::1]:3001', apiUrl: 'http://[::1]:3002' },
    },
    {
      given: 'the URLs themselves (a proxy in front), trailing slashes dropped',
      env: {
        MARKETING_URL: 'https://taskwell.example/',
        STUDIO_URL: 'https://studio.taskwell.example',
        API_URL: 'https://api.taskwell.example/',
        STUDIO_PORT: '4001',
      },
      want: {
        marketingUrl: 'https://taskwell.example',
        studioUrl: 'https://studio.taskwell.example',
        apiUrl: 'https://api.taskwell.example',
      },
    },
    {
      given: 'empty values (as a shell passes an unset variable)',
      env: { MARKETING_URL: '', HOST: '', STUDIO_PORT: ' ' },
      want: {
        marketingUrl: 'http://127.0.0.1:3000',
        studioUrl: 'http://127.0.0.1:3001',
        apiUrl: 'http://127.0.0.1:3002',
      },
    },
  ])('given $given should give $want.studioUrl and the others on the same host', ({ env, want }) => {
    expect(siteAddresses({ env })).toEqual(want);
  });
});
