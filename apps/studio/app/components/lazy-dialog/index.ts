export { lazyDialog } from './lazy-dialog.tsx';
