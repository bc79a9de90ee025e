export { type DownloadFormat, DownloadFormats, type DownloadFormatsProps } from './download-formats.tsx';
