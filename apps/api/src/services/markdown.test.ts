import type { RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { describe, expect, it } from 'vitest';
import { emphasis, heading, list, paragraph, renderMarkdown, strong } from './markdown.ts';

/** What the library writes for these blocks, with the options the services use. */
function written(nodes: RootContent[]): string {
  return toMarkdown({ type: 'root', children: structuredClone(nodes) }, { bullet: '-', emphasis: '_', rule: '-' });
}

describe('renderMarkdown given blocks already written in an earlier document', () => {
  const bullets = list([paragraph('first'), paragraph('second')]);
  const numbered = list([paragraph(strong('term'), ' (3 times)'), paragraph('*not* a list')], { ordered: true });
  const nested = list([[paragraph('outer'), list([paragraph('inner')])]]);
  const text = paragraph('A # that is not a heading, a * and a ', emphasis('stress'), '.');

  it.each([
    { name: 'a list after another list', blocks: [bullets, list([paragraph('third')])] },
    { name: 'a list after a paragraph after a list', blocks: [bullets, text, list([paragraph('third')])] },
    { name: 'two numbered lists', blocks: [numbered, list([paragraph('again')], { ordered: true })] },
    { name: 'a nested list and text', blocks: [text, nested, heading(2, 'After'), bullets] },
  ])('given $name should write what the library writes', ({ blocks }) => {
    // Each block is first written alone, as a step writes its output, then again among the others.
    for (const block of blocks) renderMarkdown([block]);
    expect(renderMarkdown(blocks)).toBe(written(blocks));
    expect(renderMarkdown([...blocks].reverse())).toBe(written([...blocks].reverse()));
  });

  it('given the same list twice in a row should change the second one’s bullet as the library does', () => {
    renderMarkdown([bullets]);
    const markdown = renderMarkdown([bullets, bullets]);
    expect(markdown).toBe(written([bullets, bullets]));
    expect(markdown).toBe('- first\n- second\n\n* first\n* second\n');
  });
});
