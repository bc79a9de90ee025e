import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleName, reachesTask, readDocumentedVariables, type TurboConfig } from './documented-settings.ts';

const root = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const turbo = JSON.parse(readFileSync(new URL('turbo.json', root), 'utf8')) as TurboConfig;
const scripts = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/**
 * The task whose process reads each section's variables when the README's start command runs:
 * the servers read theirs when they start; the marketing site's are read when it is built, which
 * `start` does first.
 */
const taskOfSection: Record<string, string> = {
  'Set up and start everything': 'start',
  'My Studio': 'start',
  'The API server': 'start',
  'Hosting the marketing site': 'build',
};

describe('readDocumentedVariables', () => {
  it.each([
    {
      given: 'a settings table',
      readme:
        '## The API server\n\n| Variable | Default | Meaning |\n|---|---|---|\n| `API_PORT`, `PORT` | `3002` | Where |\n',
      want: [
        { section: 'The API server', name: 'API_PORT' },
        { section: 'The API server', name: 'PORT' },
      ],
    },
    {
      given: 'placeholders, a wildcard and a value; a variable the meaning refers to',
      readme:
        '## S\n\n| Port variable | Meaning |\n|---|---|\n| `STRIPE_PRICE_<PLAN>_<CYCLE>`, `AI_PUBLIC_*`, `NODE_ENV=production` | As `CONTACT_TO` |\n',
      want: [
        { section: 'S', name: 'STRIPE_PRICE_<PLAN>_<CYCLE>' },
        { section: 'S', name: 'AI_PUBLIC_*' },
        { section: 'S', name: 'NODE_ENV' },
      ],
    },
    {
      given: 'a table without a variable column, and code that is no variable',
      readme:
        '## S\n\n| Command | Does |\n|---|---|\n| `pnpm dev` | `DEV` |\n\n| Variable | Meaning |\n|---|---|\n| `X-Forwarded-For` | `PIN mail` |\n',
      want: [],
    },
  ])('given $given should find $want.length', ({ readme: text, want }) => {
    expect(readDocumentedVariables(text)).toEqual(want);
  });
});

describe('reachesTask', () => {
  const config: TurboConfig = {
    globalPassThroughEnv: ['CI'],
    tasks: { start: { passThroughEnv: ['STRIPE_*', 'API_PORT', '!STRIPE_SKIP'] }, build: { env: ['STUDIO_URL'] } },
  };
  it.each([
    { task: 'start', name: 'API_PORT', want: true },
    { task: 'start', name: 'STRIPE_PRICE_<PLAN>_<CYCLE>', want: true },
    { task: 'start', name: 'CI', want: true },
    { task: 'start', name: 'LINKEDIN_CLIENT_ID', want: false },
    { task: 'start', name: 'AI_PUBLIC_*', want: false },
    { task: 'build', name: 'STUDIO_URL', want: true },
    { task: 'build', name: 'API_PORT', want: false },
    { task: 'lint', name: 'API_PORT', want: false },
  ])('$name should reach $task: $want', ({ task, name, want }) => {
    expect(reachesTask(config, task, name)).toBe(want);
  });

  it('should pass everything in loose mode', () => {
    expect(reachesTask({ envMode: 'loose', tasks: {} }, 'start', 'ANYTHING')).toBe(true);
  });
});

// Issue 25: through `pnpm start`, LINKEDIN_*, AI_*, RUN_*, EVENT_STREAM*, SOCIAL_TOKEN_KEY and
// others never reached the API, and nothing said why.
describe("the README's settings through its start command", () => {
  const documented = readDocumentedVariables(readme);

  it('should be run by `pnpm start` through turbo, building first', () => {
    expect(scripts.start).toBe('turbo run start');
    expect(turbo.tasks.start?.dependsOn).toContain('build');
  });

  it('should find the tables of every section that documents settings', () => {
    expect([...new Set(documented.map((variable) => variable.section))].sort()).toEqual(
      Object.keys(taskOfSection).sort(),
    );
  });

  it('should hand every documented variable to the process that reads it', () => {
    const dropped = documented
      .filter(({ section, name }) => !reachesTask(turbo, taskOfSection[section] ?? 'start', name))
      .map(({ section, name }) => `${name} (${section}: set as ${exampleName(name)})`);
    expect(dropped).toEqual([]);
  });
});
