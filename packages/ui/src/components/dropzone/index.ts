export { checkFiles, Dropzone, type DropzoneProps } from './dropzone.tsx';
