/**
 * Good or bad news about a business figure: a sentence that says a figure went down or up. A word
 * list reads "fell" or "cut" as negative whatever fell; for a reader of a business report, costs,
 * waiting times and complaints that fall are good news, and revenue that falls is bad (issue 25).
 */

/** Words that say a figure went down, and up. */
const down = new Set([
  'fell',
  'fall',
  'falls',
  'falling',
  'dropped',
  'drop',
  'drops',
  'decreased',
  'decrease',
  'decreases',
  'declined',
  'decline',
  'declines',
  'shrank',
  'shrunk',
  'cut',
  'cuts',
  'reduced',
  'reduce',
  'reduces',
  'lowered',
  'lower',
  'halved',
  'less',
  'fewer',
  'down',
]);
const up = new Set([
  'rose',
  'rise',
  'rises',
  'rising',
  'grew',
  'grow',
  'grows',
  'growing',
  'increased',
  'increase',
  'increases',
  'climbed',
  'doubled',
  'tripled',
  'higher',
  'more',
  'up',
]);

/** Figures that are better low, and better high (singular and plural as written). */
const betterLow = new Set([
  'cost',
  'costs',
  'time',
  'times',
  'wait',
  'waits',
  'waiting',
  'delay',
  'delays',
  'churn',
  'complaint',
  'complaints',
  'ticket',
  'tickets',
  'error',
  'errors',
  'defect',
  'defects',
  'downtime',
  'outage',
  'outages',
  'incident',
  'incidents',
  'backlog',
  'debt',
  'loss',
  'losses',
  'expense',
  'expenses',
  'spend',
  'spending',
  'latency',
  'emissions',
  'footprint',
  'absence',
  'absences',
  'turnover',
  'risk',
  'risks',
  'returns',
]);
const betterHigh = new Set([
  'revenue',
  'revenues',
  'sales',
  'profit',
  'profits',
  'margin',
  'margins',
  'income',
  'growth',
  'customers',
  'users',
  'orders',
  'bookings',
  'satisfaction',
  'nps',
  'retention',
  'conversion',
  'conversions',
  'uptime',
  'productivity',
  'traffic',
  'subscribers',
  'rating',
  'ratings',
  'share',
  'visits',
  'signups',
]);

const negations = new Set(['not', 'no', "didn't", "don't", "doesn't", 'never', 'nor']);

/** How far from the word of change a figure may be named (words). */
const reach = 6;

/**
 * +1 when the sentence reports a figure changing for the better, -1 for the worse, undefined when
 * it reports no change of a known figure. The figure is the nearest one named before the word of
 * change ("support tickets fell"), else after it ("we cut costs"); a negation just before the word
 * of change turns it round ("costs did not fall").
 */
export function metricTrend(sentence: string): 1 | -1 | undefined {
  const words = sentence.toLowerCase().match(/[a-z]+(?:['’][a-z]+)?/g) ?? [];
  for (const [index, word] of words.entries()) {
    const direction = down.has(word) ? -1 : up.has(word) ? 1 : 0;
    if (direction === 0) continue;
    const before = words.slice(Math.max(0, index - reach), index).reverse();
    const after = words.slice(index + 1, index + 1 + reach);
    const figure = [...before, ...after].find((candidate) => betterLow.has(candidate) || betterHigh.has(candidate));
    if (!figure) continue;
    const polarity = betterLow.has(figure) ? -1 : 1;
    const negated = words.slice(Math.max(0, index - 2), index).some((candidate) => negations.has(candidate));
    const trend = direction * polarity * (negated ? -1 : 1);
    return trend > 0 ? 1 : -1;
  }
  return undefined;
}
