import { describeService } from '@taskwell/task-engine';
import { maxEnglishCharacters } from './english-nlp.ts';
import { findKeywords, type Keyword } from './find-keywords.ts';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';
import { requiredText } from './service-inputs.ts';
import { escapeXml, type FontSpec, fontAttributes, measureText, renderSvg } from './svg-render.ts';

/** The chart's geometry, for the service and its tests. */
export const keywordChart = {
  width: 1000,
  top: 100,
  rowHeight: 56,
  barHeight: 34,
  barX: 270,
  barMaxWidth: 600,
  bottom: 40,
  barColour: '#3b6fd8',
} as const;

/** The most bars drawn. */
export const maxChartKeywords = 8;

const labelFont: FontSpec = { family: 'DejaVu Sans', size: 22 };

function fitLabel(word: string, width: number): string {
  let label = word;
  while (label.length > 1 && measureText(label, labelFont) > width) label = `${[...label].slice(0, -2).join('')}…`;
  return label;
}

/** The chart as SVG: one bar per keyword, its length the keyword's count over the top count. */
export function keywordChartSvg(keywords: readonly Keyword[]): { svg: string; height: number; barWidths: number[] } {
  const { width, top, rowHeight, barHeight, barX, barMaxWidth, bottom, barColour } = keywordChart;
  const height = top + keywords.length * rowHeight + bottom;
  const most = Math.max(...keywords.map((keyword) => keyword.count));
  const barWidths = keywords.map((keyword) => Math.max(4, Math.round((keyword.count / most) * barMaxWidth)));
  const rows = keywords
    .map((keyword, index) => {
      const y = top + index * rowHeight;
      const barWidth = barWidths[index] ?? 0;
      const middle = y + barHeight / 2 + 8;
      return `<text x="${barX - 16}" y="${middle}" text-anchor="end" ${fontAttributes(labelFont)} fill="#1f2937">${escapeXml(fitLabel(keyword.word, barX - 40))}</text>
<rect x="${barX}" y="${y}" width="${barWidth}" height="${barHeight}" rx="4" fill="${barColour}"/>
<text x="${barX + barWidth + 10}" y="${middle}" ${fontAttributes({ family: 'DejaVu Sans', size: 20, weight: 'bold' })} fill="#1f2937">${keyword.count}</text>`;
    })
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#ffffff"/>
<text x="40" y="56" ${fontAttributes({ family: 'DejaVu Sans', size: 30, weight: 'bold' })} fill="#111827">Top keywords</text>
<text x="${width - 40}" y="56" text-anchor="end" ${fontAttributes({ family: 'DejaVu Sans', size: 18 })} fill="#6b7280">times used</text>
${rows}</svg>`;
  return { svg, height, barWidths };
}

/** `image.keyword-chart`: a PNG bar chart of how often the text's top keywords occur. */
export const imageKeywordChartService: Service = {
  ...describeService('image.keyword-chart'),
  async run(inputs, context) {
    const text = requiredText(inputs, 'text', { what: 'keyword chart', maxCharacters: maxEnglishCharacters });
    const { keywords } = await findKeywords(text, { maximum: maxChartKeywords, analyses: context.analyses });
    if (keywords.length === 0) throw new ServiceError('The text has no words to chart.');
    // Most used first; retext's order breaks ties.
    const ranked = [...keywords].sort((a, b) => b.count - a.count);
    const chart = keywordChartSvg(ranked);
    const png = await renderSvg(chart.svg, context.signal);
    return {
      contentType: 'image/png',
      bytes: png,
      source: 'Keyword chart',
      facts: {
        width: keywordChart.width,
        height: chart.height,
        keywords: ranked.map(({ word, count }) => ({ word, count })),
      },
    };
  },
};
