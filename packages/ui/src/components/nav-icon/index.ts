export { NavIcon, type NavIconProps } from './nav-icon.tsx';
