import {
  findPlan,
  type OutputFormat,
  outputFormatDetails,
  outputFormatPlanMessage,
  outputFormats,
  outputFormatsOfPlan,
} from '@taskwell/domain';
import { HttpResponse } from 'msw';
import { errorReply, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '');

/**
 * A text result as a document (issue 40), as the server answers it: the plan's formats only
 * (403 naming the plan that has one), results of the caller's own runs only (404). The mock
 * writes Markdown, HTML and plain text for real; DOCX and PDF are placeholders with their
 * type and name (the server's writers are tested against real readers).
 */
export function resultDocumentHandlers(context: MockContext) {
  const notFound = () => errorReply(404, 'not_found', 'That result was not found.');
  return {
    downloadRunResult: http.get(
      '/api/runs/{requestId}/results/{assetId}/document',
      withFailures(context, 'downloadRunResult', async ({ request, params, query, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const run = context.runs.get(params.requestId);
        if (!run || run.owner !== caller.profile.id) return response.untyped(notFound());
        const result = run.results.find((entry) => entry.parameter.value.some((item) => item.data === params.assetId));
        const asset = context.assets.get(params.assetId);
        if (!result || !asset?.contentType.startsWith('text/')) return response.untyped(notFound());
        const asked = query.get('format') ?? 'markdown';
        if (!outputFormats.includes(asked as OutputFormat)) {
          return response.untyped(errorReply(400, 'invalid_request', 'That format is not one of the formats.'));
        }
        const format = asked as OutputFormat;
        if (!outputFormatsOfPlan(caller.profile.plan).includes(format)) {
          const message = outputFormatPlanMessage({ plan: caller.profile.plan, format });
          return response.untyped(errorReply(403, 'plan_required', message));
        }
        const markdown = new TextDecoder().decode(asset.bytes);
        const title = result.parameter.name;
        const details = outputFormatDetails[format];
        const body =
          format === 'markdown' || format === 'txt'
            ? markdown
            : format === 'html'
              ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><pre>${escapeHtml(markdown)}</pre></body></html>`
              : `${format.toUpperCase()} placeholder of "${title}" (plan ${findPlan(caller.profile.plan)?.name ?? 'Free'})`;
        const name =
          title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || 'result';
        return response.untyped(
          new HttpResponse(body, {
            status: 200,
            headers: {
              'Content-Type': details.contentType,
              'Content-Disposition': `attachment; filename="${name}.${details.extension}"`,
            },
          }),
        );
      }),
    ),
  };
}
