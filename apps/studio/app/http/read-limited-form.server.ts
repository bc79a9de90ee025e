// Issue 39: `request.formData()` reads a whole body into memory, however large, before anything
// has looked at it. The actions that take files read their form through here instead, after the
// session was checked: a body that says it is too large is refused unread, and one that turns out
// too large is refused as soon as it passes the limit.

/** What reading a form within a limit gave. */
export type LimitedForm =
  | { ok: true; form: FormData }
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'unreadable' };

/**
 * Reads the form of a request of at most `limitBytes`: refused at once when its declared
 * `Content-Length` is over the limit, else read chunk by chunk and refused the moment it passes it.
 * A body that is not a form (or breaks off) is `unreadable`.
 */
export async function readLimitedForm(request: Request, limitBytes: number): Promise<LimitedForm> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limitBytes) return { ok: false, reason: 'too-large' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  try {
    for (;;) {
      const read = await reader?.read();
      if (!read || read.done) break;
      size += read.value.byteLength;
      if (size > limitBytes) {
        await reader?.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(read.value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    const body = new Response(whole, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    return { ok: true, form: await body.formData() };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** Room for a multipart body's boundaries, part headers and small fields around its file. */
export const formOverheadBytes = 64 * 1024;
