export { SiteShell, type SiteShellProps } from './site-shell.tsx';
