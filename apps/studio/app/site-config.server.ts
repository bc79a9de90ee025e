/** The public site's address (`MARKETING_URL`), for the link back from the studio. */
export const marketingUrl: string = readAbsoluteUrl(
  'MARKETING_URL',
  process.env.MARKETING_URL ?? 'http://localhost:3000',
);

function readAbsoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href;
}
