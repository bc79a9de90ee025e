export {
  type EarningsDayView,
  type EarningsOfTask,
  type EarningsTotals,
  earningsByTask,
} from './earnings-by-task.ts';
export { EarningsTable, type EarningsTableProps } from './earnings-table.tsx';
