// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readLimitedForm } from './read-limited-form.server.ts';

/** A body of `chunks` chunks of `size` bytes, counting how many the reader pulled. */
function countedBody(chunks: number, size: number) {
  let pulled = 0;
  // No chunk is made before the reader asks for one.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    get pulled() {
      return pulled;
    },
  };
}

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request('http://studio.test/knowledge', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readLimitedForm', () => {
  it('given a declared length over the limit should refuse it without reading a byte', async () => {
    const body = countedBody(100, 1024);
    const request = post(body.stream, {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '102400',
    });
    expect(await readLimitedForm(request, 10_000)).toEqual({ ok: false, reason: 'too-large' });
    expect(body.pulled).toBe(0);
  });

  it('given no declared length and a body past the limit should stop reading once it passes', async () => {
    const body = countedBody(1000, 1024);
    const request = post(body.stream, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await readLimitedForm(request, 10 * 1024)).toEqual({ ok: false, reason: 'too-large' });
    // The limit is 10 chunks: a chunk or two more may be in flight, never the rest.
    expect(body.pulled).toBeLessThan(15);
  });

  it.each([
    { given: 'a form of fields', body: 'intent=paste&title=Notes', type: 'application/x-www-form-urlencoded' },
    {
      given: 'a multipart form with a file',
      body: '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\npaste\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.md"\r\nContent-Type: text/markdown\r\n\r\n# A\r\n--b--\r\n',
      type: 'multipart/form-data; boundary=b',
    },
  ])('given $given within the limit should give its fields', async ({ body, type }) => {
    const read = await readLimitedForm(post(body, { 'content-type': type }), 10_000);
    expect(read.ok && read.form.get('intent')).toBe('paste');
  });

  it('given a body that is no form should say it is unreadable', async () => {
    const read = await readLimitedForm(post('{"intent":"paste"}', { 'content-type': 'application/json' }), 10_000);
    expect(read).toEqual({ ok: false, reason: 'unreadable' });
  });
});
