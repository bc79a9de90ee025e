import { randomUUID } from 'node:crypto';
import type { Organization, OrganizationInvitation } from '@taskwell/api-sdk';
import { listOperations } from '@taskwell/openapi';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, organizationInvitations } from '../db/schema.ts';
import { invitationMailText } from '../mail/pin-mailer.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { isOrganizationMember, organizationBrand } from './is-organization-member.ts';
import { enterprisePlanMessage, invitationValidityMs } from './organization-directory.ts';
import { personName } from './person-name.ts';
import { imageFile, logoBody, organizationCalls, setPlan } from './testing/organization-calls.ts';

// Issue 26, "Organizations and the private store": an Enterprise account makes an organization,
// invites members by e-mail, and removes them; to anyone who is not a member every organization
// operation answers 404, whatever the id.

let server: TestServer;
const studioUrl = 'https://studio.example.com';
beforeAll(async () => {
  server = await startTestServer({ studioUrl: `${studioUrl}/` });
});
afterAll(async () => {
  await server?.close();
});

/** A signed-in account on a plan, with its calls. */
async function account(email: string, plan = 'Free') {
  const token = await server.signIn(email);
  await setPlan(server.app, email, plan);
  return { email, token, ...organizationCalls(server.app, token) };
}

const codeOf = (reply: LightMyRequestResponse) => (reply.json() as { code: string }).code;
const messageOf = (reply: LightMyRequestResponse) => (reply.json() as { message: string }).message;

/** An owner with an organization, and a member who accepted an invitation through its mail. */
async function organizationWithMember(prefix: string) {
  const owner = await account(`${prefix}-owner@example.com`, 'Enterprise');
  const made = await owner.create({ name: `${prefix} Ltd`, accentColour: '#1A2B3C' });
  expect(made.statusCode, made.body).toBe(201);
  const organization = made.json() as Organization;
  const member = await account(`${prefix}-member@example.com`);
  const invited = await owner.invite(organization.organizationId, member.email);
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = server.mailer.invitations.filter((each) => each.to === member.email).at(-1);
  if (!mail) throw new Error(`No invitation was mailed to ${member.email}`);
  const accepted = await member.accept(mail.invitationId);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { owner, member, organizationId: organization.organizationId };
}

describe('creating an organization', () => {
  it.each([
    { given: 'Free', want: 403 },
    { given: 'Discovery', want: 403 },
    { given: 'Explorer', want: 403 },
    { given: 'Creator', want: 403 },
    { given: 'Enterprise', want: 201 },
  ])('given an account on the $given plan should answer $want', async ({ given, want }) => {
    const caller = await account(`plan-${given.toLowerCase()}@example.com`, given);
    const reply = await caller.create({ name: 'Acme', accentColour: '#FF8800' });
    expect(reply.statusCode, reply.body).toBe(want);
    if (want === 403) {
      expect(codeOf(reply)).toBe('plan_required');
      expect(messageOf(reply)).toBe(enterprisePlanMessage);
    } else {
      expect(reply.json()).toMatchObject({ name: 'Acme', accentColour: '#ff8800', role: 'owner', logo: null });
    }
  });

  it('given an account that owns one should refuse a second, saying why', async () => {
    const owner = await account('twice@example.com', 'Enterprise');
    expect((await owner.create({ name: 'First', accentColour: '#000000' })).statusCode).toBe(201);
    const second = await owner.create({ name: 'Second', accentColour: '#000000' });
    expect(second.statusCode).toBe(409);
    expect(codeOf(second)).toBe('organization_exists');
    expect(messageOf(second)).toMatch(/already own an organization/);
    const mine = (await owner.listMine()).json() as { organizations: Organization[] };
    expect(mine.organizations.map((each) => each.name)).toEqual(['First']);
  });

  it.each([
    { given: { name: 'Acme', accentColour: 'orange' }, want: 400 },
    { given: { name: 'Acme', accentColour: '#ff880' }, want: 400 },
    { given: { name: '', accentColour: '#ff8800' }, want: 400 },
    { given: { name: '   ', accentColour: '#ff8800' }, want: 400 },
  ])('given $given should answer $want and make nothing', async ({ given, want }) => {
    const caller = await account(`bad-${randomUUID()}@example.com`, 'Enterprise');
    expect((await caller.create(given)).statusCode).toBe(want);
    expect(((await caller.listMine()).json() as { organizations: unknown[] }).organizations).toEqual([]);
  });

  it('given the owner should change the name and the accent colour', async () => {
    const owner = await account('renamer@example.com', 'Enterprise');
    const { organizationId } = (await owner.create({ name: 'Old', accentColour: '#000000' })).json() as Organization;
    const changed = await owner.update(organizationId, { name: ' New name ', accentColour: '#ABCDEF' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'New name', accentColour: '#abcdef' });
    expect((await owner.get(organizationId)).json()).toMatchObject({ name: 'New name' });
  });
});

