import { lazyDialog } from '../../components/lazy-dialog/index.ts';

// The page's dialogs load when first opened: the Radix dialog's code stays out of /knowledge's first
// load, which it kept over the 120 KB budget (issue 44 §5).

/** The design system's "Are you sure?" ({@link import('@taskwell/ui/modal').ConfirmDialog}). */
export const ConfirmDialog = lazyDialog(() => import('@taskwell/ui/modal').then((module) => module.ConfirmDialog));

/** The rename dialog of a collection or a document ({@link import('./rename-dialog.tsx').RenameDialog}). */
export const RenameDialog = lazyDialog(() => import('./rename-dialog.tsx').then((module) => module.RenameDialog));
