export type { RecentRunsProps } from './recent-runs.tsx';
