export { StoreCard, type StoreCardListing, type StoreCardProps, type StoreLinkRenderer } from './store-card.tsx';
export { StoreCardGrid, type StoreCardGridProps } from './store-card-grid.tsx';
export { StoreFiguresSummary, type StoreFiguresSummaryProps } from './store-figures.tsx';
export {
  durationText,
  ratingText,
  runsText,
  type StoreFigures,
  successText,
} from './store-figures-text.ts';
