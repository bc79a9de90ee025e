import type { TextCheck, TextCheckFinding } from '@taskwell/api-sdk';
import { useEffect, useState } from 'react';

/** A text result's check as shown: being made, made (with its findings), or not shown at all. */
export type ShownCheck = { state: 'checking' } | { state: 'checked'; findings: TextCheckFinding[] } | { state: 'none' };

/** Reads a text result's check (getTextCheck). */
export type LoadTextCheck = (assetId: string, signal: AbortSignal) => Promise<TextCheck>;

/** How long to wait before asking again for a check still being made. */
const againMs = 1500;
/** How many times to ask before showing nothing. */
const tries = 8;

/**
 * The inclusive-language check of a text result: the one the item carries once it is made, else
 * read with `load` (which makes it when missing) and asked again while it is being made. Without
 * `load` (a result that is not the viewer's) only a carried check shows; a failed read shows none.
 */
export function useTextCheck(assetId: string, carried: TextCheck | undefined, load?: LoadTextCheck): ShownCheck {
  const [read, setRead] = useState<ShownCheck>({ state: 'checking' });
  const done = carried?.status === 'checked';
  useEffect(() => {
    if (done || !load) return;
    const reading = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (left: number) => {
      load(assetId, reading.signal).then(
        (check) => {
          if (reading.signal.aborted) return;
          if (check.status === 'checked') setRead({ state: 'checked', findings: check.findings });
          else if (left > 1) timer = setTimeout(() => ask(left - 1), againMs);
          else setRead({ state: 'none' });
        },
        () => {
          if (!reading.signal.aborted) setRead({ state: 'none' });
        },
      );
    };
    setRead({ state: 'checking' });
    ask(tries);
    return () => {
      reading.abort();
      clearTimeout(timer);
    };
  }, [assetId, done, load]);
  if (carried?.status === 'checked') return { state: 'checked', findings: carried.findings };
  if (!load) return { state: 'none' };
  return read;
}

/** getTextCheck through the studio's `/api/*` proxy (pages that have no API client of their own). */
export async function loadTextCheckThroughProxy(assetId: string, signal: AbortSignal): Promise<TextCheck> {
  const reply = await fetch(`/api/asset/check/${encodeURIComponent(assetId)}`, { signal });
  if (!reply.ok) throw new Error(`The check could not be read (${reply.status}).`);
  return (await reply.json()) as TextCheck;
}
