/** What stands in a log line where a token was. */
export const redacted = '[redacted]';

/**
 * A request URL fit for logs: the session token in `/api/otp/validate/{token}` and any `token`
 * query parameter are replaced (issue 5: logs never contain a token).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  path = path.replace(/^(\/api\/otp\/validate\/)[^/]*/i, `$1${redacted}`);
  if (!query) return path;
  const parts = query.split('&').map((part) => {
    const name = part.split('=')[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replaceAll('+', ' '));
    } catch {
      // A malformed name is logged as it came.
    }
    return decoded.toLowerCase() === 'token' ? `${name}=${redacted}` : part;
  });
  return `${path}?${parts.join('&')}`;
}
