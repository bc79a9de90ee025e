/**
 * Where to go after signing in: a path of this site, or '/' (spec §2: after login the user goes
 * to /). Anything that could leave the site (`//host`, `/\host`, a scheme) becomes '/'.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const url = new URL(value, 'http://studio.invalid');
    if (url.origin !== 'http://studio.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
