// The browser's entry of the FAQ page: hydrates what the prerender wrote.
import { hydratePage } from '../../hydrate-page.tsx';
import { FaqPage } from './faq-page.tsx';

hydratePage(FaqPage);
