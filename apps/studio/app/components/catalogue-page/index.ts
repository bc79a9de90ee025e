export { CatalogueFailed, CatalogueHeading, CataloguePage, type CataloguePageProps } from './catalogue-page.tsx';