describe('personName', () => {
  it.each([
    { given: { firstName: 'Ada', lastName: 'Lovelace' }, want: 'Ada Lovelace' },
    { given: { firstName: ' Ada ', lastName: '' }, want: 'Ada' },
    { given: { firstName: '', lastName: '' }, want: 'ada@example.com' },
    { given: undefined, want: 'ada@example.com' },
  ])('$given should read $want', ({ given, want }) => {
    expect(personName(given, 'ada@example.com')).toBe(want);
  });
});

describe('invite, then accept', () => {
  it('should mail the invitation, and the invitee who signs in and accepts becomes a member', async () => {
    const owner = await account('inviter@example.com', 'Enterprise');
    // Issue 39: the invitation names the inviter as people know them, not by their address.
    await server.app.taskwell.db
      .update(accounts)
      .set({ firstName: 'Ada', lastName: 'Lovelace' })
      .where(eq(accounts.email, owner.email));
    const { organizationId } = (
      await owner.create({ name: 'Inviters', accentColour: '#112233' })
    ).json() as Organization;
    const invited = await owner.invite(organizationId, 'Joiner@Example.com');
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = invited.json() as OrganizationInvitation;
    expect(invitation).toMatchObject({ email: 'joiner@example.com', invitedBy: owner.email, organizationId });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(invitationValidityMs);
    const mail = server.mailer.invitations.at(-1);
    expect(mail).toMatchObject({
      to: 'joiner@example.com',
      invitationId: invitation.invitationId,
      organizationName: 'Inviters',
      invitedBy: 'Ada Lovelace',
    });
    // The mail links to the studio's page that accepts it.
    if (!mail) throw new Error('No invitation was mailed');
    expect(invitationMailText(mail).text).toContain('Ada Lovelace invites you to join Inviters on Taskwell.');
    expect(invitationMailText(mail).text).toContain(`${studioUrl}/organization/invitations/${invitation.invitationId}`);
    expect(((await owner.invitations(organizationId)).json() as { invitations: unknown[] }).invitations).toEqual([
      invitation,
    ]);

    // The invitee signs in with the usual PIN, then accepts.
    const joiner = await account('joiner@example.com');
    // The studio lists what is addressed to them; nobody else sees it.
    expect(((await joiner.received()).json() as { invitations: unknown[] }).invitations).toEqual([
      {
        invitationId: invitation.invitationId,
        organizationId,
        organizationName: 'Inviters',
        accentColour: '#112233',
        invitedBy: owner.email,
        invitedByName: 'Ada Lovelace',
        expiresAt: invitation.expiresAt,
      },
    ]);
    expect(((await owner.received()).json() as { invitations: unknown[] }).invitations).toEqual([]);
    const accepted = await joiner.accept(invitation.invitationId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ organizationId, name: 'Inviters', role: 'member' });
    expect(((await joiner.listMine()).json() as { organizations: Organization[] }).organizations).toMatchObject([
      { organizationId, role: 'member' },
    ]);
    expect(((await owner.invitations(organizationId)).json() as { invitations: unknown[] }).invitations).toEqual([]);
    expect(((await joiner.received()).json() as { invitations: unknown[] }).invitations).toEqual([]);
    // Accepting again answers the organization as it is.
    expect((await joiner.accept(invitation.invitationId)).statusCode).toBe(200);

    // Members see who the members are; only the owner sees their roles.
    const seenByMember = (await joiner.members(organizationId)).json() as { members: Record<string, unknown>[] };
    expect(seenByMember.members.map((each) => each.email)).toEqual([owner.email, joiner.email]);
    expect(seenByMember.members.every((each) => each.role === undefined)).toBe(true);
    const seenByOwner = (await owner.members(organizationId)).json() as { members: Record<string, unknown>[] };
    expect(seenByOwner.members.map((each) => [each.email, each.role])).toEqual([
      [owner.email, 'owner'],
      [joiner.email, 'member'],
    ]);
    expect(await isOrganizationMember(server.app.taskwell.db, organizationId, 'JOINER@example.com')).toBe(true);
  });

  it('given an account whose address was not invited should answer 404 to its accepting', async () => {
    const owner = await account('guarded@example.com', 'Enterprise');
    const { organizationId } = (
      await owner.create({ name: 'Guarded', accentColour: '#112233' })
    ).json() as Organization;
    const invitation = (await owner.invite(organizationId, 'rightful@example.com')).json() as OrganizationInvitation;
    const intruder = await account('intruder@example.com', 'Enterprise');
    const reply = await intruder.accept(invitation.invitationId);
    expect(reply.statusCode).toBe(404);
    expect(await isOrganizationMember(server.app.taskwell.db, organizationId, intruder.email)).toBe(false);
  });

  it('given a revoked invitation should answer 404 to the invitee', async () => {
    const owner = await account('revoker@example.com', 'Enterprise');
    const { organizationId } = (
      await owner.create({ name: 'Revokers', accentColour: '#112233' })
    ).json() as Organization;
    const invitation = (await owner.invite(organizationId, 'revoked@example.com')).json() as OrganizationInvitation;
    expect((await owner.revoke(organizationId, invitation.invitationId)).statusCode).toBe(204);
    expect((await owner.revoke(organizationId, invitation.invitationId)).statusCode).toBe(404);
    const invitee = await account('revoked@example.com');
    expect((await invitee.accept(invitation.invitationId)).statusCode).toBe(404);
  });

  it('given an invitation past its expiry should answer 410, and inviting again renews it', async () => {
    const owner = await account('expirer@example.com', 'Enterprise');
    const { organizationId } = (
      await owner.create({ name: 'Expirers', accentColour: '#112233' })
    ).json() as Organization;
    const invitation = (await owner.invite(organizationId, 'late@example.com')).json() as OrganizationInvitation;
    const invitee = await account('late@example.com');
    // A week passes (in the invitation's row: a session would not last that long).
    await server.app.taskwell.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, invitation.invitationId));
    const late = await invitee.accept(invitation.invitationId);
    expect(late.statusCode).toBe(410);
    expect(codeOf(late)).toBe('invitation_expired');
    const renewed = (await owner.invite(organizationId, 'late@example.com')).json() as OrganizationInvitation;
    expect(renewed.invitationId).toBe(invitation.invitationId);
    expect((await invitee.accept(invitation.invitationId)).statusCode).toBe(200);
  });

  it('given an address that is a member already should refuse to invite it', async () => {
    const { owner, member, organizationId } = await organizationWithMember('again');
    const reply = await owner.invite(organizationId, member.email);
    expect(reply.statusCode).toBe(409);
    expect(codeOf(reply)).toBe('already_member');
  });
});

