export type { RunModalProps } from './run-modal.tsx';
