import type { TextFinding } from './text-check.tsx';

// A rehype step that wraps the rendered text of each finding in a `mark` element. Findings point
// into the source text; every rendered text node keeps its source position, so a node's
// characters are matched to their places in the source (an escaped character, a character
// reference or a list's indentation spell a character otherwise there) and the ranges marked.

interface HastText {
  type: 'text';
  value: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

/** Where each character of a rendered text is in the source (-1 when it is not there). */
function placesOf(value: string, source: string, from: number, to: number): number[] {
  const places: number[] = [];
  let at = from;
  for (let index = 0; index < value.length; index += 1) {
    let found = at;
    while (found < to && source[found] !== value[index]) found += 1;
    if (found < to) {
      places.push(found);
      at = found + 1;
    } else places.push(-1);
  }
  return places;
}

/** The finding each character of a text node falls in (-1 for none). */
function findingsOf(node: HastText, source: string, findings: readonly TextFinding[]): number[] {
  const from = node.position?.start.offset;
  const to = node.position?.end.offset;
  if (from === undefined || to === undefined) return [];
  return placesOf(node.value, source, from, to).map((place) =>
    place < 0 ? -1 : findings.findIndex((finding) => place >= finding.start && place < finding.end),
  );
}

/** A text node split into plain runs and `mark` elements (their `dataFinding` is the finding's index). */
function split(node: HastText, marks: readonly number[]): HastNode[] {
  const parts: HastNode[] = [];
  let start = 0;
  for (let index = 1; index <= node.value.length; index += 1) {
    if (index < node.value.length && marks[index] === marks[start]) continue;
    const value = node.value.slice(start, index);
    const finding = marks[start] ?? -1;
    parts.push(
      finding < 0
        ? { type: 'text', value }
        : {
            type: 'element',
            tagName: 'mark',
            properties: { dataFinding: String(finding) },
            children: [{ type: 'text', value }],
          },
    );
    start = index;
  }
  return parts;
}

/** The rehype plugin: marks the findings of `source` in the tree rendered from it. */
export function markFindings(source: string, findings: readonly TextFinding[]) {
  return () => (tree: HastNode) => {
    if (findings.length === 0) return;
    const visit = (node: HastNode) => {
      if (!('children' in node) || !node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'text') {
          const marks = findingsOf(child as HastText, source, findings);
          return marks.some((mark) => mark >= 0) ? split(child as HastText, marks) : [child];
        }
        visit(child);
        return [child];
      });
    };
    visit(tree);
  };
}
