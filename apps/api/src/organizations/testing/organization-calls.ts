import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { accounts } from '../../db/schema.ts';
import { boundary, multipartBody } from '../../testing/multipart.ts';

/** A real image of the given format and size in pixels, for logo uploads. */
export async function imageFile(format: 'png' | 'jpeg' | 'webp', pixels = 8): Promise<Buffer> {
  return sharp({ create: { width: pixels, height: pixels, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
}

/** The logo upload's body: one `file` part. */
export function logoBody(data: Buffer | string, options: { filename?: string; type?: string } = {}): Buffer {
  return multipartBody([
    { name: 'file', filename: options.filename ?? 'logo.png', type: options.type ?? 'image/png', data },
  ]);
}

/** The headers of a logo upload. */
export const logoHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': `multipart/form-data; boundary=${boundary}`,
});

/** Gives an account a plan (Enterprise makes organizations). */
export async function setPlan(app: FastifyInstance, email: string, plan: string): Promise<void> {
  await app.taskwell.db.update(accounts).set({ plan }).where(eq(accounts.email, email));
}

/** The calls of the organization operations, as one signed-in account makes them. */
export function organizationCalls(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    create: (body: { name: string; accentColour: string }) => call('POST', '/api/organizations', body),
    listMine: () => call('GET', '/api/organizations'),
    get: (id: string) => call('GET', `/api/organizations/${id}`),
    update: (id: string, body: Record<string, unknown>) => call('PATCH', `/api/organizations/${id}`, body),
    uploadLogo: (id: string, body: Buffer) =>
      app.inject({ method: 'PUT', url: `/api/organizations/${id}/logo`, headers: logoHeaders(token), payload: body }),
    logo: (id: string) => call('GET', `/api/organizations/${id}/logo`),
    invite: (id: string, email: string) => call('POST', `/api/organizations/${id}/invitations`, { email }),
    invitations: (id: string) => call('GET', `/api/organizations/${id}/invitations`),
    revoke: (id: string, invitationId: string) =>
      call('DELETE', `/api/organizations/${id}/invitations/${invitationId}`),
    received: () => call('GET', '/api/organization-invitations'),
    accept: (invitationId: string) => call('POST', `/api/organization-invitations/${invitationId}/accept`),
    members: (id: string) => call('GET', `/api/organizations/${id}/members`),
    remove: (id: string, email: string) =>
      call('DELETE', `/api/organizations/${id}/members/${encodeURIComponent(email)}`),
  };
}
