import type { TextCheck } from '@taskwell/api-sdk';
import { MarkdownView, type MarkdownViewProps } from '@taskwell/ui/markdown-view';
import { TextCheckBadge } from '@taskwell/ui/text-check';
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
}: CheckedTextProps) {
  const shown = useTextCheck(assetId, check, load);
  const length = markdown?.length ?? 0;
  const findings =
    shown.state === 'checked'
      ? shown.findings
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
    </>
  );
}