describe('removing members', () => {
  it('given the owner removes a member, the removed member should get 404 from then on', async () => {
    const { owner, member, organizationId } = await organizationWithMember('removal');
    expect((await member.get(organizationId)).statusCode).toBe(200);
    expect((await owner.remove(organizationId, member.email)).statusCode).toBe(204);
    for (const reply of [
      await member.get(organizationId),
      await member.members(organizationId),
      await member.logo(organizationId),
      await member.remove(organizationId, member.email),
    ]) {
      expect(reply.statusCode).toBe(404);
    }
    expect(((await member.listMine()).json() as { organizations: unknown[] }).organizations).toEqual([]);
    expect(await isOrganizationMember(server.app.taskwell.db, organizationId, member.email)).toBe(false);
  });

  it('given the owner removes themselves should refuse, saying why', async () => {
    const { owner, organizationId } = await organizationWithMember('self');
    const reply = await owner.remove(organizationId, owner.email);
    expect(reply.statusCode).toBe(409);
    expect(codeOf(reply)).toBe('owner_cannot_leave');
    expect(await isOrganizationMember(server.app.taskwell.db, organizationId, owner.email)).toBe(true);
  });

  it('given a member should let them leave, but not remove anyone else', async () => {
    const { owner, member, organizationId } = await organizationWithMember('leaver');
    expect((await member.remove(organizationId, owner.email)).statusCode).toBe(404);
    expect((await member.remove(organizationId, member.email)).statusCode).toBe(204);
    expect((await member.get(organizationId)).statusCode).toBe(404);
    expect(await isOrganizationMember(server.app.taskwell.db, organizationId, owner.email)).toBe(true);
  });
});

