// The browser's entry of the features and benefits page: hydrates what the prerender wrote.
import { hydratePage } from '../../hydrate-page.tsx';
import { FeaturesPage } from './features-page.tsx';

hydratePage(FeaturesPage);
