export { NavBar, type NavBarGroup, type NavBarItem, type NavBarProps } from './nav-bar.tsx';