describe('anyone who is not a member', () => {
  /** Every operation on one organization, as a call of one account on an organization id. */
  const operations: Record<
    string,
    (calls: ReturnType<typeof organizationCalls>, id: string) => Promise<LightMyRequestResponse>
  > = {
    getOrganization: (calls, id) => calls.get(id),
    updateOrganization: (calls, id) => calls.update(id, { name: 'Taken over' }),
    getOrganizationLogo: (calls, id) => calls.logo(id),
    uploadOrganizationLogo: async (calls, id) => calls.uploadLogo(id, logoBody(await imageFile('png'))),
    listOrganizationInvitations: (calls, id) => calls.invitations(id),
    inviteOrganizationMember: (calls, id) => calls.invite(id, 'stranger@example.com'),
    revokeOrganizationInvitation: (calls, id) => calls.revoke(id, randomUUID()),
    listOrganizationMembers: (calls, id) => calls.members(id),
    removeOrganizationMember: (calls, id) => calls.remove(id, 'removal-owner@example.com'),
  };
  /** What only the owner may do: a member gets the same 404. */
  const ownerOnly = [
    'updateOrganization',
    'uploadOrganizationLogo',
    'listOrganizationInvitations',
    'inviteOrganizationMember',
    'revokeOrganizationInvitation',
  ];
  let organizationId: string;
  let outsider: Awaited<ReturnType<typeof account>>;
  let member: Awaited<ReturnType<typeof account>>;

  beforeAll(async () => {
    const made = await organizationWithMember('sealed');
    organizationId = made.organizationId;
    member = made.member;
    await made.owner.uploadLogo(organizationId, logoBody(await imageFile('png')));
    // An outsider on the Enterprise plan, with an organization of their own.
    outsider = await account('outsider@example.com', 'Enterprise');
    await outsider.create({ name: 'Elsewhere', accentColour: '#000000' });
  });

  it('should have a case for every operation on an organization in the contract', () => {
    const onAnOrganization = listOperations()
      .filter((operation) => operation.path.includes('{organizationId}'))
      .map((operation) => operation.operationId);
    expect(Object.keys(operations).sort()).toEqual(onAnOrganization.sort());
  });

  it.each(Object.keys(operations))('given an outsider with the id, %s should answer 404', async (operationId) => {
    const reply = await operations[operationId]?.(outsider, organizationId);
    expect(reply?.statusCode, reply?.body).toBe(404);
    expect(codeOf(reply as LightMyRequestResponse)).toBe('not_found');
  });

  it.each(Object.keys(operations))(
    'given an id of no organization, %s should answer the same 404',
    async (operationId) => {
      const reply = await operations[operationId]?.(outsider, randomUUID());
      expect(reply?.statusCode, reply?.body).toBe(404);
      expect(messageOf(reply as LightMyRequestResponse)).toBe('That organization was not found.');
    },
  );

  it.each(ownerOnly)('given a member, the owner-only %s should answer 404', async (operationId) => {
    const reply = await operations[operationId]?.(member, organizationId);
    expect(reply?.statusCode, reply?.body).toBe(404);
  });

  it('given an outsider, the organization should not be among theirs nor change', async () => {
    const theirs = (await outsider.listMine()).json() as { organizations: Organization[] };
    expect(theirs.organizations.map((each) => each.name)).toEqual(['Elsewhere']);
    expect((await member.get(organizationId)).json()).toMatchObject({ name: 'sealed Ltd' });
    expect(await isOrganizationMember(server.app.taskwell.db, organizationId, outsider.email)).toBe(false);
  });
});

