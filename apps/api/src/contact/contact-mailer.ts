import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { mailboxesOf } from './contact-settings.ts';

/** A contact message as stored, ready to be mailed. */
export interface ContactMail {
  /** The stored message's id, for finding it again. */
  id: string;
  /** The visitor's address: the mail's reply address. */
  email: string;
  /** The visitor's name. */
  name: string;
  /** What they wrote. */
  message: string;
  /** When it arrived. */
  receivedAt: Date;
}

/** Mails contact messages to the company's address. */
export interface ContactMailer {
  /** Hands one message to the mail server; rejects when it could not. */
  send(mail: ContactMail): Promise<void>;
  /** Releases connections. */
  close(): void;
}

/** Who the mails are from and to. */
export interface ContactMailAddresses {
  /** The server's sender (`MAIL_FROM`); its mailbox sends the contact mails, under the form's name. */
  from: string;
  /** The company's address (`CONTACT_TO`). */
  to: string;
}

/** The header fields and text of a contact mail; replying to it answers the visitor. */
export function contactMailContent(mail: ContactMail, addresses: ContactMailAddresses) {
  // The sender's own mailbox, named for what the mail is: a reply goes to the visitor, not to it.
  const [mailbox] = mailboxesOf(addresses.from);
  return {
    from: mailbox ? { name: 'Taskwell contact form', address: mailbox } : addresses.from,
    to: addresses.to,
    replyTo: { name: mail.name, address: mail.email },
    subject: `Contact form: a message from ${mail.name}`,
    text: [
      `${mail.name} <${mail.email}> wrote through the contact form on ${mail.receivedAt.toISOString()}:`,
      '',
      mail.message,
      '',
      '--',
      `Reply to this e-mail to answer ${mail.name}. The site promises a reply within 24 hours.`,
      `Message ${mail.id}`,
    ].join('\n'),
  };
}

/** Mails contact messages over SMTP (`SMTP_URL`), the same server the PIN mails go through. */
export function createSmtpContactMailer(options: { smtpUrl: string } & ContactMailAddresses): ContactMailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail(contactMailContent(mail, options));
    },
    close: () => transport.close(),
  };
}

/** Development without SMTP: the contact mail goes to the server's log, as the PIN mails do. */
export function createLogContactMailer(logger: FastifyBaseLogger, addresses: ContactMailAddresses): ContactMailer {
  return {
    async send(mail) {
      logger.info({ mail: contactMailContent(mail, addresses) }, 'Contact mail (no SMTP_URL set)');
    },
    close: () => undefined,
  };
}
