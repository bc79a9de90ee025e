import type { Result } from '@taskwell/api-sdk';
import { describe, expect, it } from 'vitest';
import { contentFamily, groupResultsByFamily, orderResults } from './results.ts';

const result = (name: string, type: string, created: string): Result => ({
  parameter: { name, metadata: { 'Content-Type': type, created }, value: [{ source: name, data: name }] },
});

describe('contentFamily', () => {
  it.each([
    { type: 'image/png', want: 'image' },
    { type: 'IMAGE/JPEG', want: 'image' },
    { type: 'audio/wav', want: 'audio' },
    { type: 'text/markdown', want: 'text' },
    { type: 'application/json', want: 'text' },
  ])('$type should be $want', ({ type, want }) => {
    expect(contentFamily(type)).toBe(want);
  });
});

describe('orderResults (spec §2: newest first by created)', () => {
  it('should put the newest first and undated ones last in their order', () => {
    const ordered = orderResults([
      result('old', 'text/plain', '2026-11-01T10:00:00Z'),
      result('undated-1', 'text/plain', ''),
      result('new', 'text/plain', '2026-11-01T12:00:00Z'),
      result('middle', 'text/plain', '2026-11-01T11:00:00Z'),
      result('undated-2', 'text/plain', 'not a date'),
    ]);
    expect(ordered.map((entry) => entry.parameter.name)).toEqual(['new', 'middle', 'old', 'undated-1', 'undated-2']);
  });
});

describe('groupResultsByFamily', () => {
  it('should group by family, each newest first', () => {
    const groups = groupResultsByFamily([
      result('chart', 'image/png', '2026-11-01T10:00:00Z'),
      result('voice', 'audio/wav', '2026-11-01T10:00:00Z'),
      result('summary', 'text/markdown', '2026-11-01T09:00:00Z'),
      result('card', 'image/png', '2026-11-01T11:00:00Z'),
    ]);
    expect({
      image: groups.image.map((entry) => entry.parameter.name),
      audio: groups.audio.map((entry) => entry.parameter.name),
      text: groups.text.map((entry) => entry.parameter.name),
    }).toEqual({ image: ['card', 'chart'], audio: ['voice'], text: ['summary'] });
  });
});
