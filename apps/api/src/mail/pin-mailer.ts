import { formatDateTime } from '@taskwell/domain';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** An invitation into an organization, as its mail tells it (issue 26). */
export interface InvitationMail {
  /** The invitation's id: the invitee accepts it by this id, signed in as the invited address. */
  invitationId: string;
  /** The organization's name. */
  organizationName: string;
  /** Who invited them, as people know them (their name, or their address when they have none). */
  invitedBy: string;
  /** When the invitation lapses. */
  expiresAt: Date;
  /** The studio's page that accepts it: `<STUDIO_URL>/organization/invitations/<invitationId>`. */
  acceptUrl: string;
}

/** Sends the sign-in PIN, and the invitations into an organization. */
export interface PinMailer {
  /** Sends one PIN to one address; rejects when the mail could not be handed over. */
  sendPin(to: string, pin: string, validMinutes: number): Promise<void>;
  /** Sends one invitation to one address; rejects when the mail could not be handed over. */
  sendInvitation(to: string, invitation: InvitationMail): Promise<void>;
  /** Releases connections. */
  close(): void;
}

/** The text of the PIN mail. */
export function pinMailText(pin: string, validMinutes: number): { subject: string; text: string } {
  return {
    subject: `Your Taskwell PIN: ${pin}`,
    text: [
      `Your Taskwell sign-in PIN is ${pin}.`,
      '',
      `It works once, for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    ].join('\n'),
  };
}

/** The text of the invitation mail: the invitee signs in with the usual PIN and accepts it in the studio. */
export function invitationMailText(invitation: InvitationMail): { subject: string; text: string } {
  return {
    subject: `You are invited to ${invitation.organizationName} on Taskwell`,
    text: [
      `${invitation.invitedBy} invites you to join ${invitation.organizationName} on Taskwell.`,
      '',
      'To accept, open this link and sign in to My Studio with this e-mail address',
      '(a PIN is sent to it):',
      invitation.acceptUrl,
      '',
      `The invitation stays open until ${formatDateTime(invitation.expiresAt, { timeZone: 'UTC' })}.`,
      '',
      `Invitation: ${invitation.invitationId}`,
      '',
      'If you do not know the sender, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/** Sends PIN mails over SMTP (`SMTP_URL`, such as `smtp://user:pass@mail.example.com:587`). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): PinMailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async sendPin(to, pin, validMinutes) {
      await transport.sendMail({ from: options.from, to, ...pinMailText(pin, validMinutes) });
    },
    async sendInvitation(to, invitation) {
      await transport.sendMail({ from: options.from, to, ...invitationMailText(invitation) });
    },
    close: () => transport.close(),
  };
}

/**
 * The PIN mail as printed without SMTP: a few short lines, set apart by blank lines, that a person
 * finds at a glance among the JSON log lines (issue 25: it was one long JSON line, the PIN inside).
 */
export function pinMailBlock(mail: { to: string; pin: string; validMinutes: number }): string {
  return [
    '',
    '+-- PIN mail (no SMTP_URL set) ---------------------------',
    `|  To:   ${mail.to}`,
    `|  PIN:  ${mail.pin}   (works once, for ${mail.validMinutes} minutes)`,
    '+---------------------------------------------------------',
    '',
    '',
  ].join('\n');
}

/**
 * Development without SMTP (never in production): the PIN mail is printed where the log goes, as
 * {@link pinMailBlock}; the log itself notes that one went out, without the PIN.
 */
export function createLogMailer(
  logger: FastifyBaseLogger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): PinMailer {
  return {
    async sendPin(to, pin, validMinutes) {
      logger.info({ to }, 'PIN mail printed below (no SMTP_URL set)');
      print(pinMailBlock({ to, pin, validMinutes }));
    },
    async sendInvitation(to, invitation) {
      logger.info({ to, invitationId: invitation.invitationId }, 'Invitation mail printed below (no SMTP_URL set)');
      print(`\n${invitationMailText(invitation).text}\n\n`);
    },
    close: () => undefined,
  };
}
