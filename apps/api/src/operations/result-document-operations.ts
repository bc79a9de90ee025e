import { type OutputFormat, outputFormatPlanMessage, outputFormatsOfPlan } from '@taskwell/domain';
import { eq } from 'drizzle-orm';
import { requireSession } from '../auth/authenticate.ts';
import { accounts } from '../db/schema.ts';
import { writeResultDocument } from '../documents/result-document.ts';
import { DomainError, notFound } from '../errors/domain-error.ts';
import { contentDisposition } from '../http/asset-file-reply.ts';
import { operationGroup } from '../http/operation-handler.ts';
import type { ServerContext } from '../server-context.ts';

/** The longest text a document is written of (a result's text is far shorter; this bounds the work). */
const maxDocumentCharacters = 2_000_000;

/** Output formats (issue 40): a text result of the caller's run as a document of a format their plan has. */
export function resultDocumentOperations(context: ServerContext) {
  const { runtime, assets, db } = context;
  return operationGroup({
    async downloadRunResult(request, reply) {
      const email = requireSession(request).email;
      const { requestId, assetId } = request.params;
      const format = (request.query.format ?? 'markdown') as OutputFormat;
      const detail = await runtime.runDetail({ email, runId: requestId });
      const result = detail?.results.find((entry) => entry.parameter.value.some((item) => item.data === assetId));
      const asset = result ? await assets.findOwned(assetId, email) : undefined;
      if (!detail || !result || !asset || !assets.isText(asset)) throw notFound('That text result');
      const [account] = await db.select({ plan: accounts.plan }).from(accounts).where(eq(accounts.email, email));
      if (!outputFormatsOfPlan(account?.plan).includes(format)) {
        throw new DomainError(
          'plan_required',
          'plan_required',
          outputFormatPlanMessage({ plan: account?.plan, format }),
        );
      }
      const markdown = (await assets.read(asset)).toString('utf8').slice(0, maxDocumentCharacters);
      const document = await writeResultDocument({
        markdown,
        format,
        resultName: result.parameter.name,
        properties: { title: detail.taskName, created: new Date(detail.createdAt) },
      });
      reply
        .header('content-disposition', contentDisposition('attachment', document.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.type(document.contentType).send(document.bytes);
    },
  });
}
