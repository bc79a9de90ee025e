/**
 * A clock the studio's e2e test moves (decision 146): the time it was set to, going on from there
 * as real time does, or real time when it was never set or set back. The e2e host gives it to the
 * payout schedule, so that a test reaches the first of a month without waiting for it.
 */
export class MovableClock {
  private offsetMs = 0;

  constructor(private readonly real: () => number = () => Date.now()) {}

  /** The clock's time in ms. */
  readonly now = (): number => this.real() + this.offsetMs;

  /** Makes the time `at` (ms) now and going on; `null` goes back to real time. */
  moveTo(at: number | null): void {
    this.offsetMs = at === null ? 0 : at - this.real();
  }
}
