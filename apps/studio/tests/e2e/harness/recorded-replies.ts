import { expect, type Page, type Request, type Response } from '@playwright/test';

/** One reply a page received, with its whole body as text. */
export interface RecordedReply {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/** What {@link recordReplies} gives back. */
export interface ReplyRecorder {
  /**
   * Every reply the page received since the recording began, each body read to its end (an event
   * stream's as far as it came). A body that could not be read fails it.
   */
  replies: () => Promise<RecordedReply[]>;
  /**
   * Waits until no request of the page is under way and every body is read: a document load then
   * loses no reply of the page it leaves (Chromium drops the bodies of a document navigated away from).
   */
  quiet: () => Promise<void>;
}

/** A redirect and a reply without content have no body to read. */
const bodiless = (response: Response) =>
  (response.status() >= 300 && response.status() < 400) || response.status() === 204;

const isEventStream = (contentType: string) => contentType.toLowerCase().startsWith('text/event-stream');

/** The name of the page's function that hands each piece of an event stream to the recorder. */
const streamed = 'taskwellRecordStreamed';

/**
 * Records the body of every reply `page` receives from now on: documents, loader data, the API's
 * calls through the studio's proxy, scripts, and event streams. Chromium keeps no body of an event
 * stream its reader stopped (the run view stops once the run has ended), so the page's `fetch` is
 * watched too: an event stream's body is split in two, the page reads one half as before and the
 * other is handed, piece by piece as it arrives, to the recorder.
 */
export async function recordReplies(page: Page): Promise<ReplyRecorder> {
  const reading: Promise<RecordedReply | string>[] = [];
  // The event streams, by the page's number of each (its document's and its own).
  const streams = new Map<string, RecordedReply>();
  const underWay = new Set<Request>();
  page.on('request', (request) => underWay.add(request));
  page.on('requestfinished', (request) => underWay.delete(request));
  page.on('requestfailed', (request) => underWay.delete(request));
  page.on('response', (response) => {
    if (bodiless(response) || isEventStream(response.headers()['content-type'] ?? '')) return;
    reading.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          status: response.status(),
          contentType: response.headers()['content-type'] ?? '',
          body: body.toString('utf8'),
        }),
        // Chromium drops a body once the page moved on (a prefetch the page left behind): the same
        // GET is asked again with the page's cookies, so its body is read all the same.
        async (error: Error) => {
          const unread = `${response.url()} (${response.status()}): ${error.message}`;
          if (response.request().method() !== 'GET') return unread;
          try {
            const again = await page.request.get(response.url());
            return {
              url: response.url(),
              status: again.status(),
              contentType: again.headers()['content-type'] ?? '',
              body: (await again.body()).toString('utf8'),
            };
          } catch {
            return unread;
          }
        },
      ),
    );
  });
  await page.exposeFunction(streamed, (id: string, url: string, status: number, text: string) => {
    const reply = streams.get(id) ?? { url, status, contentType: 'text/event-stream', body: '' };
    reply.body += text;
    streams.set(id, reply);
  });
  await page.addInitScript((name) => {
    const hand = (window as unknown as Record<string, (...args: unknown[]) => Promise<void>>)[name];
    const own = window.fetch.bind(window);
    const documentId = Math.random().toString(36).slice(2);
    let count = 0;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await own(...args);
      if (!response.headers.get('content-type')?.toLowerCase().startsWith('text/event-stream') || !response.body) {
        return response;
      }
      const [forPage, forRecorder] = response.body.tee();
      const id = `${documentId}-${count++}`;
      const reader = forRecorder.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          await hand?.(id, response.url, response.status, decoder.decode(value, { stream: true }));
        }
      })().catch(() => undefined);
      return new Response(forPage, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  }, streamed);
  return {
    async replies() {
      const read = await Promise.all(reading);
      const unread = read.filter((entry): entry is string => typeof entry === 'string');
      if (unread.length > 0) throw new Error(`replies whose body could not be read:\n${unread.join('\n')}`);
      return [...(read as RecordedReply[]), ...streams.values()];
    },
    async quiet() {
      await expect
        .poll(() => [...underWay].map((request) => request.url()), { timeout: 30_000, message: 'requests under way' })
        .toEqual([]);
      await Promise.all(reading);
    },
  };
}
