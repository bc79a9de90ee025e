import { EventSourceParserStream } from 'eventsource-parser/stream';
import { MalformedReplyError } from './errors.ts';
import type { RequestStatus } from './generated/entities.ts';
import { validateRequestStatus } from './generated/reply-validators.ts';

/** One event of `streamRequestEvents`: the run's status after a change. */
export interface RequestEvent {
  /** The event's id; send it back as `lastEventId` when reconnecting. */
  id: string;
  /** The run's status document, as `getRequestResults` gives it. */
  status: RequestStatus;
}

interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}

const validate = validateRequestStatus as GeneratedValidator;

function readStatus(data: string): RequestStatus {
  let document: unknown;
  try {
    document = JSON.parse(data);
  } catch {
    throw new MalformedReplyError('streamRequestEvents', 'an event is not a JSON document');
  }
  if (!validate(document)) {
    const [first] = validate.errors ?? [];
    throw new MalformedReplyError(
      'streamRequestEvents',
      `an event's document${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`,
    );
  }
  return document as RequestStatus;
}

/** UTF-8 bytes to text, a character split across chunks included. */
function decodeText(): TransformStream<Uint8Array, string> {
  const decoder = new TextDecoder();
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(decoder.decode(chunk, { stream: true }));
    },
    flush(controller) {
      const rest = decoder.decode();
      if (rest) controller.enqueue(rest);
    },
  });
}

/**
 * Reads the `status` events of a run's event stream (the server-sent events of
 * `GET /api/request/events/{requestId}`), checking each document against the contract. Other
 * event names are skipped; comment lines never reach here.
 */
export async function* readRequestEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<RequestEvent> {
  const events = body.pipeThrough(decodeText()).pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) return;
      if ((value.event ?? 'message') !== 'status') continue;
      yield { id: value.id ?? '', status: readStatus(value.data) };
    }
  } finally {
    // Stops the download when the consumer leaves early (a closed run view).
    await reader.cancel().catch(() => undefined);
  }
}
