export { Icon, type IconName, type IconProps } from './icon.tsx';
