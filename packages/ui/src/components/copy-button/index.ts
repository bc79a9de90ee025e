export {
  CopyButton,
  type CopyButtonProps,
  DownloadButton,
  type DownloadButtonProps,
  feedbackMs,
} from './copy-button.tsx';
