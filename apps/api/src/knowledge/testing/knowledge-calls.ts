import type { KnowledgeDocument } from '@taskwell/api-sdk';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { setPlan } from '../../organizations/testing/organization-calls.ts';
import { boundary, multipartBody } from '../../testing/multipart.ts';

/** A PDF whose pages hold the given lines of text (Helvetica, one line per entry). */
export async function pdfOf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 40, y: 800 - index * 16, size: 11, font });
    });
  }
  return Buffer.from(await pdf.save());
}

/** The upload's body: the `collectionId` and `file` parts. */
export function knowledgeUploadBody(
  collectionId: string,
  data: Buffer | string,
  options: { filename?: string; type?: string } = {},
): Buffer {
  return multipartBody([
    { name: 'collectionId', data: collectionId },
    { name: 'file', filename: options.filename ?? 'notes.txt', type: options.type ?? 'text/plain', data },
  ]);
}

/** The calls of the knowledge operations, as one signed-in account makes them. */
export function knowledgeCalls(app: FastifyInstance, token: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const calls = {
    allowance: () => call('GET', '/api/knowledge/allowance'),
    collections: () => call('GET', '/api/knowledge/collections'),
    createCollection: (name: string) => call('POST', '/api/knowledge/collections', { name }),
    updateCollection: (id: string, change: { name?: string; shared?: boolean }) =>
      call('PATCH', `/api/knowledge/collections/${id}`, change),
    deleteCollection: (id: string) => call('DELETE', `/api/knowledge/collections/${id}`),
    documents: (query = '') => call('GET', `/api/knowledge/documents${query}`),
    upload: (collectionId: string, data: Buffer | string, options: { filename?: string; type?: string } = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/knowledge/documents',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: knowledgeUploadBody(collectionId, data, options),
      }),
    paste: (collectionId: string, title: string, text: string) =>
      call('POST', '/api/knowledge/texts', { collectionId, title, text }),
    document: (id: string) => call('GET', `/api/knowledge/documents/${id}`),
    rename: (id: string, title: string) => call('PATCH', `/api/knowledge/documents/${id}`, { title }),
    deleteDocument: (id: string) => call('DELETE', `/api/knowledge/documents/${id}`),
    page: (id: string, page: number) => call('GET', `/api/knowledge/documents/${id}/pages/${page}`),
    search: (q: string, extra = '') => call('GET', `/api/knowledge/search?q=${encodeURIComponent(q)}${extra}`),
    /** Waits until the document's indexing ends (ready or failed), polling its state. */
    async settled(id: string, timeoutMs = 30_000): Promise<KnowledgeDocument> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const reply = await calls.document(id);
        const document = reply.json() as KnowledgeDocument;
        if (reply.statusCode !== 200) throw new Error(`document ${id}: ${reply.statusCode} ${reply.body}`);
        if (document.status === 'ready' || document.status === 'failed') return document;
        if (Date.now() > until) throw new Error(`document ${id} still ${document.status}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  return calls;
}

/**
 * Signs `email` in on `plan` (Creator by default: Ultra, the most a library holds and sharing), as
 * an account with a library of its own must be (Free has none; issue 43).
 */
export async function signInOnPlan(
  server: { app: FastifyInstance; signIn(email: string): Promise<string> },
  email: string,
  plan = 'Creator',
): Promise<string> {
  const token = await server.signIn(email);
  await setPlan(server.app, email, plan);
  return token;
}
