import type { StorePriceChange } from '@taskwell/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import { DomainError } from '../errors/domain-error.ts';

// Prices a buyer can trust (issue 41, decision 135): a rise of a live listing is kept beside the
// price (store_listings.next_price, next_price_from) and read as in force from its date on, so
// nothing has to move it when the date passes. Read here by the start of a bought run and by the
// store (store/asked-price.ts decides what an owner's new price does).

/** The price columns of a listing. */
export interface ListingPrices {
  price: number;
  nextPrice: number | null;
  nextPriceFrom: Date | null;
}

/** The price per run in force at `now`. */
export function priceNow(row: ListingPrices, now: number): number {
  return row.nextPrice !== null && row.nextPriceFrom !== null && row.nextPriceFrom.getTime() <= now
    ? row.nextPrice
    : row.price;
}

/** The rise announced and not yet in force at `now`, in the contract's shape; null when none. */
export function pendingPriceChange(row: ListingPrices, now: number): StorePriceChange | null {
  if (row.nextPrice === null || row.nextPriceFrom === null || row.nextPriceFrom.getTime() <= now) return null;
  return { price: row.nextPrice, from: row.nextPriceFrom.toISOString() };
}

/** The same as {@link priceNow} in SQL, over the listing's columns under `alias`. */
export function priceNowSql(alias: string, now: number): SQL {
  const at = new Date(now).toISOString();
  return sql.raw(
    `(CASE WHEN ${alias}.next_price_from <= '${at}'::timestamptz THEN ${alias}.next_price ELSE ${alias}.price END)`,
  );
}

/** The refusal of a buy that named another price than the one in force: nothing is charged. */
export function priceChanged(current: number): DomainError {
  const credits = `${current} ${current === 1 ? 'credit' : 'credits'}`;
  return new DomainError(
    'conflict',
    'price_changed',
    current === 0
      ? 'The price of this task changed: runs are now free. Start it again to confirm.'
      : `The price of this task changed: a run now costs ${credits}. Start it again to confirm.`,
    { currentPrice: current },
  );
}
