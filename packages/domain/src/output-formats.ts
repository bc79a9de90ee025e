import { findPlan, planRank } from './plan-access.ts';
import { type PlanDefinition, type PlanKey, planDefinitions } from './plans.ts';

// Issue 40 "Output formats" (spec §6: the default format, 3 formats, unlimited): a text result is
// downloaded as Markdown by everyone, and by plan as DOCX, PDF, HTML and plain text.

/** The formats a text result can be downloaded in, the default first. */
export const outputFormats = ['markdown', 'docx', 'pdf', 'html', 'txt'] as const;
export type OutputFormat = (typeof outputFormats)[number];

/** What each format is: its label, file extension, content type, and the lowest plan that has it. */
export const outputFormatDetails: Readonly<
  Record<OutputFormat, { label: string; extension: string; contentType: string; plan: PlanKey }>
> = {
  markdown: { label: 'Markdown', extension: 'md', contentType: 'text/markdown; charset=utf-8', plan: 'free' },
  // Explorer's "3 formats": Markdown, and the two a business user sends on most (Word and PDF).
  docx: {
    label: 'Word (DOCX)',
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    plan: 'explorer',
  },
  pdf: { label: 'PDF', extension: 'pdf', contentType: 'application/pdf', plan: 'explorer' },
  html: { label: 'Web page (HTML)', extension: 'html', contentType: 'text/html; charset=utf-8', plan: 'creator' },
  txt: { label: 'Plain text', extension: 'txt', contentType: 'text/plain; charset=utf-8', plan: 'creator' },
};

/** The formats a plan may download, in order (an unknown plan has Free's). */
export function outputFormatsOfPlan(plan: string | null | undefined): OutputFormat[] {
  const rank = findPlan(plan) ? planRank(plan) : 0;
  return outputFormats.filter((format) => rank >= planRank(outputFormatDetails[format].plan));
}

/** The plan that has a format (what the download menu and a refusal name). */
export function planForOutputFormat(format: OutputFormat): PlanDefinition {
  return findPlan(outputFormatDetails[format].plan) ?? (planDefinitions[0] as PlanDefinition);
}

/** The refusal of a format the plan lacks, naming the plan that has it. */
export function outputFormatPlanMessage(options: { plan: string | null | undefined; format: OutputFormat }): string {
  const needed = planForOutputFormat(options.format);
  const current = (findPlan(options.plan) ?? planDefinitions[0])?.name ?? 'Free';
  return `Your ${current} plan downloads results as Markdown${outputFormatsOfPlan(options.plan).length > 1 ? ' and more' : ''}; ${outputFormatDetails[options.format].label} comes with the ${needed.name} plan and above.`;
}
