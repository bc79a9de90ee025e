export { StartedBy, type StartedByLinkRenderer, type StartedByProps } from './started-by.tsx';
