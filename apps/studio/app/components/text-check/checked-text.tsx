import type { TextCheck } from '@taskwell/api-sdk';
import { FindingsReview } from '@taskwell/ui/findings-review';
import { MarkdownView, type MarkdownViewProps } from '@taskwell/ui/markdown-view';
import { TextCheckBadge } from '@taskwell/ui/text-check';
import { useState } from 'react';
import type { ReviewFindings } from './review-findings.ts';
import { type LoadTextCheck, type ShownCheck, useTextCheck } from './use-text-check.ts';

/** The badge of a shown check (nothing when there is none to show). */
export function CheckBadge({ check }: { check: ShownCheck }) {
  if (check.state === 'none') return null;
  return check.state === 'checking' ? (
    <TextCheckBadge state="checking" />
  ) : (
    <TextCheckBadge state="checked" findings={check.findings.filter((finding) => !finding.dismissed).length} />
  );
}

export interface CheckedTextProps {
  /** The text result's asset. */
  assetId: string;
  /** Its check, when the item carries one. */
  check?: TextCheck | undefined;
  /** Reads the check when the item carries none made yet. */
  load?: LoadTextCheck | undefined;
  /** The text; ignored unless `status` is 'ready'. */
  markdown?: string | undefined;
  status?: 'loading' | 'ready' | 'error';
  /** A preview in a card (see MarkdownView). */
  compact?: boolean;
  /** Where the shown text starts in the item's text (an excerpt without its first characters). */
  offset?: number;
  /** Draws a same-site link (a citation) with the app's router (see MarkdownView). */
  internalLink?: MarkdownViewProps['internalLink'];
  /** Lets the result's owner dismiss a finding with a reason (and count it again). */
  review?: ReviewFindings | undefined;
}

/**
 * A text result with its inclusive-language check (issue 28): the badge above the text, and each
 * finding marked in the text with why and what to try. Every text result viewer shows it.
 */
export function CheckedText({
  assetId,
  check,
  load,
  markdown,
  status = 'ready',
  compact = false,
  offset = 0,
  internalLink,
  review,
}: CheckedTextProps) {
  const read = useTextCheck(assetId, check, load);
  // The check as the last dismissal or restoration gave it back, once there was one.
  const [changed, setChanged] = useState<{ assetId: string; check: TextCheck } | undefined>();
  const shown: ShownCheck =
    changed?.assetId === assetId ? { state: 'checked', findings: changed.check.findings } : read;
  const length = markdown?.length ?? 0;
  const findings =
    shown.state === 'checked'
      ? shown.findings
          // A dismissed finding is not marked in the text; the review lists it.
          .filter((finding) => !finding.dismissed)
          .map((finding) => ({ ...finding, start: finding.start - offset, end: finding.end - offset }))
          .filter((finding) => finding.start >= 0 && finding.end <= length)
      : [];
  return (
    <>
      <div>
        <CheckBadge check={shown} />
      </div>
      <MarkdownView
        markdown={markdown ?? ''}
        status={status}
        compact={compact}
        findings={findings}
        {...(internalLink ? { internalLink } : {})}
      />
      {review && shown.state === 'checked' ? (
        <FindingsReview
          findings={shown.findings}
          onDismiss={async (finding, reason) =>
            setChanged({
              assetId,
              check: await review.dismiss(assetId, { start: finding.start, end: finding.end, reason }),
            })
          }
          onRestore={async (finding) =>
            setChanged({ assetId, check: await review.restore(assetId, { start: finding.start, end: finding.end }) })
          }
        />
      ) : null}
    </>
  );
}
