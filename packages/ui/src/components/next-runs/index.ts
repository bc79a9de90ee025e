export { NextRuns, type NextRunsProps } from './next-runs.tsx';