describe('the logo', () => {
  let owner: Awaited<ReturnType<typeof account>>;
  let organizationId: string;
  beforeAll(async () => {
    owner = await account('logo-owner@example.com', 'Enterprise');
    organizationId = ((await owner.create({ name: 'Logos', accentColour: '#123456' })).json() as Organization)
      .organizationId;
  });

  const typeMessage = 'File type must be one of image/png, image/jpeg, image/webp';
  it.each([
    { given: 'a PNG', file: () => imageFile('png'), type: 'image/png', want: 'image/png' },
    { given: 'a JPEG', file: () => imageFile('jpeg'), type: 'image/jpeg', want: 'image/jpeg' },
    { given: 'a WebP image', file: () => imageFile('webp'), type: 'image/webp', want: 'image/webp' },
    { given: 'a JPEG named and declared a PNG', file: () => imageFile('jpeg'), type: 'image/png', want: 'image/jpeg' },
  ])('given $given should keep it under the type its content shows', async ({ file, type, want }) => {
    const bytes = await file();
    const reply = await owner.uploadLogo(organizationId, logoBody(bytes, { type }));
    expect(reply.statusCode, reply.body).toBe(200);
    expect((reply.json() as Organization).logo).toMatchObject({ contentType: want, size: bytes.length });
    const read = await owner.logo(organizationId);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe(want);
    expect(Buffer.compare(read.rawPayload, bytes)).toBe(0);
  });

  it.each([
    {
      given: 'an SVG',
      file: async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      type: 'image/svg+xml',
      want: [typeMessage],
    },
    {
      given: 'text declared a PNG',
      file: async () => Buffer.from('not an image'),
      type: 'image/png',
      want: [typeMessage],
    },
    {
      given: 'a PNG over 512 KB',
      file: async () => Buffer.concat([(await imageFile('png')).subarray(0, 16), Buffer.alloc(600 * 1024, 7)]),
      type: 'image/png',
      want: ['File is larger than 512 KB'],
    },
    {
      given: 'an empty file',
      file: async () => Buffer.alloc(0),
      type: 'image/png',
      want: [typeMessage, 'File is smaller than 1 byte'],
    },
  ])('given $given should refuse it with 422 and the rule, keeping the logo it had', async ({ file, type, want }) => {
    const before = (await owner.get(organizationId)).json() as Organization;
    const reply = await owner.uploadLogo(organizationId, logoBody(await file(), { type, filename: 'logo.png' }));
    expect(reply.statusCode, reply.body).toBe(422);
    expect(codeOf(reply)).toBe('invalid_logo');
    expect((reply.json() as { details: { message: string }[] }).details.map((each) => each.message)).toEqual(want);
    expect(((await owner.get(organizationId)).json() as Organization).logo).toEqual(before.logo);
  });

  it('should give the store the brand with the logo address', async () => {
    await owner.uploadLogo(organizationId, logoBody(await imageFile('png')));
    expect(await organizationBrand(server.app.taskwell.db, organizationId)).toEqual({
      name: 'Logos',
      accentColour: '#123456',
      logoUrl: `/api/organizations/${organizationId}/logo`,
    });
    expect(await organizationBrand(server.app.taskwell.db, randomUUID())).toBeUndefined();
  });
});
