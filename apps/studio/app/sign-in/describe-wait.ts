/**
 * When a user may try again, in words ("in 45 seconds", "in 2 minutes", "in about 1 hour"), from
 * a `Retry-After` in seconds. Rounded up, so the time given is never too short.
 */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `in ${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
