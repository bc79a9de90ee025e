export {
  SellDialog,
  type SellDialogProps,
  type SellListingStatus,
  type SellListingView,
  type SellRefusal,
  sellStatusWords,
} from './sell-dialog.tsx';
