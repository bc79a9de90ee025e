export type { SampleModalProps } from './sample-modal.tsx';
