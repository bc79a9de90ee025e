import type { Organization, Persona, PersonaList } from '@taskwell/api-sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs } from '../db/schema.ts';
import { organizationCalls, setPlan } from '../organizations/testing/organization-calls.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// Issue 40, personas: an account keeps as many as its plan keeps (Free 1, Discovery 3, Explorer
// 6, Creator and Enterprise any number) and is refused one more with the plan that keeps more;
// an organization's are shared with its members, who may not change them; anyone else's is 404.
// A run takes a copy of the persona it names, by id or as the spec's `character`.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function account(email: string, plan = 'Free') {
  const token = await server.signIn(email);
  await setPlan(server.app, email, plan);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return {
    email,
    token,
    list: async () => (await call('GET', '/api/personas')).json() as PersonaList,
    create: (body: object) => call('POST', '/api/personas', body),
    update: (id: string, body: object) => call('PUT', `/api/personas/${id}`, body),
    remove: (id: string) => call('DELETE', `/api/personas/${id}`),
    run: (body: object) =>
      call('POST', '/api/execute/task?_=1', {
        taskId: 'summarise-text',
        parameters: {
          text: { metadata: { 'Content-Type': 'text/plain' }, value: 'A short text to sum up.' },
          length: { metadata: { 'Content-Type': 'text/plain' }, value: 'short' },
        },
        character: { name: 'EMPTY', content: '' },
        ...body,
      }),
    organizations: organizationCalls(server.app, token),
  };
}

const made = (reply: LightMyRequestResponse) => {
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as Persona;
};
const personaOfRun = async (reply: LightMyRequestResponse) => {
  expect(reply.statusCode, reply.body).toBe(200);
  const { requestId } = JSON.parse((reply.json() as { body: string }).body) as { requestId: string };
  const [row] = await server.app.taskwell.db.select({ persona: runs.persona }).from(runs).where(eq(runs.id, requestId));
  return row?.persona;
};

describe('how many personas a plan keeps', () => {
  it.each([
    { plan: 'Free', keeps: 1, more: 'Discovery keeps 3' },
    { plan: 'Discovery', keeps: 3, more: 'Explorer keeps 6' },
    { plan: 'Explorer', keeps: 6, more: 'Creator keeps any number' },
  ])('given the $plan plan should keep $keeps and refuse one more, naming the plan that has more', async (given) => {
    const user = await account(`count-${given.plan.toLowerCase()}@example.com`, given.plan);
    for (let index = 0; index < given.keeps; index += 1) made(await user.create({ name: `Persona ${index}` }));
    const refused = await user.create({ name: 'One too many' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'persona_limit' });
    expect((refused.json() as { message: string }).message).toContain(given.more);
    expect((await user.list()).allowance).toMatchObject({ limit: given.keeps, used: given.keeps });
  });

  it('given the Creator plan should keep any number', async () => {
    const user = await account('count-creator@example.com', 'Creator');
    for (let index = 0; index < 8; index += 1) made(await user.create({ name: `Persona ${index}` }));
    expect((await user.list()).allowance).toEqual({ plan: 'Creator', limit: null, used: 8, morePlan: null });
  });

  it('given two creates at once on the Free plan should keep one', async () => {
    const user = await account('count-race@example.com');
    const replies = await Promise.all([user.create({ name: 'First' }), user.create({ name: 'Second' })]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 403]);
    expect((await user.list()).personas).toHaveLength(1);
  });

  it('given a name already used (any case) should answer 409', async () => {
    const user = await account('count-names@example.com', 'Discovery');
    made(await user.create({ name: 'Ava' }));
    expect((await user.create({ name: ' ava ' })).statusCode).toBe(409);
  });
});

