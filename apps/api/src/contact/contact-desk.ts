import { randomUUID } from 'node:crypto';
import type { ContactMessage as ContactMessageBody } from '@taskwell/api-sdk';
import { checkContactMessage } from '@taskwell/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/open-database.ts';
import { contactMessages, rateLimits } from '../db/schema.ts';
import { DomainError, invalid, rateLimited } from '../errors/domain-error.ts';
import type { ContactMailer } from './contact-mailer.ts';
import type { ContactSettings } from './contact-settings.ts';

/** What the contact desk works with. */
export interface ContactDeskOptions {
  /** The query builder. */
  db: Database;
  /** Mails each stored message to the company's address. */
  mailer: ContactMailer;
  /** How many messages a visitor may send per window. */
  messagesPerVisitor: ContactSettings['messagesPerVisitor'];
  /** The server's clock in milliseconds. */
  now: () => number;
  /** Where dropped and undelivered messages are noted. */
  log: FastifyBaseLogger;
}

function windowInWords(seconds: number): string {
  if (seconds === 60) return 'a minute';
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

function waitInWords(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/**
 * Receives the public site's contact messages (issue 20): checks them with the form's own rules,
 * limits each visitor on the shared counters of the rate-limit table (so the limit holds across
 * API processes), stores each message and mails it to the company's address.
 */
export class ContactDesk {
  private readonly limiter: RateLimiterDrizzle;

  constructor(private readonly options: ContactDeskOptions) {
    this.limiter = new RateLimiterDrizzle({
      storeClient: options.db,
      schema: rateLimits,
      keyPrefix: 'contact-visitor',
      points: options.messagesPerVisitor.points,
      duration: options.messagesPerVisitor.seconds,
      // The server sweeps expired counters itself (RateLimits.sweepExpired covers the whole table).
      clearExpiredByTimeout: false,
    });
  }

  /**
   * Takes one message from a visitor. A filled honeypot (`website`) is a program's: it counts
   * toward the visitor's limit and is answered as if sent, but is neither stored nor mailed.
   * Otherwise the fields are checked (400 with a detail per field), the visitor's limit is taken
   * (429), the message is stored, then mailed; a mail the mail server did not take leaves the
   * message stored, gives the visitor's try back and answers 503.
   */
  async receive(body: ContactMessageBody, visitor: string): Promise<void> {
    const { db, mailer, now, log } = this.options;
    if (body.website && body.website.trim() !== '') {
      await this.consume(visitor);
      log.info('contact message dropped: the hidden field was filled');
      return;
    }
    const check = checkContactMessage(body);
    if (!check.ok) {
      throw invalid('invalid_contact_message', check.problems.map((problem) => problem.message).join(' '), {
        details: check.problems.map((problem) => ({ path: `/body/${problem.field}`, message: problem.message })),
      });
    }
    await this.consume(visitor);
    const stored = { id: randomUUID(), ...check.message, createdAt: new Date(now()) };
    await db.insert(contactMessages).values(stored);
    try {
      await mailer.send({ ...stored, receivedAt: stored.createdAt });
    } catch (error) {
      await this.limiter.reward(visitor, 1);
      log.error({ err: error, contactMessage: stored.id }, 'contact mail could not be sent; the message is stored');
      throw new DomainError(
        'unavailable',
        'mail_unavailable',
        'Your message could not be sent right now. Please try again in a moment.',
        { cause: error },
      );
    }
    await db
      .update(contactMessages)
      .set({ mailedAt: new Date(now()) })
      .where(eq(contactMessages.id, stored.id));
  }

  private async consume(visitor: string): Promise<void> {
    const { points, seconds } = this.options.messagesPerVisitor;
    try {
      await this.limiter.consume(visitor);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw rateLimited(
        error.msBeforeNext,
        `Too many messages in a short time: at most ${points} in ${windowInWords(seconds)}. ` +
          `Please try again in ${waitInWords(error.msBeforeNext)}.`,
      );
    }
  }
}
