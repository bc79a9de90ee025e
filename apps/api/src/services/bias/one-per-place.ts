import type { PlacedFinding } from './bias-finding.ts';

/**
 * One finding per place (issue 43): findings whose phrases overlap are one finding, the one with
 * the longest phrase (the first found of equal ones), so that a phrase two rules match ("master"
 * and "master copy", "confined to a wheelchair" of two lists) counts once wherever it is counted
 * and is marked once. In the order of the text.
 */
export function onePerPlace(findings: readonly PlacedFinding[]): PlacedFinding[] {
  const ordered = findings
    .map((finding, order) => ({ finding, order }))
    .sort((a, b) => a.finding.start - b.finding.start || a.order - b.order);
  const kept: PlacedFinding[] = [];
  let groupEnd = -1;
  for (const { finding } of ordered) {
    const last = kept.at(-1);
    if (last && finding.start < groupEnd) {
      const longer = finding.end - finding.start > last.end - last.start;
      if (longer) kept[kept.length - 1] = finding;
      groupEnd = Math.max(groupEnd, finding.end);
      continue;
    }
    kept.push(finding);
    groupEnd = finding.end;
  }
  return kept;
}
