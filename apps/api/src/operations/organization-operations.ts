import { logoMaxBytes, uploadMaxBytes } from '@taskwell/domain';
import type { FastifyRequest } from 'fastify';
import { payloadTooLarge } from '../assets/asset-storage.ts';
import { requireSession } from '../auth/authenticate.ts';
import { DomainError, invalid } from '../errors/domain-error.ts';
import type { OperationHandlers } from '../http/operation-handler.ts';
import type { LogoFile } from '../organizations/organization-replies.ts';
import type { ServerContext } from '../server-context.ts';

/** Room for the multipart framing around the file. */
const multipartOverhead = 64 * 1024;

const organizationIdOf = (request: { params: { organizationId: string } }) => request.params.organizationId;
const invitationIdOf = (request: { params: { invitationId: string } }) => request.params.invitationId;

/**
 * The logo's one `file` part. Its bytes are kept up to one past the logo's limit and the rest is
 * only counted, so that a file over the limit is refused with the rule's message (422), not cut.
 */
async function readLogo(request: FastifyRequest): Promise<LogoFile> {
  if (!request.isMultipart()) {
    throw new DomainError('unsupported_type', 'unsupported_media_type', 'Send the logo as multipart/form-data.');
  }
  if (Number(request.headers['content-length'] ?? 0) > uploadMaxBytes + multipartOverhead) {
    throw payloadTooLarge(uploadMaxBytes);
  }
  let logo: LogoFile | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file' || part.fieldname !== 'file' || logo) {
      if (part.type === 'file') part.file.resume();
      throw invalid('invalid_multipart', `Unexpected part "${part.fieldname}": send one "file".`);
    }
    const kept: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (size <= logoMaxBytes) kept.push(chunk);
      size += chunk.length;
    }
    logo = { name: part.filename, type: part.mimetype, size, bytes: Buffer.concat(kept) };
  }
  if (!logo) throw invalid('invalid_multipart', 'A "file" part is required.');
  return logo;
}

/** Organizations (issue 26): see organizations/organization-directory.ts. */
export function organizationOperations(context: ServerContext) {
  const { organizations } = context;
  return {
    async listMyOrganizations(request) {
      return { organizations: await organizations.listMine(requireSession(request).email) };
    },

    async createOrganization(request, reply) {
      const made = await organizations.create(requireSession(request).email, request.body);
      reply.status(201);
      return made;
    },

    async getOrganization(request) {
      return organizations.get(requireSession(request).email, organizationIdOf(request));
    },

    async updateOrganization(request) {
      return organizations.update(requireSession(request).email, organizationIdOf(request), request.body);
    },

    async uploadOrganizationLogo(request) {
      const email = requireSession(request).email;
      const id = organizationIdOf(request);
      // Not a byte is read for someone who does not own the organization.
      await organizations.requireOwner(email, id);
      return organizations.setLogo(email, id, await readLogo(request));
    },

    async getOrganizationLogo(request, reply) {
      const logo = await organizations.logo(requireSession(request).email, organizationIdOf(request));
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes);
    },

    async inviteOrganizationMember(request, reply) {
      const { email } = request.body;
      const invitation = await organizations.invite(requireSession(request).email, organizationIdOf(request), email);
      reply.status(201);
      return invitation;
    },

    async listOrganizationInvitations(request) {
      return { invitations: await organizations.invitations(requireSession(request).email, organizationIdOf(request)) };
    },

    async revokeOrganizationInvitation(request, reply) {
      await organizations.revoke(requireSession(request).email, organizationIdOf(request), invitationIdOf(request));
      return reply.status(204).send();
    },

    async listMyOrganizationInvitations(request) {
      return { invitations: await organizations.received(requireSession(request).email) };
    },

    async acceptOrganizationInvitation(request) {
      return organizations.accept(requireSession(request).email, invitationIdOf(request));
    },

    async listOrganizationMembers(request) {
      return { members: await organizations.members(requireSession(request).email, organizationIdOf(request)) };
    },

    async removeOrganizationMember(request, reply) {
      const { email } = request.params;
      await organizations.remove(requireSession(request).email, organizationIdOf(request), email);
      return reply.status(204).send();
    },
  } satisfies Partial<OperationHandlers>;
}
