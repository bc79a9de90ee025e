import type {
  Organization,
  OrganizationInvitation,
  OrganizationMember,
  OrganizationRole,
  OrganizationUpdate,
  ReceivedInvitation,
} from '@taskwell/api-sdk';
import { type CandidateFile, checkUpload, logoUploadRule, planRank } from '@taskwell/domain';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { newRowId } from '../db/row-ids.ts';
import { accounts, organizationInvitations, organizationMembers, organizations } from '../db/schema.ts';
import { conflict, DomainError, notFound } from '../errors/domain-error.ts';
import type { PinMailer } from '../mail/pin-mailer.ts';
import { invitationOf, type LogoFile, replyOf } from './organization-replies.ts';
import { personName } from './person-name.ts';

/** spec §6: "enterprise adds a branded private marketplace"; ranks at least the Enterprise plan's may. */
const enterpriseRank = planRank('enterprise');

/** How long an invitation may be accepted. */
export const invitationValidityMs = 7 * 24 * 60 * 60 * 1000;

/** The refusal of an account below the Enterprise plan. */
export const enterprisePlanMessage = 'Organizations come with the Enterprise plan. Upgrade to Enterprise to make one.';

type OrganizationRow = typeof organizations.$inferSelect;

/** Any organization the caller is not a member of: the same 404 whether or not it exists. */
const noSuchOrganization = () => notFound('That organization');

/** An address as the server keeps it (sessions are by lower-case address too). */
const addressOf = (email: string) => email.trim().toLowerCase();

/**
 * Organizations (issue 26): an Enterprise account makes one, brands it (name, accent colour,
 * logo), invites members by e-mail and removes them. Anyone who is not a member is told an
 * organization does not exist, whatever the id; the owner-only operations answer a member alike.
 */
export class OrganizationDirectory {
  constructor(
    private readonly options: {
      db: Database;
      mailer: PinMailer;
      now: () => number;
      /** The studio's address: the invitation mail links to its accept page. */
      studioUrl: string;
    },
  ) {}

  private get db(): Database {
    return this.options.db;
  }

  /** The organization and the caller's role in it; 404 for anyone who is not a member. */
  private async membership(email: string, id: string): Promise<{ row: OrganizationRow; role: OrganizationRole }> {
    const [found] = await this.db
      .select({ row: organizations, role: organizationMembers.role })
      .from(organizations)
      .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
      .where(and(eq(organizations.id, id), eq(organizationMembers.email, addressOf(email))))
      .limit(1);
    if (!found) throw noSuchOrganization();
    return found;
  }

  /** The organization when the caller owns it; 404 for a member and for anyone else alike. */
  private async owned(email: string, id: string): Promise<OrganizationRow> {
    const { row, role } = await this.membership(email, id);
    if (role !== 'owner') throw noSuchOrganization();
    return row;
  }

