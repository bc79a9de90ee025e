/** One listed task's sales on one day, as the earnings API gives them. */
export interface EarningsDayView {
  /** A calendar day, `YYYY-MM-DD`. */
  day: string;
  listingId: string;
  /** The listed task's name. */
  name: string;
  runs: number;
  completed: number;
  refunded: number;
  creditsEarned: number;
  /** The tokens its runs' AI steps sent. */
  promptTokens?: number | undefined;
  /** The tokens they were answered with. */
  completionTokens?: number | undefined;
}

/** The figures summed over a task's days. */
export interface EarningsTotals {
  runs: number;
  completed: number;
  refunded: number;
  creditsEarned: number;
  promptTokens: number;
  completionTokens: number;
}

/** A listed task's days, in the order given, and their totals. */
export interface EarningsOfTask {
  listingId: string;
  name: string;
  days: EarningsDayView[];
  total: EarningsTotals;
}

/** The days of each listed task (in the order each task first appears), with its totals. */
export function earningsByTask(days: readonly EarningsDayView[]): EarningsOfTask[] {
  const tasks = new Map<string, EarningsOfTask>();
  for (const day of days) {
    const task = tasks.get(day.listingId) ?? {
      listingId: day.listingId,
      name: day.name,
      days: [],
      total: { runs: 0, completed: 0, refunded: 0, creditsEarned: 0, promptTokens: 0, completionTokens: 0 },
    };
    task.days.push(day);
    task.total.runs += day.runs;
    task.total.completed += day.completed;
    task.total.refunded += day.refunded;
    task.total.creditsEarned += day.creditsEarned;
    task.total.promptTokens += day.promptTokens ?? 0;
    task.total.completionTokens += day.completionTokens ?? 0;
    tasks.set(day.listingId, task);
  }
  return [...tasks.values()];
}