describe("an organization's personas", () => {
  it('should be shared with its members, who may use but not change them, and not count against them', async () => {
    const owner = await account('org-owner@example.com', 'Enterprise');
    const created = await owner.organizations.create({ name: 'Voices Ltd', accentColour: '#1A2B3C' });
    const organization = created.json() as Organization;
    const member = await account('org-member@example.com');
    await owner.organizations.invite(organization.organizationId, member.email);
    const mail = server.mailer.invitations.filter((each) => each.to === member.email).at(-1);
    expect((await member.organizations.accept(mail?.invitationId ?? '')).statusCode).toBe(200);

    const shared = made(
      await owner.create({ name: 'House style', voice: 'Plain', organizationId: organization.organizationId }),
    );
    expect(shared.organization).toEqual({ id: organization.organizationId, name: 'Voices Ltd' });
    // A member may not make one for the organization.
    expect((await member.create({ name: 'Mine too', organizationId: organization.organizationId })).statusCode).toBe(
      404,
    );
    const own = made(await member.create({ name: 'My own' }));
    const seen = await member.list();
    expect(seen.personas.map((persona) => [persona.name, persona.mine])).toEqual([
      ['My own', true],
      ['House style', false],
    ]);
    expect(seen.allowance).toMatchObject({ limit: 1, used: 1 });
    expect((await member.update(shared.id, { name: 'Changed' })).statusCode).toBe(404);
    expect((await member.remove(shared.id)).statusCode).toBe(404);
    // The member's run may write in the organization's persona.
    const persona = await personaOfRun(await member.run({ personaId: shared.id }));
    expect(persona).toMatchObject({ name: 'House style' });
    expect(persona?.instructions).toContain('Voice: Plain');
    // The owner reads the organization's, never the member's own.
    expect((await owner.list()).personas.map((each) => each.name)).toEqual(['House style']);
    expect((await owner.update(own.id, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await owner.update(shared.id, { name: 'House style', voice: 'Warm' })).statusCode).toBe(200);
  });
});

describe("another account's persona", () => {
  it('should be 404 to every persona operation and to a run, as an unknown id is', async () => {
    const owner = await account('iso-owner@example.com', 'Explorer');
    const intruder = await account('iso-intruder@example.com', 'Explorer');
    const secret = made(await owner.create({ name: 'Secret voice', instructions: 'ISO-SECRET-INSTRUCTIONS' }));
    const unknown = '0190b7c8-0000-7000-8000-00000000abcd';
    for (const id of [secret.id, unknown]) {
      expect((await intruder.update(id, { name: 'Mine' })).statusCode).toBe(404);
      expect((await intruder.remove(id)).statusCode).toBe(404);
      expect((await intruder.run({ personaId: id })).statusCode).toBe(404);
      expect((await intruder.run({ character: { name: 'Secret voice', content: '' } })).statusCode).toBe(404);
    }
    expect(JSON.stringify(await intruder.list())).not.toContain('ISO-SECRET-INSTRUCTIONS');
    expect((await owner.remove(secret.id)).statusCode).toBe(204);
    expect((await owner.list()).personas).toEqual([]);
  });
});

describe("a run's persona", () => {
  it.each([
    {
      given: "the spec's empty character",
      body: {},
      want: null,
    },
    {
      given: 'a character with content',
      body: { character: { name: 'Inline', content: 'Answer in haiku.' } },
      want: { name: 'Inline', instructions: 'Answer in haiku.', wordsToAvoid: [] },
    },
  ])('given $given should keep $want', async ({ body, want }) => {
    const user = await account(`run-${Object.keys(body).length}@example.com`);
    expect(await personaOfRun(await user.run(body))).toEqual(want);
  });

  it("given a character naming one of the caller's personas should keep a copy of it, words to avoid too", async () => {
    const user = await account('run-named@example.com');
    made(await user.create({ name: 'Ava', pointOfView: 'second-person', wordsToAvoid: ['synergy'] }));
    const persona = await personaOfRun(await user.run({ character: { name: 'ava', content: '' } }));
    expect(persona).toEqual({
      name: 'Ava',
      instructions:
        'Write as the persona "Ava".\nWrite in the second person, speaking to the reader (you).\nNever use these words: synergy.',
      wordsToAvoid: ['synergy'],
    });
  });

  it('given a persona id and a character with content should refuse both (422)', async () => {
    const user = await account('run-both@example.com');
    const ava = made(await user.create({ name: 'Ava' }));
    const reply = await user.run({ personaId: ava.id, character: { name: 'Other', content: 'Be loud.' } });
    expect(reply.statusCode).toBe(422);
  });
});
