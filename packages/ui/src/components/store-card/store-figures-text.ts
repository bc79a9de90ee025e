/** A listing's figures as the store API gives them (runs, thumbs, success over 30 days, median time). */
export interface StoreFigures {
  runs: number;
  ratingUp: number;
  ratingDown: number;
  /** Share of thumbs up, 0 to 1; null before the first thumb. */
  rating: number | null;
  /** Share of bought runs that succeeded in the last 30 days, 0 to 1; null when none ended. */
  successRate30d: number | null;
  medianRunSeconds: number | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "92 % positive · 25 ratings", or "No ratings yet". */
export function ratingText(figures: StoreFigures): string {
  const count = figures.ratingUp + figures.ratingDown;
  if (figures.rating === null || count === 0) return 'No ratings yet';
  return `${Math.round(figures.rating * 100)} % positive · ${plural(count, 'rating', 'ratings')}`;
}

/** "1 run", "132 runs". */
export function runsText(figures: StoreFigures): string {
  return plural(figures.runs, 'run', 'runs');
}

/** "97 % succeeded (30 days)", or a plain word when no bought run ended in 30 days. */
export function successText(figures: StoreFigures): string {
  if (figures.successRate30d === null) return 'No runs in the last 30 days';
  return `${Math.round(figures.successRate30d * 100)} % succeeded (30 days)`;
}

/** A median run time for people: "14 s", "2 min", "1 h 5 min". */
export function durationText(seconds: number | null): string {
  if (seconds === null) return 'No run time yet';
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
