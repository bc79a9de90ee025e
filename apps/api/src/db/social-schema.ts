import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './core-schema.ts';

// The professional social network link (spec §4 Social link, decision 070).

/**
 * A LinkedIn authorization in progress: the `state` the studio's popup carries, with the PKCE
 * code verifier and the OpenID Connect nonce, which never leave the server. One per account (a new
 * start replaces it); the code exchange deletes it, so a state or code is used once.
 */
export const socialAuthorizations = pgTable('social_authorizations', {
  accountEmail: text('account_email')
    .primaryKey()
    .references(() => accounts.email, { onDelete: 'cascade' }),
  state: text('state').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The account's LinkedIn link: the member, and the provider's tokens encrypted (never returned). */
export const socialLinks = pgTable('social_links', {
  accountEmail: text('account_email')
    .primaryKey()
    .references(() => accounts.email, { onDelete: 'cascade' }),
  /** The member's id at LinkedIn (the id token's `sub`). */
  memberId: text('member_id').notNull(),
  memberName: text('member_name').notNull(),
  /** The access and refresh tokens, each sealed with the server's token key (AES-256-GCM). */
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  scope: text('scope'),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true, mode: 'date' }),
  linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }).notNull(),
});
