import type {
  Organization,
  OrganizationCreate,
  OrganizationInvitation,
  OrganizationRole,
  OrganizationUpdate,
} from '@taskwell/api-sdk';
import { checkUpload, logoUploadRule, planRank, readHead } from '@taskwell/domain';
import { HttpResponse } from 'msw';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** One organization: its brand, its logo's bytes, its members and its invitations. */
export interface MockOrganization {
  organization: Omit<Organization, 'role'>;
  logo?: { bytes: ArrayBuffer; contentType: string };
  /** Members by address, with their role and when they joined. */
  members: Map<string, { role: OrganizationRole; joinedAt: string }>;
  /** Invitations by id; `status` says whether one is still pending. */
  invitations: Map<string, OrganizationInvitation & { status: 'pending' | 'accepted' | 'revoked' }>;
}

const colourPattern = /^#[0-9A-Fa-f]{6}$/;
const invitationDays = 7;

/** Organizations as the server keeps them (issue 26): 404 to anyone who is not a member, whatever the id. */
export function organizationHandlers(context: MockContext) {
  /** Who invites, as people know them: their name, or their address when their profile has none. */
  const nameOf = (email: string) => {
    const profile = context.accounts.get(email)?.profile;
    return `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim() || email;
  };
  const notFound = (what = 'That organization') => errorReply(404, 'not_found', `${what} was not found.`);
  const bad = (message: string) => errorReply(400, 'invalid_request', message);
  const at = () => new Date(context.now()).toISOString();
  const replyOf = (kept: MockOrganization, role: OrganizationRole): Organization => ({ ...kept.organization, role });
  /** The organization and the caller's role, or undefined when the caller is not a member. */
  const membership = (email: string, id: string) => {
    const kept = context.organizations.get(id);
    const member = kept?.members.get(email);
    return kept && member ? { kept, role: member.role } : undefined;
  };
  const owned = (email: string, id: string) => {
    const found = membership(email, id);
    return found?.role === 'owner' ? found.kept : undefined;
  };

  return {
    listMyOrganizations: http.get(
      '/api/organizations',
      withFailures(context, 'listMyOrganizations', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const organizations = [...context.organizations.values()]
          .flatMap((kept) => {
            const member = kept.members.get(caller.profile.id);
            return member ? [replyOf(kept, member.role)] : [];
          })
          .sort((a, b) => a.name.localeCompare(b.name));
        return response(200).json({ organizations });
      }),
    ),
    createOrganization: http.post(
      '/api/organizations',
      withFailures(context, 'createOrganization', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const body = (await request.json().catch(() => null)) as OrganizationCreate | null;
        const name = typeof body?.name === 'string' ? body.name.trim() : '';
        if (!name) return response.untyped(bad('Give the organization a name.'));
        if (!colourPattern.test(body?.accentColour ?? ''))
          return response.untyped(bad('The accent colour is #rrggbb.'));
        if (planRank(caller.profile.plan) < planRank('enterprise')) {
          return response.untyped(
            errorReply(
              403,
              'plan_required',
              'Organizations come with the Enterprise plan. Upgrade to Enterprise to make one.',
            ),
          );
        }
        const ownsOne = [...context.organizations.values()].some(
          (kept) => kept.members.get(caller.profile.id)?.role === 'owner',
        );
        if (ownsOne) {
          return response.untyped(
            errorReply(
              409,
              'organization_exists',
              'You already own an organization: an account owns one organization at most.',
            ),
          );
        }
        const organizationId = context.newUuid();
        const kept: MockOrganization = {
          organization: {
            organizationId,
            name,
            accentColour: (body?.accentColour ?? '').toLowerCase(),
            logo: null,
            createdAt: at(),
          },
          members: new Map([[caller.profile.id, { role: 'owner', joinedAt: at() }]]),
          invitations: new Map(),
        };
        context.organizations.set(organizationId, kept);
        return response(201).json(replyOf(kept, 'owner'));
      }),
    ),
    getOrganization: http.get(
      '/api/organizations/{organizationId}',
      withFailures(context, 'getOrganization', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const found = membership(caller.profile.id, params.organizationId);
        if (!found) return response.untyped(notFound());
        return response(200).json(replyOf(found.kept, found.role));
      }),
    ),
    updateOrganization: http.patch(
      '/api/organizations/{organizationId}',
      withFailures(context, 'updateOrganization', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const kept = owned(caller.profile.id, params.organizationId);
        if (!kept) return response.untyped(notFound());
        const body = (await request.json().catch(() => null)) as OrganizationUpdate | null;
        if (body?.name !== undefined && !body.name.trim())
          return response.untyped(bad('Give the organization a name.'));
        if (body?.accentColour !== undefined && !colourPattern.test(body.accentColour)) {
          return response.untyped(bad('The accent colour is #rrggbb.'));
        }
        if (body?.name) kept.organization.name = body.name.trim();
        if (body?.accentColour) kept.organization.accentColour = body.accentColour.toLowerCase();
        return response(200).json(replyOf(kept, 'owner'));
      }),
    ),
    getOrganizationLogo: http.get(
      '/api/organizations/{organizationId}/logo',
      withFailures(context, 'getOrganizationLogo', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const found = membership(caller.profile.id, params.organizationId);
        if (!found) return response.untyped(notFound());
        const logo = found.kept.logo;
        if (!logo) return response.untyped(notFound('That logo'));
        return response.untyped(
          new HttpResponse(logo.bytes, { status: 200, headers: { 'content-type': logo.contentType } }),
        );
      }),
    ),
    uploadOrganizationLogo: http.put(
      '/api/organizations/{organizationId}/logo',
      withFailures(context, 'uploadOrganizationLogo', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const kept = owned(caller.profile.id, params.organizationId);
        if (!kept) return response.untyped(notFound());
        const form = await request.formData().catch(() => null);
        const file = form?.get('file');
        if (!(file instanceof Blob)) return response.untyped(bad('A "file" part is required.'));
        const name = file instanceof File ? file.name : 'logo';
        const check = checkUpload(
          [{ name, type: file.type, size: file.size, head: await readHead(file) }],
          logoUploadRule,
        );
        if (!check.ok) {
          return response.untyped(
            HttpResponse.json(
              {
                status: 422,
                code: 'invalid_logo',
                message: check.errors.join('. '),
                details: check.errors.map((message) => ({ path: '/body/file', message })),
              },
              { status: 422 },
            ),
          );
        }
        kept.logo = { bytes: await file.arrayBuffer(), contentType: check.contentType };
        kept.organization.logo = {
          contentType: check.contentType as 'image/png' | 'image/jpeg' | 'image/webp',
          size: file.size,
          updatedAt: at(),
        };
        return response(200).json(replyOf(kept, 'owner'));
      }),
    ),
    listOrganizationInvitations: http.get(
      '/api/organizations/{organizationId}/invitations',
      withFailures(context, 'listOrganizationInvitations', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const kept = owned(caller.profile.id, params.organizationId);
        if (!kept) return response.untyped(notFound());
        const invitations = [...kept.invitations.values()]
          .filter((each) => each.status === 'pending' && Date.parse(each.expiresAt) > context.now())
          .map(({ status: _status, ...invitation }) => invitation)
          .reverse();
        return response(200).json({ invitations });
      }),
    ),
    inviteOrganizationMember: http.post(
      '/api/organizations/{organizationId}/invitations',
      withFailures(context, 'inviteOrganizationMember', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const kept = owned(caller.profile.id, params.organizationId);
        if (!kept) return response.untyped(notFound());
        const body = (await request.json().catch(() => null)) as { email?: string } | null;
        const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (!email.includes('@')) return response.untyped(bad('Give an e-mail address.'));
        if (kept.members.has(email)) {
          return response.untyped(
            errorReply(409, 'already_member', `${email} is already a member of ${kept.organization.name}.`),
          );
        }
        const open = [...kept.invitations.values()].find((each) => each.email === email && each.status === 'pending');
        const expiresAt = new Date(context.now() + invitationDays * 24 * 60 * 60 * 1000).toISOString();
        const invitation = {
          invitationId: open?.invitationId ?? context.newUuid(),
          organizationId: params.organizationId,
          email,
          invitedBy: caller.profile.id,
          createdAt: at(),
          expiresAt,
          status: 'pending' as const,
        };
        kept.invitations.set(invitation.invitationId, invitation);
        const { status: _status, ...reply } = invitation;
        return response(201).json(reply);
      }),
    ),
    revokeOrganizationInvitation: http.delete(
      '/api/organizations/{organizationId}/invitations/{invitationId}',
      withFailures(context, 'revokeOrganizationInvitation', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const kept = owned(caller.profile.id, params.organizationId);
        if (!kept) return response.untyped(notFound());
        const invitation = kept.invitations.get(params.invitationId);
        if (invitation?.status !== 'pending') return response.untyped(notFound('That invitation'));
        invitation.status = 'revoked';
        return response(204).empty();
      }),
    ),
    listMyOrganizationInvitations: http.get(
      '/api/organization-invitations',
      withFailures(context, 'listMyOrganizationInvitations', ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const invitations = [...context.organizations.values()].flatMap((kept) =>
          [...kept.invitations.values()]
            .filter(
              (each) =>
                each.email === caller.profile.id &&
                each.status === 'pending' &&
                Date.parse(each.expiresAt) > context.now(),
            )
            .map((each) => ({
              invitationId: each.invitationId,
              organizationId: each.organizationId,
              organizationName: kept.organization.name,
              accentColour: kept.organization.accentColour,
              invitedBy: each.invitedBy,
              invitedByName: nameOf(each.invitedBy),
              expiresAt: each.expiresAt,
            })),
        );
        return response(200).json({ invitations: invitations.reverse() });
      }),
    ),
    acceptOrganizationInvitation: http.post(
      '/api/organization-invitations/{invitationId}/accept',
      withFailures(context, 'acceptOrganizationInvitation', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const kept = [...context.organizations.values()].find((each) => each.invitations.has(params.invitationId));
        const invitation = kept?.invitations.get(params.invitationId);
        if (!kept || !invitation || invitation.email !== caller.profile.id || invitation.status === 'revoked') {
          return response.untyped(notFound('That invitation'));
        }
        if (invitation.status === 'pending') {
          if (Date.parse(invitation.expiresAt) <= context.now()) {
            return response.untyped(
              errorReply(
                410,
                'invitation_expired',
                'This invitation has expired. Ask the organization’s owner to invite you again.',
              ),
            );
          }
          invitation.status = 'accepted';
          if (!kept.members.has(caller.profile.id))
            kept.members.set(caller.profile.id, { role: 'member', joinedAt: at() });
        }
        const member = kept.members.get(caller.profile.id);
        if (!member) return response.untyped(notFound());
        return response(200).json(replyOf(kept, member.role));
      }),
    ),
    listOrganizationMembers: http.get(
      '/api/organizations/{organizationId}/members',
      withFailures(context, 'listOrganizationMembers', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const found = membership(caller.profile.id, params.organizationId);
        if (!found) return response.untyped(notFound());
        const members = [...found.kept.members.entries()]
          .sort(([, a], [, b]) => Number(b.role === 'owner') - Number(a.role === 'owner'))
          .map(([email, member]) => ({
            email,
            joinedAt: member.joinedAt,
            ...(found.role === 'owner' ? { role: member.role } : {}),
          }));
        return response(200).json({ members });
      }),
    ),
    removeOrganizationMember: http.delete(
      '/api/organizations/{organizationId}/members/{email}',
      withFailures(context, 'removeOrganizationMember', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const found = membership(caller.profile.id, params.organizationId);
        if (!found) return response.untyped(notFound());
        const target = decodeURIComponent(params.email).trim().toLowerCase();
        if (found.role === 'owner' && target === caller.profile.id) {
          return response.untyped(
            errorReply(409, 'owner_cannot_leave', 'The owner cannot leave or be removed from their own organization.'),
          );
        }
        if (found.role !== 'owner' && target !== caller.profile.id) return response.untyped(notFound('That member'));
        if (found.kept.members.get(target)?.role !== 'member') return response.untyped(notFound('That member'));
        found.kept.members.delete(target);
        return response(204).empty();
      }),
    ),
  };
}
