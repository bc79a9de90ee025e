import { describeService } from '@taskwell/task-engine';
import type { Service } from './service.ts';
import { ServiceError } from './service.ts';
import { requiredText } from './service-inputs.ts';
import { escapeXml, type FontSpec, fontAttributes, measureText, renderSvg, wrapText } from './svg-render.ts';

/** The card's size: the 1.91:1 of link previews on most social networks. */
export const quoteCardSize = { width: 1200, height: 630 } as const;

/** The longest quote a card holds; beyond it the text would be too small to read. */
export const maxQuoteCharacters = 400;

/** The longest author line. */
export const maxAuthorCharacters = 80;

const margin = 90;
const textTop = 170;
const textBottom = 480;
// The quote is set as large as it fits: the first size whose lines fill no more than the box.
const quoteSizes = [60, 52, 46, 40, 35, 31, 28];

function quoteFont(size: number): FontSpec {
  return { family: 'DejaVu Serif', size, style: 'italic' };
}

/** The quote's lines and size: the largest size whose wrapped lines fit the text box. */
export function layoutQuote(quote: string): { lines: string[]; size: number } | undefined {
  const width = quoteCardSize.width - 2 * margin;
  for (const size of quoteSizes) {
    const lines = wrapText(quote, { width, font: quoteFont(size) });
    if (lines.length * size * 1.3 <= textBottom - textTop) return { lines, size };
  }
  return undefined;
}

/** The card as SVG. */
export function quoteCardSvg(options: { quote: string; author?: string }): {
  svg: string;
  lines: string[];
  size: number;
} {
  const layout = layoutQuote(options.quote);
  if (!layout) throw new ServiceError('The quote does not fit on a card: shorten it or break its longest words.');
  const { width, height } = quoteCardSize;
  const lineHeight = Math.round(layout.size * 1.3);
  const firstBaseline = Math.round(
    textTop + (textBottom - textTop - layout.lines.length * lineHeight) / 2 + layout.size,
  );
  const lines = layout.lines
    .map(
      (line, index) =>
        `<text x="${margin}" y="${firstBaseline + index * lineHeight}" ${fontAttributes(quoteFont(layout.size))} fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const authorFont: FontSpec = { family: 'DejaVu Sans', size: 30, weight: 'bold' };
  let author = options.author ? `— ${options.author}` : '';
  // An author line wider than the card is cut with an ellipsis rather than run off the edge.
  while (author && measureText(author, authorFont) > width - 2 * margin)
    author = `${[...author].slice(0, -2).join('')}…`;
  const authorLine = author
    ? `<text x="${margin}" y="${height - 80}" ${fontAttributes(authorFont)} fill="#f4b942">${escapeXml(author)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2a48"/><stop offset="1" stop-color="#3a2f5b"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect x="${margin}" y="${height - 130}" width="80" height="6" fill="#f4b942"/>
<text x="${margin - 10}" y="165" font-family="DejaVu Serif" font-size="200" font-weight="bold" fill="#f4b942" fill-opacity="0.9">“</text>
${lines}${authorLine}</svg>`;
  return { svg, lines: layout.lines, size: layout.size };
}

/**
 * `image.quote-card`: a PNG card with a quote and, when given, its author: an SVG composed here
 * with the text escaped and wrapped to the card, rasterised by resvg with the DejaVu fonts.
 */
export const imageQuoteCardService: Service = {
  ...describeService('image.quote-card'),
  async run(inputs, context) {
    const quote = requiredText(inputs, 'quote', { what: 'quote card', maxCharacters: maxQuoteCharacters }).replace(
      /\s+/g,
      ' ',
    );
    const author = inputs.author
      ? requiredText(inputs, 'author', { what: 'quote card', maxCharacters: maxAuthorCharacters }).replace(/\s+/g, ' ')
      : undefined;
    const card = quoteCardSvg({ quote, ...(author ? { author } : {}) });
    const png = await renderSvg(card.svg, context.signal);
    return {
      contentType: 'image/png',
      bytes: png,
      source: 'Quote card',
      facts: { ...quoteCardSize, lines: card.lines.length, fontSize: card.size },
    };
  },
};
