export { AccountSummary, type AccountSummaryProps } from './account-summary.tsx';
