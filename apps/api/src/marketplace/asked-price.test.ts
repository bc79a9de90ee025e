import { describe, expect, it } from 'vitest';
import { askedPrices, priceNoticeMsOf } from './asked-price.ts';

const now = Date.parse('2026-11-28T12:00:00.000Z');
const day = 24 * 3_600_000;
const at = (ms: number) => new Date(ms);

describe('what an asked price does', () => {
  it.each([
    { given: 'a new listing', current: undefined, asked: 9, want: { price: 9, nextPrice: null, nextPriceFrom: null } },
    {
      given: 'a fall of a live listing',
      current: { price: 9, nextPrice: null, nextPriceFrom: null, live: true },
      asked: 5,
      want: { price: 5, nextPrice: null, nextPriceFrom: null },
    },
    {
      given: 'a rise of a live listing',
      current: { price: 7, nextPrice: null, nextPriceFrom: null, live: true },
      asked: 9,
      want: { price: 7, nextPrice: 9, nextPriceFrom: at(now + day) },
    },
    {
      given: 'the same rise asked again',
      current: { price: 7, nextPrice: 9, nextPriceFrom: at(now + 3_600_000), live: true },
      asked: 9,
      want: { price: 7, nextPrice: 9, nextPriceFrom: at(now + 3_600_000) },
    },
    {
      given: 'another rise while one is announced',
      current: { price: 7, nextPrice: 9, nextPriceFrom: at(now + 3_600_000), live: true },
      asked: 12,
      want: { price: 7, nextPrice: 12, nextPriceFrom: at(now + day) },
    },
    {
      given: 'a fall while a rise is announced',
      current: { price: 7, nextPrice: 9, nextPriceFrom: at(now + 3_600_000), live: true },
      asked: 7,
      want: { price: 7, nextPrice: null, nextPriceFrom: null },
    },
    {
      given: 'a rise after an announced one applied',
      current: { price: 7, nextPrice: 9, nextPriceFrom: at(now - 1), live: true },
      asked: 10,
      want: { price: 9, nextPrice: 10, nextPriceFrom: at(now + day) },
    },
    {
      given: 'a rise of a withdrawn listing',
      current: { price: 7, nextPrice: null, nextPriceFrom: null, live: false },
      asked: 40,
      want: { price: 40, nextPrice: null, nextPriceFrom: null },
    },
  ])('given $given should give $want', ({ current, asked, want }) => {
    expect(askedPrices({ current, asked, now, noticeMs: day })).toEqual(want);
  });

  it.each([
    { hours: undefined, want: day },
    { hours: 0, want: 0 },
    { hours: 72, want: 3 * day },
  ])('should read a notice of $hours hours as $want ms', ({ hours, want }) => {
    expect(priceNoticeMsOf(hours)).toBe(want);
  });

  it.each([-1, 721, 1.5])('should refuse a notice of %s hours', (hours) => {
    expect(() => priceNoticeMsOf(hours)).toThrow('STORE_PRICE_NOTICE_HOURS');
  });
});
