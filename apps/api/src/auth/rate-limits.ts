import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/open-database.ts';
import { rateLimits } from '../db/schema.ts';
import { rateLimited } from '../errors/domain-error.ts';

/** The limits of issue 5 (OWASP ASVS 2.2.1, NIST 800-63B 5.2.2), and of keys (issue 19). */
export interface RateLimitSettings {
  /** PIN mails per address per 60 s. */
  mailsPerAddress: { points: number; seconds: number };
  /** OTP requests per client IP per 5 minutes. */
  otpRequestsPerIp: { points: number; seconds: number };
  /** Failed PIN verifications per account per hour. */
  failedVerificationsPerAccount: { points: number; seconds: number };
  /** Requests per API key (decision 065). */
  requestsPerApiKey: { points: number; seconds: number };
  /** Requests per visitor (client address) of one public key (decision 065). */
  requestsPerPublicKeyVisitor: { points: number; seconds: number };
  /** Inbound webhook calls per automation (issue 46). */
  webhookCallsPerAutomation: { points: number; seconds: number };
}

/** Issue 5's numbers. */
export const defaultRateLimits: RateLimitSettings = {
  mailsPerAddress: { points: 1, seconds: 60 },
  otpRequestsPerIp: { points: 30, seconds: 300 },
  failedVerificationsPerAccount: { points: 100, seconds: 3600 },
  requestsPerApiKey: { points: 100, seconds: 60 },
  requestsPerPublicKeyVisitor: { points: 60, seconds: 600 },
  webhookCallsPerAutomation: { points: 60, seconds: 60 },
};

/**
 * Rate limiters on rate-limiter-flexible's Drizzle store: counters live in the database (atomic
 * INSERT ... ON CONFLICT DO UPDATE), so the limits hold across API processes sharing PostgreSQL.
 */
export class RateLimits {
  private readonly mails: RateLimiterDrizzle;
  private readonly ips: RateLimiterDrizzle;
  private readonly failures: RateLimiterDrizzle;
  private readonly failureLimit: number;
  private readonly apiKeys: RateLimiterDrizzle;
  private readonly publicKeyVisitors: RateLimiterDrizzle;
  private readonly automationHooks: RateLimiterDrizzle;

  constructor(
    private readonly db: Database,
    settings: RateLimitSettings,
  ) {
    const make = (keyPrefix: string, limit: { points: number; seconds: number }) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix,
        points: limit.points,
        duration: limit.seconds,
        // The server sweeps expired counters itself (sweepExpired), on a timer it stops at close.
        clearExpiredByTimeout: false,
      });
    this.mails = make('otp-mail', settings.mailsPerAddress);
    this.ips = make('otp-ip', settings.otpRequestsPerIp);
    this.failures = make('verify-fail', settings.failedVerificationsPerAccount);
    this.failureLimit = settings.failedVerificationsPerAccount.points;
    this.apiKeys = make('api-key', settings.requestsPerApiKey);
    this.publicKeyVisitors = make('public-key', settings.requestsPerPublicKeyVisitor);
    this.automationHooks = make('automation-hook', settings.webhookCallsPerAutomation);
  }

  /** Counts an inbound webhook call to an automation; 429 beyond its limit. */
  async consumeAutomationHook(automationId: string): Promise<void> {
    await consumeOr429(
      this.automationHooks,
      automationId,
      'Too many calls to this webhook. Please wait and try again.',
    );
  }

  /** Counts a request carrying an API key; 429 beyond the key's limit. */
  async consumeApiKey(keyId: string): Promise<void> {
    await consumeOr429(this.apiKeys, keyId, 'Too many requests with this API key. Please wait and try again.');
  }

  /** Counts a request of one visitor (client address) with a public key; 429 beyond the limit. */
  async consumePublicKeyVisit(keyId: string, visitor: string): Promise<void> {
    await consumeOr429(
      this.publicKeyVisitors,
      `${keyId}:${visitor}`,
      'Too many questions from this address for now. Please wait and try again.',
    );
  }

  /** Counts an OTP request from an IP; 429 beyond the limit. */
  async consumeOtpRequest(ip: string): Promise<void> {
    await consumeOr429(this.ips, ip, 'Too many PIN requests from this address. Please wait and try again.');
  }

  /** Counts a PIN mail to an address; 429 when one was sent within the window. */
  async consumeMail(email: string): Promise<void> {
    await consumeOr429(
      this.mails,
      email,
      'A PIN was sent to this address a moment ago. Please wait before asking again.',
    );
  }

  /** Gives back a mail that could not be sent, so the user may ask again at once. */
  async refundMail(email: string): Promise<void> {
    await this.mails.delete(email);
  }

  /** 429 when the account has used up its failed verifications. */
  async assertVerificationAllowed(email: string): Promise<void> {
    const state = await this.failures.get(email);
    if (state && state.consumedPoints >= this.failureLimit) {
      throw rateLimited(state.msBeforeNext, 'Too many wrong PINs for this account. Please try again later.');
    }
  }

  /** Counts a failed verification of an account. */
  async recordFailedVerification(email: string): Promise<void> {
    await this.failures.consume(email).catch((error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error;
    });
  }

  /** Deletes counters whose window ended more than an hour ago. */
  async sweepExpired(now: Date): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)));
  }
}

async function consumeOr429(limiter: RateLimiterDrizzle, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext, message);
    throw error;
  }
}
