export { SegmentedControl, type SegmentedControlProps, Switch, type SwitchProps } from './switch.tsx';
