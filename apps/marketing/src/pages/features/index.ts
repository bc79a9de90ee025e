export { FeaturesPage } from './features-page.tsx';
