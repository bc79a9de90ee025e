export { CheckBadge, CheckedText, type CheckedTextProps } from './checked-text.tsx';
export { isCheckedContentType } from './checked-types.ts';
export { type ReviewFindings, reviewFindingsThroughProxy } from './review-findings.ts';
export { type LoadTextCheck, loadTextCheckThroughProxy, type ShownCheck, useTextCheck } from './use-text-check.ts';
