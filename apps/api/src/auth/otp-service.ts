import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { ensureAccount } from '../accounts/accounts.ts';
import type { Database } from '../db/open-database.ts';
import { otpPins } from '../db/schema.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { PinMailer } from '../mail/pin-mailer.ts';
import { generatePin, hashPin, pinHashesEqual } from './pin.ts';
import type { RateLimits } from './rate-limits.ts';
import type { SessionRecords } from './session-tokens.ts';

/** Issue 5: a PIN is valid for 10 minutes and burns after 5 wrong tries. */
export const pinValidityMinutes = 10;
export const maximumPinChecks = 5;

/** The one reply of a PIN request, the same for known and unknown addresses. */
export const otpRequestReply = 'If this address can receive e-mail, a one-time PIN is on its way.';

/** Options of the PIN sign-in. */
export interface OtpServiceOptions {
  db: Database;
  mailer: PinMailer;
  limits: RateLimits;
  sessions: SessionRecords;
  pinKey: Uint8Array;
  welcomeCredits: number;
  now: () => number;
}

/** Sign-up and login by e-mailed PIN (spec §4, §7). */
export class OtpService {
  constructor(private readonly options: OtpServiceOptions) {}

  /**
   * Sends a new PIN, replacing any previous one. Known and unknown addresses go through the same
   * steps (a first verification creates the account), so their replies cannot differ.
   */
  async request(email: string, ip: string): Promise<string> {
    const { db, mailer, limits, pinKey, now } = this.options;
    await limits.consumeOtpRequest(ip);
    await limits.consumeMail(email);
    const pin = generatePin();
    const at = now();
    const values = {
      pinHash: hashPin(pinKey, email, pin),
      attempts: 0,
      expiresAt: new Date(at + pinValidityMinutes * 60_000),
      createdAt: new Date(at),
    };
    await db
      .insert(otpPins)
      .values({ email, ...values })
      .onConflictDoUpdate({ target: otpPins.email, set: values });
    try {
      await mailer.sendPin(email, pin, pinValidityMinutes);
    } catch (error) {
      await limits.refundMail(email);
      throw new DomainError(
        'unavailable',
        'mail_unavailable',
        'The PIN could not be sent. Please try again in a moment.',
        {
          cause: error,
        },
      );
    }
    return otpRequestReply;
  }

  /**
   * Checks a PIN and opens a session. Each check first takes one of the PIN's 5 tries with a
   * conditional UPDATE ... RETURNING, so parallel guesses cannot get more than 5 checks; the PIN
   * is then compared in constant time, and a right PIN is consumed by a DELETE that only one
   * caller can win.
   */
  async verify(email: string, otp: string): Promise<string> {
    const { db, limits, pinKey, sessions, welcomeCredits, now } = this.options;
    await limits.assertVerificationAllowed(email);
    const offered = hashPin(pinKey, email, otp);
    const at = new Date(now());
    const [pin] = await db
      .update(otpPins)
      .set({ attempts: sql`${otpPins.attempts} + 1` })
      .where(and(eq(otpPins.email, email), lt(otpPins.attempts, maximumPinChecks), gt(otpPins.expiresAt, at)))
      .returning({ pinHash: otpPins.pinHash });
    const right = pin !== undefined && pinHashesEqual(offered, pin.pinHash);
    const consumed = right
      ? await db
          .delete(otpPins)
          .where(and(eq(otpPins.email, email), eq(otpPins.pinHash, pin.pinHash)))
          .returning({ email: otpPins.email })
      : [];
    if (consumed.length === 0) {
      await limits.recordFailedVerification(email);
      if (pin === undefined) throw await this.refusalWithoutCheck(email, at);
      throw new DomainError('unauthenticated', 'invalid_pin', 'Invalid Pin');
    }
    await ensureAccount(db, { email, welcomeCredits, now: at });
    const { token } = await sessions.issue(email);
    return token;
  }

  /**
   * Why a PIN could not even be checked (the contract's codes of verifyOtp): its 10 minutes are
   * over, or its 5 tries are used up, so the user has to ask for a new one. With no PIN waiting
   * (never asked for, or already used) it is a plain wrong PIN.
   */
  private async refusalWithoutCheck(email: string, at: Date): Promise<DomainError> {
    const [row] = await this.options.db
      .select({ attempts: otpPins.attempts, expiresAt: otpPins.expiresAt })
      .from(otpPins)
      .where(eq(otpPins.email, email));
    if (row && row.expiresAt <= at) {
      return new DomainError('unauthenticated', 'pin_expired', 'This PIN has expired. Please ask for a new one.');
    }
    if (row && row.attempts >= maximumPinChecks) {
      return new DomainError(
        'unauthenticated',
        'pin_attempts_exhausted',
        'This PIN took too many wrong tries. Please ask for a new one.',
      );
    }
    return new DomainError('unauthenticated', 'invalid_pin', 'Invalid Pin');
  }

  /** Deletes PINs that can no longer be used. */
  async sweepExpired(now: Date): Promise<void> {
    await this.options.db.delete(otpPins).where(lt(otpPins.expiresAt, now));
  }
}