  /** Makes an organization whose owner is the caller: Enterprise plan only, one per account. */
  async create(email: string, input: { name: string; accentColour: string }): Promise<Organization> {
    const owner = addressOf(email);
    const [account] = await this.db
      .select({ plan: accounts.plan })
      .from(accounts)
      .where(eq(accounts.email, owner))
      .limit(1);
    if (planRank(account?.plan) < enterpriseRank) {
      throw new DomainError('plan_required', 'plan_required', enterprisePlanMessage);
    }
    const name = input.name.trim();
    if (!name) throw new DomainError('invalid', 'invalid_request', 'Give the organization a name.');
    const at = new Date(this.options.now());
    const alreadyOwns = () =>
      conflict('organization_exists', 'You already own an organization: an account owns one organization at most.');
    const row = await this.db.transaction(async (tx) => {
      // The unique index on created_by decides between two creates at once: the second makes nothing.
      const [made] = await tx
        .insert(organizations)
        .values({
          id: newRowId(),
          name,
          accentColour: input.accentColour.toLowerCase(),
          createdBy: owner,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!made) throw alreadyOwns();
      const [joined] = await tx
        .insert(organizationMembers)
        .values({ organizationId: made.id, email: owner, role: 'owner', joinedAt: at })
        .onConflictDoNothing()
        .returning();
      if (!joined) throw alreadyOwns();
      return made;
    });
    return replyOf(row, 'owner');
  }

  /** The caller's organizations with their role, by name. */
  async listMine(email: string): Promise<Organization[]> {
    const rows = await this.db
      .select({ row: organizations, role: organizationMembers.role })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.email, addressOf(email)))
      .orderBy(asc(organizations.name), asc(organizations.id));
    return rows.map(({ row, role }) => replyOf(row, role));
  }

  async get(email: string, id: string): Promise<Organization> {
    const { row, role } = await this.membership(email, id);
    return replyOf(row, role);
  }

  /** Changes the name or the accent colour (owner only). */
  async update(email: string, id: string, change: OrganizationUpdate): Promise<Organization> {
    await this.owned(email, id);
    const name = change.name?.trim();
    if (change.name !== undefined && !name) {
      throw new DomainError('invalid', 'invalid_request', 'Give the organization a name.');
    }
    const [row] = await this.db
      .update(organizations)
      .set({
        ...(name ? { name } : {}),
        ...(change.accentColour ? { accentColour: change.accentColour.toLowerCase() } : {}),
        updatedAt: new Date(this.options.now()),
      })
      .where(eq(organizations.id, id))
      .returning();
    if (!row) throw noSuchOrganization();
    return replyOf(row, 'owner');
  }

  /** Refuses the caller unless they own the organization (before an upload is read). */
  async requireOwner(email: string, id: string): Promise<void> {
    await this.owned(email, id);
  }

  /**
   * Replaces the logo (owner only). The logo rule of `@taskwell/domain` decides by the content:
   * a file that breaks it is refused with 422 and the rule's messages, and nothing changes.
   */
  async setLogo(email: string, id: string, file: LogoFile): Promise<Organization> {
    await this.owned(email, id);
    const candidate: CandidateFile = { name: file.name, type: file.type, size: file.size, head: file.bytes };
    const check = checkUpload([candidate], logoUploadRule);
    if (!check.ok) {
      throw new DomainError('invalid_parameters', 'invalid_logo', check.errors.join('. '), {
        details: check.errors.map((message) => ({ path: '/body/file', message })),
      });
    }
    const at = new Date(this.options.now());
    const [row] = await this.db
      .update(organizations)
      .set({
        logo: file.bytes,
        logoContentType: check.contentType,
        logoSize: file.bytes.length,
        logoUpdatedAt: at,
        updatedAt: at,
      })
      .where(eq(organizations.id, id))
      .returning();
    if (!row) throw noSuchOrganization();
    return replyOf(row, 'owner');
  }

  /** The logo's bytes and type, for members; 404 without a logo. */
  async logo(email: string, id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const { row } = await this.membership(email, id);
    if (!row.logo || !row.logoContentType) throw notFound('That logo');
    return { bytes: row.logo, contentType: row.logoContentType };
  }

  /**
   * Invites an address (owner only) and mails it. Inviting an address again renews its open
   * invitation (same id, new expiry) and mails it again; a member already is a conflict.
   */
  async invite(email: string, id: string, invitee: string): Promise<OrganizationInvitation> {
    const organization = await this.owned(email, id);
    const address = addressOf(invitee);
    const [member] = await this.db
      .select({ email: organizationMembers.email })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.email, address)))
      .limit(1);
    if (member) throw conflict('already_member', `${address} is already a member of ${organization.name}.`);
    const at = new Date(this.options.now());
    const expiresAt = new Date(at.getTime() + invitationValidityMs);
    const [row] = await this.db
      .insert(organizationInvitations)
      .values({
        id: newRowId(),
        organizationId: id,
        email: address,
        invitedBy: addressOf(email),
        createdAt: at,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: [organizationInvitations.organizationId, organizationInvitations.email],
        targetWhere: sql`${organizationInvitations.acceptedAt} IS NULL AND ${organizationInvitations.revokedAt} IS NULL`,
        set: { invitedBy: addressOf(email), createdAt: at, expiresAt },
      })
      .returning();
    if (!row) throw noSuchOrganization();
    const [inviter] = await this.db
      .select({ firstName: accounts.firstName, lastName: accounts.lastName })
      .from(accounts)
      .where(eq(accounts.email, row.invitedBy))
      .limit(1);
    await this.options.mailer.sendInvitation(address, {
      invitationId: row.id,
      organizationName: organization.name,
      // Issue 39: named as people know them, not by their address.
      invitedBy: personName(inviter, row.invitedBy),
      expiresAt,
      acceptUrl: `${this.options.studioUrl.replace(/\/+$/, '')}/organization/invitations/${encodeURIComponent(row.id)}`,
    });
    return invitationOf(row);
  }

  /** The pending invitations (owner only): not accepted, not revoked, not expired; newest first. */
  async invitations(email: string, id: string): Promise<OrganizationInvitation[]> {
    await this.owned(email, id);
    const rows = await this.db
      .select()
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.organizationId, id),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
          gt(organizationInvitations.expiresAt, new Date(this.options.now())),
        ),
      )
      .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
    return rows.map((row) => invitationOf(row));
  }

  /** Revokes a pending invitation (owner only); 404 when it is not pending. */
  async revoke(email: string, id: string, invitationId: string): Promise<void> {
    await this.owned(email, id);
    const [row] = await this.db
      .update(organizationInvitations)
      .set({ revokedAt: new Date(this.options.now()) })
      .where(
        and(
          eq(organizationInvitations.id, invitationId),
          eq(organizationInvitations.organizationId, id),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
        ),
      )
      .returning({ id: organizationInvitations.id });
    if (!row) throw notFound('That invitation');
  }

  /** The pending invitations addressed to the caller, newest first, with who invites them where. */
  async received(email: string): Promise<ReceivedInvitation[]> {
    const rows = await this.db
      .select({
        invitation: organizationInvitations,
        name: organizations.name,
        accentColour: organizations.accentColour,
        inviter: { firstName: accounts.firstName, lastName: accounts.lastName },
      })
      .from(organizationInvitations)
      .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
      .leftJoin(accounts, eq(accounts.email, organizationInvitations.invitedBy))
      .where(
        and(
          eq(organizationInvitations.email, addressOf(email)),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
          gt(organizationInvitations.expiresAt, new Date(this.options.now())),
        ),
      )
      .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
    return rows.map(({ invitation, name, accentColour, inviter }) => ({
      invitationId: invitation.id,
      organizationId: invitation.organizationId,
      organizationName: name,
      accentColour,
      invitedBy: invitation.invitedBy,
      invitedByName: personName(inviter ?? undefined, invitation.invitedBy),
      expiresAt: invitation.expiresAt.toISOString(),
    }));
  }

  /**
   * Accepts an invitation as the invited address: the caller becomes a member. Anyone else, and
   * a revoked invitation, is told it does not exist; an expired one is gone.
   */
  async accept(email: string, invitationId: string): Promise<Organization> {
    const address = addressOf(email);
    const [invitation] = await this.db
      .select()
      .from(organizationInvitations)
      .where(and(eq(organizationInvitations.id, invitationId), eq(organizationInvitations.email, address)))
      .limit(1);
    if (!invitation || invitation.revokedAt) throw notFound('That invitation');
    // Accepted before: the caller is a member still (the same reply again), or was removed since.
    if (invitation.acceptedAt) return this.get(address, invitation.organizationId);
    const at = new Date(this.options.now());
    if (invitation.expiresAt.getTime() <= at.getTime()) {
      throw new DomainError(
        'gone',
        'invitation_expired',
        'This invitation has expired. Ask the organization’s owner to invite you again.',
      );
    }
    const accepted = await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(organizationInvitations)
        .set({ acceptedAt: at })
        .where(
          and(
            eq(organizationInvitations.id, invitationId),
            isNull(organizationInvitations.acceptedAt),
            isNull(organizationInvitations.revokedAt),
          ),
        )
        .returning({ organizationId: organizationInvitations.organizationId });
      if (!taken) return false;
      await tx
        .insert(organizationMembers)
        .values({ organizationId: taken.organizationId, email: address, role: 'member', joinedAt: at })
        .onConflictDoNothing();
      return true;
    });
    if (!accepted) throw notFound('That invitation');
    return this.get(address, invitation.organizationId);
  }

  /** The members (any member sees them; only the owner sees roles), the owner first. */
  async members(email: string, id: string): Promise<OrganizationMember[]> {
    const { role } = await this.membership(email, id);
    const rows = await this.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, id))
      .orderBy(
        desc(sql`${organizationMembers.role} = 'owner'`),
        asc(organizationMembers.joinedAt),
        asc(organizationMembers.email),
      );
    return rows.map((row) => ({
      email: row.email,
      joinedAt: row.joinedAt.toISOString(),
      ...(role === 'owner' ? { role: row.role } : {}),
    }));
  }

  /**
   * Removes a member: the owner removes anyone but themselves (an organization always has its
   * owner); a member removes only themselves, which is leaving. Anything else is not found.
   */
  async remove(email: string, id: string, memberEmail: string): Promise<void> {
    const caller = addressOf(email);
    const target = addressOf(memberEmail);
    const { role } = await this.membership(caller, id);
    if (role === 'owner' && target === caller) {
      throw conflict('owner_cannot_leave', 'The owner cannot leave or be removed from their own organization.');
    }
    if (role !== 'owner' && target !== caller) throw notFound('That member');
    const [removed] = await this.db
      .delete(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, id),
          eq(organizationMembers.email, target),
          eq(organizationMembers.role, 'member'),
        ),
      )
      .returning({ email: organizationMembers.email });
    if (!removed) throw notFound('That member');
  }
}
