export { ImageView, type ImageViewProps } from './image-view.tsx';
