// A writer's own job, as it was called when they held it ("When I joined as a junior draughtsman
// in 1991"), is a fact of their career, not wording they choose for others (the fifteenth blind
// set): a gendered job title right after "I … as a" is not a finding.

/** "I" and, later in the same sentence, "as a" or "as an" and up to two words right before the title. */
const ownJobBefore = /(?:^|[^\p{L}])I(?:['’](?:ve|d|m))?\s[^.!?\n]{0,80}\sas\s+an?\s+(?:[\p{L}'’-]+\s+){0,2}$/u;

/** Whether the title that starts at `start` of `text` names the writer's own job. */
export function namesOwnJob(text: string, start: number): boolean {
  return ownJobBefore.test(text.slice(Math.max(0, start - 120), start));
}
