export { UpgradeDialog, type UpgradeDialogProps } from './upgrade-dialog.tsx';
