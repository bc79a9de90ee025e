export { ResultCard, type ResultCardProps, type ResultFeedback } from './result-card.tsx';
