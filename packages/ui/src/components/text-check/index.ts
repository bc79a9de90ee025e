export { markFindings } from './mark-findings.ts';
export {
  FindingMark,
  type FindingMarkProps,
  findingsLabel,
  TextCheckBadge,
  type TextCheckBadgeProps,
  type TextFinding,
} from './text-check.tsx';
