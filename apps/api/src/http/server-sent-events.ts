import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { isDependencyOutage, outageSummary } from '../errors/dependency-outage.ts';
import { outageRetryAfterSeconds } from './error-reply.ts';

/** One server-sent event. */
export interface ServerSentEvent {
  /** The event's name (`event:`). */
  event: string;
  /** The event's id (`id:`), which a client sends back as `Last-Event-ID`. */
  id: string;
  /** The event's data, on one line (JSON has no raw line breaks). */
  data: string;
}

/** A stream being sent; `end()` ends it from outside (the server is closing, its database went away). */
export interface SentStream {
  /**
   * Ends the stream now (safe to call more than once); with `retryMs`, first tells the client
   * (the event stream's `retry:` field) to open it again after that long.
   */
  end(retryMs?: number): void;
}

/** The WHATWG event-stream lines of one event. */
export function formatEvent(event: ServerSentEvent): string {
  return `event: ${event.event}\nid: ${event.id}\ndata: ${event.data}\n\n`;
}

/**
 * Answers with a `text/event-stream` of `events`: each event is written as it comes, a comment
 * line goes out at once (so the client has the headers before the first change) and then every
 * `heartbeatMs` (so idle connections stay open through proxies). The stream ends when `events`
 * ends, after `maxDurationMs` (a client opens it again from its last event id), when the client
 * goes away, or by `end()`; `onEnd` is then called once, and must stop `events`.
 *
 * Not compressed, not cached, and marked for proxies not to buffer (`X-Accel-Buffering`), so
 * that each event reaches the client when it is written.
 */
export function sendServerSentEvents(
  reply: FastifyReply,
  options: {
    events: AsyncIterable<ServerSentEvent>;
    heartbeatMs: number;
    maxDurationMs: number;
    onEnd: () => void;
  },
): SentStream {
  reply
    .status(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no');
  if (reply.request.method === 'HEAD') {
    // The headers only: a stream nobody reads would hold its place until it timed out.
    options.onEnd();
    reply.send();
    return { end: () => undefined };
  }
  const body = new PassThrough();
  let ended = false;
  const end = (retryMs?: number) => {
    if (ended) return;
    if (retryMs !== undefined) body.write(`retry: ${Math.max(0, Math.round(retryMs))}\n\n`);
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(deadline);
    options.onEnd();
    body.end();
  };
  const write = (text: string) => {
    if (!ended) body.write(text);
  };
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), options.heartbeatMs);
  const deadline = setTimeout(() => end(), options.maxDurationMs);
  // Fastify destroys the body when the connection closes before it ended: the client went away.
  body.once('close', () => end());
  reply.send(body);
  write(': open\n\n');
  (async () => {
    let retryMs: number | undefined;
    try {
      for await (const event of options.events) {
        if (ended) break;
        write(formatEvent(event));
      }
    } catch (error) {
      // The client reconnects from its last event, or falls back to polling; when the database
      // is away it is told to wait as long as a 503 would tell it (issue 42).
      if (isDependencyOutage(error)) {
        retryMs = outageRetryAfterSeconds * 1000;
        reply.log.warn({ outage: outageSummary(error) }, 'a run event stream lost its database');
      } else {
        reply.log.warn({ err: error }, 'a run event stream failed');
      }
    } finally {
      end(retryMs);
    }
  })();
  return { end };
}
