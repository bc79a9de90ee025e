import { describe, expect, it } from 'vitest';
import { loadServerOptions, metricsSettings, missingScaledSecrets } from './load-server-options.ts';
import { resolveRuntimeSettings } from './runtime/runtime-settings.ts';
import { defaultCorsOrigins } from './server-options.ts';

describe('loadServerOptions', () => {
  it.each([
    { given: {}, want: { port: 3002, host: '127.0.0.1', database: undefined, environment: 'development' } },
    { given: { PORT: '4000' }, want: { port: 4000 } },
    { given: { PORT: '4000', API_PORT: '4100' }, want: { port: 4100 } },
    {
      given: { DATABASE_URL: 'postgres://db/taskwell' },
      want: { database: { kind: 'postgres', url: 'postgres://db/taskwell' } },
    },
    {
      given: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail' },
      want: { environment: 'production', smtpUrl: 'smtp://mail' },
    },
    { given: { TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8' }, want: { trustedProxies: ['10.0.0.1', '10.0.0.0/8'] } },
    {
      given: { SESSION_TTL_SECONDS: '86400', WELCOME_CREDITS: '10' },
      want: { sessionTtlSeconds: 86400, welcomeCredits: 10 },
    },
    { given: {}, want: { eventStreams: {} } },
    {
      given: { EVENT_STREAMS_PER_ACCOUNT: '3', EVENT_STREAM_MAX_SECONDS: '120' },
      want: { eventStreams: { perAccount: 3, maxDurationMs: 120_000 } },
    },
    { given: { STORE_CREATOR_SHARE_PERCENT: '70' }, want: { runtime: { storeCreatorSharePercent: 70 } } },
  ])('given $given should read $want', ({ given, want }) => {
    expect(loadServerOptions(given)).toMatchObject(want);
  });

  it.each([
    {
      name: "nothing set (a newcomer's pnpm start)",
      given: {},
      want: {
        publicKey: 'tw_pk_local_site_advisor_key',
        taskId: 'site-advisor',
        origins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      },
    },
    {
      name: 'a key, a task and the marketing address',
      given: {
        ADVISOR_PUBLIC_KEY: 'tw_pk_our_own_site_key_1',
        ADVISOR_TASK_ID: 'faq',
        MARKETING_URL: 'https://taskwell.dev',
      },
      want: { publicKey: 'tw_pk_our_own_site_key_1', taskId: 'faq', origins: ['https://taskwell.dev'] },
    },
    { name: 'an empty key', given: { ADVISOR_PUBLIC_KEY: '' }, want: undefined },
    { name: 'production without a key', given: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail' }, want: undefined },
    { name: 'a HOST every network may reach, without NODE_ENV', given: { HOST: '0.0.0.0' }, want: undefined },
    { name: 'a HOST on the local network', given: { HOST: '192.168.1.20' }, want: undefined },
    { name: 'a HOST of every IPv6 interface', given: { HOST: '::' }, want: undefined },
    {
      name: 'the IPv6 loopback HOST',
      given: { HOST: '::1' },
      want: expect.objectContaining({ publicKey: 'tw_pk_local_site_advisor_key' }),
    },
    {
      name: 'the localhost HOST',
      given: { HOST: 'localhost' },
      want: expect.objectContaining({ publicKey: 'tw_pk_local_site_advisor_key' }),
    },
    {
      name: 'a key of its own on a public HOST',
      given: { HOST: '0.0.0.0', ADVISOR_PUBLIC_KEY: 'tw_pk_our_own_site_key_1' },
      want: expect.objectContaining({ publicKey: 'tw_pk_our_own_site_key_1' }),
    },
  ])('given $name, should seed the site advisor key $want (decision 066)', ({ given, want }) => {
    expect(loadServerOptions(given).siteAdvisor).toEqual(want);
  });

  it('given the published development key on a HOST others can reach should refuse to start', () => {
    expect(() => loadServerOptions({ HOST: '0.0.0.0', ADVISOR_PUBLIC_KEY: 'tw_pk_local_site_advisor_key' })).toThrow(
      /ADVISOR_PUBLIC_KEY/,
    );
  });

  it('should allow the default studio and marketing origins, or the ones configured', () => {
    expect(loadServerOptions({}).corsOrigins).toEqual(defaultCorsOrigins);
    expect(
      loadServerOptions({ STUDIO_URL: 'https://studio.taskwell.dev', MARKETING_URL: 'https://taskwell.dev/' })
        .corsOrigins,
    ).toEqual(['https://studio.taskwell.dev', 'https://taskwell.dev']);
    expect(loadServerOptions({ CORS_ORIGINS: 'https://a.test,https://b.test' }).corsOrigins).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
  });

  it.each([{ given: 101 }, { given: -1 }, { given: 79.5 }])(
    'given a creator share of $given % should refuse it',
    ({ given }) => {
      expect(() => resolveRuntimeSettings({ storeCreatorSharePercent: given })).toThrow(/creator share/);
    },
  );

  it.each([
    { given: {}, want: { kind: 'folder' } },
    { given: { ASSET_STORE: 'folder', S3_BUCKET: 'ignored' }, want: { kind: 'folder' } },
    {
      given: { ASSET_STORE: 's3', S3_BUCKET: 'files' },
      want: { kind: 's3', s3: { bucket: 'files', region: 'us-east-1', forcePathStyle: false } },
    },
    {
      given: {
        ASSET_STORE: 'S3',
        S3_BUCKET: 'files',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
      want: {
        kind: 's3',
        s3: {
          bucket: 'files',
          region: 'eu-west-3',
          endpoint: 'http://127.0.0.1:9000',
          accessKeyId: 'id',
          secretAccessKey: 'secret',
          forcePathStyle: true,
        },
      },
    },
  ])('given $given should keep files in $want (decision 113)', ({ given, want }) => {
    expect(loadServerOptions(given).assetStorage).toEqual(want);
  });

  it.each([
    { given: { ASSET_STORE: 'disk' }, want: /ASSET_STORE must be folder or s3/ },
    { given: { ASSET_STORE: 's3' }, want: /needs S3_BUCKET/ },
    { given: { ASSET_STORE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }, want: /go together/ },
    { given: { ASSET_STORE: 's3', S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' }, want: /S3_FORCE_PATH_STYLE/ },
  ])('given $given should refuse to start', ({ given, want }) => {
    expect(() => loadServerOptions(given)).toThrow(want);
  });

  it('given a port that is not a number should refuse it', () => {
    expect(() => loadServerOptions({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });

  it.each([
    { given: {}, want: [] },
    { given: { SESSION_SIGNING_KEY: '', SOCIAL_TOKEN_KEY: '' }, want: [] },
    {
      given: { DATABASE_URL: 'postgres://db/taskwell' },
      want: ['SESSION_SIGNING_KEY', 'SOCIAL_TOKEN_KEY', 'AI_SECRETS_KEY'],
    },
    {
      given: {
        DATABASE_URL: 'postgres://db/taskwell',
        SESSION_SIGNING_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
        AI_SECRETS_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
      },
      want: ['SOCIAL_TOKEN_KEY'],
    },
    {
      given: {
        DATABASE_URL: 'postgres://db/taskwell',
        SESSION_SIGNING_KEY: ' ',
        SOCIAL_TOKEN_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
        AI_SECRETS_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
      },
      want: ['SESSION_SIGNING_KEY'],
    },
    {
      given: {
        DATABASE_URL: 'postgres://db/taskwell',
        SESSION_SIGNING_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
        SOCIAL_TOKEN_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
      },
      want: ['AI_SECRETS_KEY'],
    },
    {
      given: {
        DATABASE_URL: 'postgres://db/taskwell',
        SESSION_SIGNING_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
        SOCIAL_TOKEN_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
        AI_SECRETS_KEY: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk',
      },
      want: [],
    },
  ])('given $given should find missing the secrets $want', ({ given, want }) => {
    expect(missingScaledSecrets(given)).toEqual(want);
  });

  it.each([
    { given: {}, want: undefined },
    { given: { METRICS_HOST: '0.0.0.0' }, want: undefined },
    { given: { METRICS_PORT: '9464' }, want: { port: 9464, host: '127.0.0.1' } },
    { given: { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, want: { port: 9464, host: '0.0.0.0' } },
  ])('given $given should serve metrics at $want', ({ given, want }) => {
    expect(metricsSettings(given)).toEqual(want);
  });
});
