import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { homeContent, splitBody } from './home-content.ts';

// Written with `path`: Vite would turn `new URL('…', import.meta.url)` into an asset import.
const publicFolder = join(dirname(fileURLToPath(import.meta.url)), '../../../public');

describe('splitBody (spec §2 home)', () => {
  it.each([
    {
      given: 'One\nTwo',
      want: [
        { text: 'One', bold: false },
        { text: 'Two', bold: false },
      ],
    },
    {
      given: '#Lead\nText',
      want: [
        { text: 'Lead', bold: true },
        { text: 'Text', bold: false },
      ],
    },
    { given: '# Lead with a space', want: [{ text: 'Lead with a space', bold: true }] },
    { given: 'A # inside stays\n\n  \n#', want: [{ text: 'A # inside stays', bold: false }] },
    { given: '', want: [] },
  ])('given $given, should give $want', ({ given, want }) => {
    expect(splitBody(given)).toEqual(want);
  });

  it('should split on another separator when given one', () => {
    expect(splitBody('#One|Two', '|')).toEqual([
      { text: 'One', bold: true },
      { text: 'Two', bold: false },
    ]);
  });
});

describe('the home content', () => {
  it('should have four feature cards, each with a title and a description', () => {
    expect(homeContent.features).toHaveLength(4);
    for (const feature of homeContent.features) {
      expect(feature.title.trim()).not.toBe('');
      expect(feature.description.trim()).not.toBe('');
    }
  });

  it('should describe its image, give its size and find it in public/', () => {
    expect(homeContent.image.alt.length).toBeGreaterThan(20);
    expect(homeContent.image.width / homeContent.image.height).toBeCloseTo(16 / 9, 1);
    expect(existsSync(join(publicFolder, homeContent.image.src))).toBe(true);
  });
});
