import { customType } from 'drizzle-orm/pg-core';

/** Bytes in a row (PostgreSQL's bytea), read and written as Buffers by both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
