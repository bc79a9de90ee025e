export { ActionIcon, type ActionIconProps } from './action-icon.tsx';
