import { v7 } from 'uuid';

/**
 * A new key for a row of the tables that grow with every run (runs, assets, the credit ledger): a
 * time-ordered UUID (version 7), so each insert lands at the right-hand end of the key's index
 * instead of a random page of it, and an index of millions of keys keeps its hot pages in memory
 * (issue 32, decision 100). Its first 48 bits are the time it was made, which the row shows anyway.
 */
export function newRowId(): string {
  return v7();
}
