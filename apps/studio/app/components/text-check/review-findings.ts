import type { TextCheck, TextCheckDismissalInput } from '@taskwell/api-sdk';

/** Dismisses a finding of a text result's check, or counts it again; each gives back the check. */
export interface ReviewFindings {
  dismiss: (assetId: string, input: TextCheckDismissalInput) => Promise<TextCheck>;
  restore: (assetId: string, place: { start: number; end: number }) => Promise<TextCheck>;
}

/** The API's message of a refused call, or a sentence that says to try again. */
async function checkOf(reply: Response): Promise<TextCheck> {
  if (reply.ok) return (await reply.json()) as TextCheck;
  const body = (await reply.json().catch(() => undefined)) as { message?: unknown } | undefined;
  throw new Error(
    reply.status < 500 && typeof body?.message === 'string'
      ? body.message
      : 'The check could not be changed right now. Please try again in a moment.',
  );
}

/** dismissTextCheckFinding and restoreTextCheckFinding through the studio's `/api/*` proxy. */
export const reviewFindingsThroughProxy: ReviewFindings = {
  dismiss: async (assetId, input) =>
    checkOf(
      await fetch(`/api/asset/check/${encodeURIComponent(assetId)}/dismissals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      }),
    ),
  restore: async (assetId, { start, end }) =>
    checkOf(
      await fetch(`/api/asset/check/${encodeURIComponent(assetId)}/dismissals?start=${start}&end=${end}`, {
        method: 'DELETE',
      }),
    ),
};
