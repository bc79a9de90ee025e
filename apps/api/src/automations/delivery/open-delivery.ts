import { join } from 'node:path';
import { siteAddresses } from '@taskwell/domain';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import nodemailer from 'nodemailer';
import { createGuardedFetch, type GuardedFetch, type OutboundPolicy } from '../../ai/outbound-guard.ts';
import { assetTokenType } from '../../auth/session-tokens.ts';
import { deriveSigningKeys, loadSecret } from '../../auth/signing-keys.ts';
import type { Database } from '../../db/open-database.ts';
import { assets } from '../../db/schema.ts';
import { deliveryLinkSeconds, type LinkedFile } from './delivery-rules.ts';
import type { DeliveryPorts } from './delivery-sender.ts';

/** Where an automation's mails and webhooks go out from (the server's own settings). */
export interface DeliverySettings {
  dataDir: string;
  /** `SMTP_URL`; without it the mails are written to the log. */
  smtpUrl?: string | undefined;
  /** `MAIL_FROM`. */
  mailFrom?: string | undefined;
  /** `SESSION_SIGNING_KEY`, whose asset key signs the files' links (default the data folder's key). */
  sessionSigningKey?: string | undefined;
  sessionIssuer?: string | undefined;
  sessionAudience?: string | undefined;
  studioUrl?: string | undefined;
  /** The API's address the files' links start with (`API_URL`). */
  apiUrl?: string | undefined;
  /** Which addresses outbound webhooks may reach (`AI_PRIVATE_ALLOW_LOOPBACK`, as private AI services). */
  policy: OutboundPolicy;
}

/** The mail, link and fetch ports of deliveries, and what closes them. */
export type DeliveryOutbound = Omit<DeliveryPorts, 'db' | 'now' | 'runDetail'> & { close(): Promise<void> };

/** Largest reply read from a webhook receiver (its body is not used). */
const replyLimitBytes = 64 * 1024;

export function openDeliveryOutbound(options: {
  db: Database;
  now: () => Date;
  settings: DeliverySettings;
  log: { info: (object: object, message: string) => void };
}): DeliveryOutbound {
  const { settings, db } = options;
  const addresses = siteAddresses({ env: process.env });
  const apiUrl = (settings.apiUrl ?? addresses.apiUrl).replace(/\/+$/, '');
  const from = settings.mailFrom ?? 'Taskwell <automations@taskwell.dev>';
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  const keys = deriveSigningKeys(
    loadSecret({ secret: settings.sessionSigningKey, keyFile: join(settings.dataDir, 'session-signing-key') }),
  );
  const guarded: GuardedFetch = createGuardedFetch(settings.policy, { maxResponseBytes: replyLimitBytes });
  return {
    studioUrl: settings.studioUrl ?? addresses.studioUrl,
    async sendMail(to, mail) {
      if (transport) {
        await transport.sendMail({ from, to, subject: mail.subject, text: mail.text });
        return;
      }
      options.log.info({ to, subject: mail.subject }, 'automation mail (no SMTP_URL set)');
    },
    async fileLink(assetId, ownerEmail): Promise<LinkedFile | undefined> {
      const [asset] = await db
        .select({ fileName: assets.fileName })
        .from(assets)
        .where(and(eq(assets.id, assetId), eq(assets.ownerEmail, ownerEmail)));
      if (!asset) return undefined;
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      const expiresAt = issuedAt + deliveryLinkSeconds;
      // The same token an asset's URL carries (session-tokens.ts), for a week rather than minutes.
      const token = await new SignJWT({ own: ownerEmail })
        .setProtectedHeader({ alg: 'HS256', typ: assetTokenType })
        .setIssuer(settings.sessionIssuer ?? 'taskwell-api')
        .setAudience(`${settings.sessionAudience ?? 'taskwell'}:asset`)
        .setSubject(assetId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(keys.asset);
      return {
        name: '',
        fileName: asset.fileName,
        url: `${apiUrl}/api/asset/get/${encodeURIComponent(assetId)}?token=${token}`,
        expiresAt: new Date(expiresAt * 1000),
      };
    },
    fetch: (url, init) => guarded.fetch(url, init),
    async close() {
      transport?.close();
      await guarded.close();
    },
  };
}
