import type { Feedback } from '@taskwell/api-sdk';
import { checkDeclaredUpload, uploadHeadBytes } from '@taskwell/domain';
import { HttpResponse } from 'msw';
import type { MockAsset } from '../fixtures/assets.ts';
import { isCheckedType, mockFindings, withDismissals } from '../fixtures/text-checks.ts';
import { errorReply, type MockAccount, type MockContext } from '../mock-context.ts';
import { http, withFailures } from './mock-http.ts';

/** The status of a refused upload: too large (413), empty (400), else a type the call does not take (415). */
function refusalStatus(errors: readonly string[], size: number): 400 | 413 | 415 {
  if (errors.some((error) => error.startsWith('File is larger'))) return 413;
  return size === 0 ? 400 : 415;
}

function readable(asset: MockAsset | undefined, account: MockAccount | undefined): asset is MockAsset {
  return asset !== undefined && (asset.owner === '*' || asset.owner === account?.profile.id);
}

/** Uploads, downloads, URL tokens and feedback. */
export function assetHandlers(context: MockContext) {
  /** The bearer session's account, or a live URL token bound to this asset. */
  const reader = (request: Request, assetId: string): { account?: MockAccount } | Response => {
    const token = new URL(request.url).searchParams.get('token');
    if (token && !context.bearerOf(request)) {
      const grant = context.assetTokens.get(token);
      if (!grant || grant.assetId !== assetId || grant.exp <= context.seconds()) {
        return errorReply(401, 'invalid_asset_token', 'This link has expired. Reload the page to get a new one.');
      }
      return {};
    }
    const caller = context.caller(request);
    return caller instanceof Response ? caller : { account: caller };
  };
  const notFound = () => errorReply(404, 'unknown_asset', 'That asset does not exist.');
  /** The mock check of a text asset, with the findings its owner dismissed marked. */
  const checkedFindings = (assetId: string, bytes: Uint8Array) =>
    withDismissals(mockFindings(new TextDecoder().decode(bytes)), context.textCheckDismissals.get(assetId));

  return {
    createAsset: http.post(
      '/api/asset/create',
      withFailures(context, 'createAsset', async ({ request, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const form = await request.formData().catch(() => null);
        const file = form?.get('file');
        const metadataPart = form?.get('metadata');
        if (!form || !(file instanceof Blob) || typeof metadataPart !== 'string') {
          return response.untyped(errorReply(400, 'invalid_upload', 'Send one file and its metadata.'));
        }
        let declared = '';
        try {
          declared = String((JSON.parse(metadataPart) as Record<string, unknown>)['Content-Type'] ?? '');
        } catch {
          return response.untyped(errorReply(400, 'invalid_upload', 'The metadata must be JSON.'));
        }
        const fileName = file instanceof File && file.name ? file.name : 'upload';
        // The rules of @taskwell/domain, as the server applies them: the declared type names the
        // rule, the content must be of its kind.
        const head = new Uint8Array(await file.slice(0, uploadHeadBytes).arrayBuffer());
        const check = checkDeclaredUpload({ name: fileName, type: declared, size: file.size, head });
        if (!check.ok) {
          const status = refusalStatus(check.errors, file.size);
          const code = status === 413 ? 'too_large' : status === 400 ? 'empty_file' : 'unsupported_type';
          return response.untyped(errorReply(status, code, check.errors.join('; ')));
        }
        const bytes = new Uint8Array(await file.arrayBuffer());
        const assetId = context.newId('asset');
        context.assets.set(assetId, {
          contentType: check.contentType,
          fileName,
          bytes,
          owner: caller.profile.id,
          createdAt: context.now(),
        });
        return response(200).json({ assetId, fileName });
      }),
    ),

    getAsset: http.get(
      '/api/asset/get/{assetId}',
      withFailures(context, 'getAsset', ({ request, params, query, response }) => {
        const who = reader(request, params.assetId);
        if (who instanceof Response) return response.untyped(who);
        const asset = context.assets.get(params.assetId);
        if (who.account ? !readable(asset, who.account) : !asset) return response.untyped(notFound());
        const { bytes, contentType, fileName } = asset as MockAsset;
        const headers: Record<string, string> = {
          'Content-Type': contentType,
          'Accept-Ranges': 'bytes',
          'X-Content-Type-Options': 'nosniff',
          'Content-Disposition': `${query.get('download') === 'true' ? 'attachment' : 'inline'}; filename="${fileName}"`,
        };
        const range = request.headers.get('range');
        if (!range) return response.untyped(new HttpResponse(bytes, { status: 200, headers }));
        const found = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
        const size = bytes.length;
        let start = found?.[1] ? Number(found[1]) : Number.NaN;
        let end = found?.[2] ? Number(found[2]) : size - 1;
        if (found && !found[1] && found[2]) {
          // A suffix range: the last N bytes.
          start = Math.max(size - Number(found[2]), 0);
          end = size - 1;
        }
        if (!found || Number.isNaN(start) || start >= size || end < start) {
          return response.untyped(errorReply(416, 'range_not_satisfiable', `The asset has ${size} bytes.`));
        }
        end = Math.min(end, size - 1);
        return response.untyped(
          new HttpResponse(bytes.slice(start, end + 1), {
            status: 206,
            headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` },
          }),
        );
      }),
    ),

    getAssetText: http.get(
      '/api/asset/text/{assetId}',
      withFailures(context, 'getAssetText', ({ request, params, response }) => {
        const who = reader(request, params.assetId);
        if (who instanceof Response) return response.untyped(who);
        const asset = context.assets.get(params.assetId);
        if ((who.account ? !readable(asset, who.account) : !asset) || !asset?.contentType.startsWith('text/')) {
          return response.untyped(notFound());
        }
        return response.untyped(
          new HttpResponse(new TextDecoder().decode(asset.bytes), {
            headers: { 'Content-Type': `${asset.contentType}; charset=utf-8`, 'X-Content-Type-Options': 'nosniff' },
          }),
        );
      }),
    ),

    createAssetToken: http.post(
      '/api/asset/token/{assetId}',
      withFailures(context, 'createAssetToken', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        if (!readable(context.assets.get(params.assetId), caller)) return response.untyped(notFound());
        const token = context.newId('at');
        const expiresAt = context.seconds() + 300;
        context.assetTokens.set(token, { assetId: params.assetId, exp: expiresAt });
        return response(200).json({ token, expiresAt });
      }),
    ),

    getTextCheck: http.get(
      '/api/asset/check/{assetId}',
      withFailures(context, 'getTextCheck', ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const asset = context.assets.get(params.assetId);
        if (!readable(asset, caller) || !isCheckedType(asset.contentType)) return response.untyped(notFound());
        return response(200).json({ status: 'checked', findings: checkedFindings(params.assetId, asset.bytes) });
      }),
    ),

    dismissTextCheckFinding: http.post(
      '/api/asset/check/{assetId}/dismissals',
      withFailures(context, 'dismissTextCheckFinding', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const asset = context.assets.get(params.assetId);
        if (!readable(asset, caller) || !isCheckedType(asset.contentType)) return response.untyped(notFound());
        const body = (await request.json().catch(() => null)) as {
          start?: unknown;
          end?: unknown;
          reason?: unknown;
        } | null;
        const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
        if (
          typeof body?.start !== 'number' ||
          typeof body.end !== 'number' ||
          reason.length < 3 ||
          reason.length > 300
        ) {
          return response.untyped(
            errorReply(400, 'invalid_request', 'Say where the finding is and why it is not one (3 to 300 characters).'),
          );
        }
        const place = `${body.start}-${body.end}`;
        const findings = mockFindings(new TextDecoder().decode(asset.bytes));
        if (!findings.some((finding) => `${finding.start}-${finding.end}` === place)) {
          return response.untyped(errorReply(404, 'not_found', 'There is no finding at that place.'));
        }
        const kept = context.textCheckDismissals.get(params.assetId) ?? new Map();
        kept.set(place, { reason, at: new Date(context.now()).toISOString() });
        context.textCheckDismissals.set(params.assetId, kept);
        return response(200).json({ status: 'checked', findings: checkedFindings(params.assetId, asset.bytes) });
      }),
    ),

    restoreTextCheckFinding: http.delete(
      '/api/asset/check/{assetId}/dismissals',
      withFailures(context, 'restoreTextCheckFinding', ({ request, params, query, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const asset = context.assets.get(params.assetId);
        if (!readable(asset, caller) || !isCheckedType(asset.contentType)) return response.untyped(notFound());
        context.textCheckDismissals.get(params.assetId)?.delete(`${query.get('start')}-${query.get('end')}`);
        return response(200).json({ status: 'checked', findings: checkedFindings(params.assetId, asset.bytes) });
      }),
    ),

    saveFeedback: http.post(
      '/api/asset/feedback/{assetId}',
      withFailures(context, 'saveFeedback', async ({ request, params, response }) => {
        const caller = context.caller(request);
        if (caller instanceof Response) return response.untyped(caller);
        const asset = context.assets.get(params.assetId);
        if (!readable(asset, caller)) return response.untyped(notFound());
        const body = (await request.json().catch(() => null)) as Feedback | null;
        const ratingOk = body?.rating === undefined || body.rating === 'up' || body.rating === 'down';
        const commentOk =
          body?.comment === undefined || (typeof body.comment === 'string' && body.comment.length <= 2000);
        if (!body || !ratingOk || !commentOk) {
          return response.untyped(
            errorReply(400, 'invalid_feedback', 'A rating is "up" or "down"; a comment has at most 2000 characters.'),
          );
        }
        let feedback = body.id ? context.feedback.get(body.id) : undefined;
        if (body.id && (!feedback || feedback.owner !== caller.profile.id || feedback.assetId !== params.assetId)) {
          return response.untyped(errorReply(404, 'unknown_feedback', 'That feedback does not exist.'));
        }
        if (feedback?.rating && feedback.comment) {
          return response.untyped(
            errorReply(409, 'feedback_final', 'This feedback is complete and can no longer change.'),
          );
        }
        feedback ??= { id: context.newId('fb'), assetId: params.assetId, owner: caller.profile.id };
        if (body.rating) feedback.rating = body.rating;
        if (body.comment !== undefined) feedback.comment = body.comment;
        context.feedback.set(feedback.id, feedback);
        return response(200).json({
          updatedAssetId: params.assetId,
          metadata: {
            'Content-Type': asset.contentType,
            feedback: { id: feedback.id, rating: feedback.rating ?? null, comment: feedback.comment ?? null },
          },
          feedbackId: feedback.id,
        });
      }),
    ),
  };
}
