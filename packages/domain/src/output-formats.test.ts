import { describe, expect, it } from 'vitest';
import { outputFormatPlanMessage, outputFormatsOfPlan, planForOutputFormat } from './output-formats.ts';
import { planDefinitions } from './plans.ts';

describe('outputFormatsOfPlan', () => {
  it.each([
    { plan: 'Free', want: ['markdown'] },
    { plan: 'Discovery', want: ['markdown'] },
    { plan: 'Explorer', want: ['markdown', 'docx', 'pdf'] },
    { plan: 'Creator', want: ['markdown', 'docx', 'pdf', 'html', 'txt'] },
    { plan: 'enterprise', want: ['markdown', 'docx', 'pdf', 'html', 'txt'] },
    { plan: 'nonsense', want: ['markdown'] },
  ])('given the $plan plan should offer $want', ({ plan, want }) => {
    expect(outputFormatsOfPlan(plan)).toEqual(want);
  });

  it("should give each plan as many formats as its pricing card says (spec §6 'Output formats')", () => {
    const counted: Record<string, number | 'all'> = { 'Default format': 1, '3 formats': 3, Unlimited: 'all' };
    for (const plan of planDefinitions) {
      const value = plan.features.find((feature) => feature.name === 'Output formats')?.value ?? '';
      const want = counted[value];
      expect(want, `${plan.key}: ${value}`).toBeDefined();
      expect(outputFormatsOfPlan(plan.key).length).toBe(want === 'all' ? 5 : want);
    }
  });
});

describe('planForOutputFormat', () => {
  it.each([
    { format: 'markdown', want: 'Free' },
    { format: 'docx', want: 'Explorer' },
    { format: 'pdf', want: 'Explorer' },
    { format: 'html', want: 'Creator' },
    { format: 'txt', want: 'Creator' },
  ] as const)('given $format should name $want', ({ format, want }) => {
    expect(planForOutputFormat(format).name).toBe(want);
  });

  it('should say which plan has a format the caller lacks', () => {
    expect(outputFormatPlanMessage({ plan: 'Free', format: 'pdf' })).toBe(
      'Your Free plan downloads results as Markdown; PDF comes with the Explorer plan and above.',
    );
    expect(outputFormatPlanMessage({ plan: 'Explorer', format: 'html' })).toBe(
      'Your Explorer plan downloads results as Markdown and more; Web page (HTML) comes with the Creator plan and above.',
    );
  });
});
