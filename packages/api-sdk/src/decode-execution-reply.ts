import { MalformedReplyError } from './errors.ts';
import type { RequestStatus, RunAccepted } from './generated/entities.ts';
import type { OperationId } from './generated/operation-table.ts';
import { validateRequestStatus, validateRunAccepted } from './generated/reply-validators.ts';

interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}

function decode<T>(operationId: OperationId, body: unknown, validate: GeneratedValidator): T {
  if (typeof body !== 'string') {
    throw new MalformedReplyError(operationId, 'the reply has no "body" string');
  }
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    throw new MalformedReplyError(operationId, '"body" is not a JSON document');
  }
  if (!validate(document)) {
    const [first] = validate.errors ?? [];
    const where = first?.instancePath ? `"body"${first.instancePath}` : '"body"';
    throw new MalformedReplyError(operationId, `${where} ${first?.message ?? 'is not valid'}`);
  }
  return document as T;
}

/** Reads the `RunAccepted` document inside an `executeTask` or `resumeRequest` reply. */
export function decodeRunAccepted(operationId: OperationId, reply: { body?: unknown } | undefined): RunAccepted {
  return decode<RunAccepted>(operationId, reply?.body, validateRunAccepted as GeneratedValidator);
}

/** Reads the `RequestStatus` document inside a `getRequestResults` reply (or an `executeTask` reply with `wait`). */
export function decodeRequestStatus(operationId: OperationId, reply: { body?: unknown } | undefined): RequestStatus {
  return decode<RequestStatus>(operationId, reply?.body, validateRequestStatus as GeneratedValidator);
}
