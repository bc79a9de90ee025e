import * as styles from './store-card.css.ts';
import { durationText, ratingText, runsText, type StoreFigures, successText } from './store-figures-text.ts';

/** Props of {@link StoreFiguresSummary}. */
export interface StoreFiguresSummaryProps {
  figures: StoreFigures;
}

/** A listing's figures in words: the rating, then runs, success over 30 days and the typical run time. */
export function StoreFiguresSummary({ figures }: StoreFiguresSummaryProps) {
  return (
    <>
      <p className={styles.line}>{ratingText(figures)}</p>
      <p className={styles.muted}>
        {runsText(figures)} · {successText(figures)} · Typical run: {durationText(figures.medianRunSeconds)}
      </p>
    </>
  );
}
