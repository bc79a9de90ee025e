export type { SampleModalProps, SampleSource } from './sample-modal.tsx';
