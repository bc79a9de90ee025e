export { SegmentedControl, type SegmentedControlProps } from './segmented-control.tsx';
