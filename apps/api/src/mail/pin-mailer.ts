import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** Sends the sign-in PIN. */
export interface PinMailer {
  /** Sends one PIN to one address; rejects when the mail could not be handed over. */
  sendPin(to: string, pin: string, validMinutes: number): Promise<void>;
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

/** Sends PIN mails over SMTP (`SMTP_URL`, such as `smtp://user:pass@mail.example.com:587`). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): PinMailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async sendPin(to, pin, validMinutes) {
      await transport.sendMail({ from: options.from, to, ...pinMailText(pin, validMinutes) });
    },
    close: () => transport.close(),
  };
}

/** Development without SMTP: the PIN mail goes to the server's log instead (never in production). */
export function createLogMailer(logger: FastifyBaseLogger, from: string): PinMailer {
  return {
    async sendPin(to, pin, validMinutes) {
      logger.info({ mail: { from, to, ...pinMailText(pin, validMinutes) } }, 'PIN mail (no SMTP_URL set)');
    },
    close: () => undefined,
  };
}
