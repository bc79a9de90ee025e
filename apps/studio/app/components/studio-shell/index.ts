export { type ShellViewer, StudioShell, type StudioShellProps } from './studio-shell.tsx';
