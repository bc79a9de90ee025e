// Shared by server and browser code: how the studio tells that the service is busy (issue 42).
import { ApiError } from '@taskwell/api-sdk';

export { serviceBusyMessage } from '@taskwell/domain';

/** The body of the 503 a loader or an action answers when the API was busy. */
export interface ServiceBusyBody {
  /** Always true: the API answered 503 (its database or file storage is down for a moment). */
  serviceBusy: true;
  /** How long the API asked to wait, in seconds, when it said. */
  retryAfterSeconds?: number | undefined;
}

/** Whether an API call failed because a part of the service is down for a moment (a 503). */
export function isServiceBusy(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 503;
}

/** Whether a loader's or an action's reply says that the service was busy. */
export function isServiceBusyBody(value: unknown): value is ServiceBusyBody {
  return typeof value === 'object' && value !== null && (value as Partial<ServiceBusyBody>).serviceBusy === true;
}
