import { type ListingPrices, pendingPriceChange, priceNow } from '../runtime/listing-price.ts';

// What an owner's new price does (issue 41, decision 135): a fall applies at once, a rise of a
// live listing is announced and applies after a notice period (an operator's setting). Kept apart
// from the other rules of a listing's PUT so that each rule on prices stays one function.

/** How long a price rise of a live listing is announced before it applies, by default (hours). */
export const defaultPriceNoticeHours = 24;

/**
 * The price columns after the owner asks for `asked`. A listing that is not on sale (new, refused,
 * withdrawn) takes it at once, as does any fall (which also drops an announced rise); a rise of a
 * live listing keeps the price in force and announces `asked` from `now + notice`. Asking again for
 * the rise already announced keeps its date.
 */
export function askedPrices(options: {
  current: (ListingPrices & { live: boolean }) | undefined;
  asked: number;
  now: number;
  noticeMs: number;
}): ListingPrices {
  const { current, asked, now, noticeMs } = options;
  const inForce = current ? priceNow(current, now) : asked;
  if (!current?.live || noticeMs <= 0 || asked <= inForce) {
    return { price: asked, nextPrice: null, nextPriceFrom: null };
  }
  const pending = pendingPriceChange(current, now);
  if (pending && pending.price === asked) {
    return { price: inForce, nextPrice: asked, nextPriceFrom: new Date(pending.from) };
  }
  return { price: inForce, nextPrice: asked, nextPriceFrom: new Date(now + noticeMs) };
}

/** The notice period in milliseconds from the operator's setting in hours (0 to 720; default 24). */
export function priceNoticeMsOf(hours: number | undefined): number {
  const value = hours ?? defaultPriceNoticeHours;
  if (!Number.isInteger(value) || value < 0 || value > 720) {
    throw new Error('STORE_PRICE_NOTICE_HOURS must be a whole number of hours from 0 to 720.');
  }
  return value * 3_600_000;
}
