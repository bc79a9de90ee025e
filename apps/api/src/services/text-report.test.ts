import { describe, expect, it } from 'vitest';
import { type ServiceValue, textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';
import { textBiasService } from './text-bias.ts';
import { textKeywordsService } from './text-keywords.ts';
import { humaniseName, textReportService } from './text-report.ts';
import { textSummaryService } from './text-summary.ts';

describe('humaniseName', () => {
  it.each([
    { given: 'summary', want: 'Summary' },
    { given: 'keyPoints', want: 'Key points' },
    { given: 'key_points', want: 'Key points' },
    { given: 'key-points', want: 'Key points' },
    { given: 'q3Revenue', want: 'Q3 revenue' },
    { given: 'biasCheck2', want: 'Bias check2' },
    { given: 'PDF_text', want: 'PDF text' },
  ])('given $given should be "$want"', ({ given, want }) => {
    expect(humaniseName(given)).toBe(want);
  });
});

async function report(inputs: Record<string, ServiceValue>, options: Record<string, string> = {}) {
  const output = await textReportService.run(inputs, serviceContext(options));
  return { output, markdown: textOf(output) };
}

describe('text.report', () => {
  it('given named inputs should write one section per input in the order given, under the title', async () => {
    const { markdown, output } = await report(
      {
        summary: textValue('- Sales grew.\n- Costs fell.', 'text/markdown'),
        keyPoints: textValue('Customers are happy.'),
        bias_check: textValue('**Score 100 of 100.**', 'text/markdown'),
      },
      { title: 'Quarterly review' },
    );
    expect(markdown).toBe(
      '# Quarterly review\n\n## Summary\n\n- Sales grew.\n- Costs fell.\n\n## Key points\n\nCustomers are happy.\n\n## Bias check\n\n**Score 100 of 100.**\n',
    );
    expect(output.facts).toEqual({ title: 'Quarterly review', sections: ['Summary', 'Key points', 'Bias check'] });
    expect(output.contentType).toBe('text/markdown');
  });

  it('given a title input should title the report with it, on one line, and not make it a section', async () => {
    const { markdown } = await report(
      { title: textValue('What changes\nfor suppliers'), summary: textValue('Invoices are paid sooner.') },
      { title: 'Brief' },
    );
    expect(markdown.split('\n')[0]).toBe('# What changes for suppliers');
    expect(markdown).not.toContain('## Title');
    expect(markdown).toContain('## Summary');
  });

  it('given markdown that opens with a heading naming its section should not repeat that heading', async () => {
    const { markdown } = await report({
      keywords: textValue('## Keywords\n\n1. **supplier**\n\n## Key phrases\n\n- supplier policy', 'text/markdown'),
    });
    expect(markdown.match(/Keywords/g)).toHaveLength(1);
    expect(markdown).toContain('#### Key phrases');
  });

  it('given no title should call it Report', async () => {
    const { markdown } = await report({ notes: textValue('Fine.') });
    expect(markdown.startsWith('# Report\n\n## Notes\n')).toBe(true);
  });

  it('given markdown with its own headings should put them below the section heading', async () => {
    const { markdown } = await report({ findings: textValue('# Top\n\nText.\n\n##### Deep', 'text/markdown') });
    expect(markdown).toContain('## Findings\n\n### Top\n\nText.\n\n###### Deep');
  });

  it('given plain text with markdown characters should escape them', async () => {
    const { markdown } = await report({ notes: textValue('# not a heading\n\n*not bold* <b>x</b>') });
    expect(markdown).toContain('## Notes\n\n\\# not a heading\n\n\\*not bold\\* \\<b>x\\</b>');
  });

  it('given an empty input should say there is nothing to report', async () => {
    const { markdown } = await report({ notes: textValue('  ') });
    expect(markdown).toContain('## Notes\n\n_Nothing to report._');
  });

  it('given no input should refuse', async () => {
    await expect(report({})).rejects.toThrow('A report needs at least one input to make a section of.');
  });

  it('given an image input should refuse it', async () => {
    await expect(report({ chart: { contentType: 'image/png', bytes: Buffer.from([0x89]) } })).rejects.toThrow(
      'The report section "chart" must be text, not image/png.',
    );
  });
});

describe('text.report given the syntax trees of earlier steps of the run', () => {
  it('should write the same report as from their texts, and leave the trees as they were', async () => {
    const source =
      'Revenue grew by twelve percent in the third quarter. Support tickets fell by a third after the new pricing page. ' +
      'The chairman thanked the team. Hiring will continue in the spring. Costs stayed flat.';
    const text = textValue(source);
    const summary = await textSummaryService.run({ text }, serviceContext());
    const keywords = await textKeywordsService.run({ text }, serviceContext());
    const bias = await textBiasService.run({ text: { ...summary } }, serviceContext());
    const outputs = { summary, keywords, 'bias check': bias };
    const withTrees = Object.fromEntries(
      Object.entries(outputs).map(([name, output]) => [name, { ...output } satisfies ServiceValue]),
    );
    const fromText = Object.fromEntries(
      Object.entries(outputs).map(([name, output]) => [name, textValue(textOf(output), 'text/markdown')]),
    );
    expect(Object.values(withTrees).every((value) => value.document !== undefined)).toBe(true);
    const trees = JSON.stringify(Object.values(withTrees).map((value) => value.document));
    const fast = await report(withTrees, { title: 'Summary report' });
    const slow = await report(fromText, { title: 'Summary report' });
    expect(fast.markdown).toBe(slow.markdown);
    expect(fast.markdown).toContain('## Bias check');
    expect(JSON.stringify(Object.values(withTrees).map((value) => value.document))).toBe(trees);
  });
});
