import { createRequire } from 'node:module';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import { linkedSignal } from '../signals/linked-signal.ts';
import { stripControlCharacters } from '../text/control-characters.ts';

const require = createRequire(import.meta.url);

/** The font families the rendered images use; both ship in `dejavu-fonts-ttf`. */
export type FontFamily = 'DejaVu Sans' | 'DejaVu Serif';

// Only fonts from the package are loaded (never the system's), so an image looks the same on
// every machine, and nothing is looked up at run time.
const fontFiles = [
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
  'DejaVuSerif.ttf',
  'DejaVuSerif-Italic.ttf',
  'DejaVuSerif-Bold.ttf',
].map((file) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

const fontOptions = { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } as const;

/**
 * Escapes text for an SVG text node or attribute. Control characters are dropped: most have no
 * place in XML 1.0, and line breaks mean nothing in an SVG text (callers wrap lines themselves).
 */
export function escapeXml(text: string): string {
  return stripControlCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A font: family, size in pixels, weight and style. */
export interface FontSpec {
  /** The family. */
  family: FontFamily;
  /** The size in pixels. */
  size: number;
  /** Bold or normal (default). */
  weight?: 'normal' | 'bold';
  /** Italic or normal (default). */
  style?: 'normal' | 'italic';
}

/** The SVG attributes of a font. */
export function fontAttributes(font: FontSpec): string {
  return `font-family="${font.family}" font-size="${font.size}" font-weight="${font.weight ?? 'normal'}" font-style="${font.style ?? 'normal'}"`;
}

/**
 * The width in pixels of a line of text in a font, measured by the renderer itself (so wrapping
 * matches what is drawn, kerning included): about 1 ms a line.
 */
export function measureText(text: string, font: FontSpec): number {
  if (text.trim() === '') return 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="${font.size * 3}"><text x="0" y="${font.size * 2}" ${fontAttributes(font)}>${escapeXml(text)}</text></svg>`;
  return new Resvg(svg, { font: fontOptions }).getBBox()?.width ?? 0;
}

/**
 * Splits text into lines no wider than `width`, breaking between words; a word wider than the
 * line on its own is broken between characters.
 */
export function wrapText(text: string, options: { width: number; font: FontSpec }): string[] {
  const fits = (line: string) => measureText(line, options.font) <= options.width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      const characters = [...rest];
      let take = characters.length - 1;
      while (take > 1 && !fits(characters.slice(0, take).join(''))) take -= 1;
      lines.push(characters.slice(0, take).join(''));
      rest = characters.slice(take).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders an SVG to PNG bytes with resvg, off the event loop; an abort stops the rendering. */
export async function renderSvg(svg: string, signal: AbortSignal): Promise<Buffer> {
  signal.throwIfAborted();
  // resvg's native binding takes hold of the signal it is given and refuses one it has seen
  // before (InvalidArg), so each rendering gets a signal of its own that follows the step's,
  // unhooked from it when the rendering is over.
  const rendering = linkedSignal([signal]);
  try {
    const image = await renderAsync(svg, { font: fontOptions, logLevel: 'off' }, rendering.signal).catch(
      (error: unknown) => {
        if (signal.aborted) throw signal.reason;
        throw error;
      },
    );
    return image.asPng();
  } finally {
    rendering.release();
  }
}
