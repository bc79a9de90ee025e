// Checked by `tsc --noEmit` (the typecheck task): every @ts-expect-error below must be an error,
// so a client that stopped rejecting a wrong path, body or parameter fails the build.
import { expectTypeOf } from 'vitest';
import { createApiClient } from './create-api-client.ts';
import type { Profile, RequestStatus, RunAccepted, Task } from './generated/entities.ts';

const client = createApiClient({ baseUrl: 'http://localhost:3002' });

export async function typedMethods() {
  expectTypeOf(await client.listTasks()).toEqualTypeOf<Task[]>();
  expectTypeOf(await client.getProfile()).toEqualTypeOf<Profile>();
  expectTypeOf(await client.getRequestResults('r-1')).toEqualTypeOf<RequestStatus>();
  expectTypeOf(
    await client.executeTask({ taskId: 't', parameters: {}, character: { name: 'EMPTY', content: '' } }),
  ).toEqualTypeOf<RunAccepted>();
  expectTypeOf(await client.getAsset('a-1')).toEqualTypeOf<Blob>();
  expectTypeOf(await client.getAssetText('a-1')).toEqualTypeOf<string>();

  // @ts-expect-error a misspelt body field
  await client.requestOtp({ emial: 'ada@example.com' });
  // @ts-expect-error a body field of the wrong type
  await client.saveFeedback('a-1', { rating: 'sideways' });
  // @ts-expect-error execute without the required character
  await client.executeTask({ taskId: 't', parameters: {} });
  // @ts-expect-error a query flag of the wrong type
  await client.modifyPaymentMethod({ default: 'yes', subscription: false });
}

export async function typedRawClient() {
  // @ts-expect-error a path the contract does not have
  await client.raw.GET('/api/tasks/everything');
  // @ts-expect-error a method the path does not have
  await client.raw.DELETE('/api/otp/profile');
  // @ts-expect-error a missing path parameter
  await client.raw.GET('/api/request/results/{requestId}', { params: { path: {} } });
  // @ts-expect-error a wrongly named query parameter
  await client.raw.GET('/api/payment/session-status', { params: { query: { session_id: 'cs_1' } } });
  // @ts-expect-error a body of the wrong shape
  await client.raw.POST('/api/otp/verify', { body: { email: 'ada@example.com', otp: 123456 } });

  const { data } = await client.raw.GET('/api/payment/payment-info');
  expectTypeOf(data?.owed_balance).toEqualTypeOf<number | undefined>();
}
