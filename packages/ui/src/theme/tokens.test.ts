import { describe, expect, it } from 'vitest';
import { type ColorRole, colorRoles, type Palette, palettes, type ThemeName } from './tokens.ts';

// WCAG 2.x relative luminance and contrast ratio, for #rrggbb colours.
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`${hex} is not a #rrggbb colour`);
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// 4.5 for text (WCAG 1.4.3 AA), 3 for the focus ring against what surrounds it (WCAG 1.4.11).
const pairs: { foreground: ColorRole; background: ColorRole; want: number }[] = [
  { foreground: 'text', background: 'surface', want: 4.5 },
  { foreground: 'text', background: 'surfaceRaised', want: 4.5 },
  { foreground: 'textMuted', background: 'surface', want: 4.5 },
  { foreground: 'textMuted', background: 'surfaceRaised', want: 4.5 },
  { foreground: 'accentContrast', background: 'accent', want: 4.5 },
  { foreground: 'accentContrast', background: 'accentHover', want: 4.5 },
  { foreground: 'accent', background: 'surface', want: 4.5 },
  { foreground: 'accent', background: 'surfaceRaised', want: 4.5 },
  { foreground: 'accent', background: 'accentSoft', want: 4.5 },
  { foreground: 'critical', background: 'surface', want: 4.5 },
  { foreground: 'positive', background: 'surface', want: 4.5 },
  { foreground: 'neutral', background: 'surface', want: 4.5 },
  { foreground: 'focusRing', background: 'surface', want: 3 },
  { foreground: 'focusRing', background: 'surfaceRaised', want: 3 },
];

const themes = Object.entries(palettes) as [ThemeName, Palette][];

describe('palettes', () => {
  describe.each(themes)('given the %s theme', (_name, palette) => {
    it('should give every colour role a #rrggbb value', () => {
      expect(Object.keys(palette).sort()).toEqual([...colorRoles].sort());
      for (const role of colorRoles) expect(palette[role]).toMatch(/^#[0-9a-f]{6}$/i);
    });

    it.each(pairs)(
      'should show $foreground on $background at a contrast of at least $want:1',
      ({ foreground, background, want }) => {
        expect(contrast(palette[foreground], palette[background])).toBeGreaterThanOrEqual(want);
      },
    );
  });

  describe('given the contrast oracle itself', () => {
    it.each([
      { foreground: '#000000', background: '#ffffff', want: 21 },
      { foreground: '#ffffff', background: '#ffffff', want: 1 },
      { foreground: '#767676', background: '#ffffff', want: 4.54 },
    ])('should rate $foreground on $background at $want:1', ({ foreground, background, want }) => {
      expect(contrast(foreground, background)).toBeCloseTo(want, 2);
    });
  });
});
