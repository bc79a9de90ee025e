export { PlanChangeConfirm, type PlanChangeConfirmProps, type UpgradeCostState } from './plan-change-confirm.tsx';
