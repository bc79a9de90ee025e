export { Alert, type AlertProps, Loader, type LoaderProps } from './alert.tsx';
