export { DetailLayout, type DetailLayoutProps } from './detail-layout.tsx';
