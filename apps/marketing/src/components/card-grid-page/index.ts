export { type CardGridItem, CardGridPage, type CardGridPageProps } from './card-grid-page.tsx';
