import { z } from 'zod';

// The contract's limits on a key (ApiKeyCreate): a name of 1-80 characters; a public key runs one
// task from 1-10 browser origins (scheme, host and port only), and spends 1-100000 credits a day.
const maxOrigins = 10;
const maxDailyCap = 100_000;

/** A public key's daily spending cap as typed: a whole number of credits. */
const dailyCreditCap = z
  .string()
  .trim()
  .regex(/^\d+$/, 'Write the daily cap as a whole number of credits, such as 100.')
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, 'A daily cap of at least 1 credit, or the key could run nothing.')
      .max(maxDailyCap, `A daily cap can be at most ${maxDailyCap} credits.`),
  );

const name = z
  .string()
  .trim()
  .min(1, 'Give the key a name, such as where it is used.')
  .max(80, 'A name can have at most 80 characters.');

/** An origin as a visitor types it ("https://www.example.com/", "http://localhost:8080"), or why not. */
export function readOrigin(typed: string): { origin: string } | { error: string } {
  const refused = { error: `"${typed}" is not a site address: write it as https://www.example.com, with no path.` };
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return refused;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refused;
  // A trailing slash is how browsers show a site; anything after it is a page, not an origin.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return refused;
  return { origin: url.origin };
}

/** The origins typed one per line (or separated by commas), each checked, without repeats. */
const origins = z.string().transform((typed, context) => {
  const lines = typed
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) {
    context.addIssue({ code: 'custom', message: 'List at least one site the widget runs on.' });
    return z.NEVER;
  }
  const read: string[] = [];
  for (const line of lines) {
    const origin = readOrigin(line);
    if ('error' in origin) {
      context.addIssue({ code: 'custom', message: origin.error });
      return z.NEVER;
    }
    if (!read.includes(origin.origin)) read.push(origin.origin);
  }
  if (read.length > maxOrigins) {
    context.addIssue({ code: 'custom', message: `A key can have at most ${maxOrigins} sites.` });
    return z.NEVER;
  }
  return read;
});

/** A secret key's form. */
export const secretKeyFields = z.object({ intent: z.literal('create'), name });

/** A public key's form. */
export const publicKeyFields = z.object({
  intent: z.literal('create-public'),
  name,
  taskId: z.string().min(1, 'Choose the task the widget runs.').max(128),
  origins,
  dailyCreditCap,
});

/** A public key's cap form. */
export const dailyCapFields = z.object({
  intent: z.literal('set-cap'),
  keyId: z.string().min(1).max(64),
  dailyCreditCap,
});

/** A revoke button's form. */
export const revokeFields = z.object({ intent: z.literal('revoke'), keyId: z.string().min(1).max(64) });

/** Which field of a public key's form a message belongs to. */
export type PublicKeyField = 'name' | 'taskId' | 'origins' | 'dailyCreditCap';

/** The field of a public key's form that failed first, and its message. */
export function firstPublicKeyIssue(error: z.ZodError): { field: PublicKeyField; message: string } {
  const issue = error.issues[0];
  const path = issue?.path[0];
  const field: PublicKeyField = path === 'taskId' || path === 'origins' || path === 'dailyCreditCap' ? path : 'name';
  return { field, message: issue?.message ?? 'Check the form.' };
}
