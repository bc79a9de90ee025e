// The browser's entry of the home page: hydrates what the prerender wrote.
import { hydratePage } from '../../hydrate-page.tsx';
import { HomePage } from './home-page.tsx';

hydratePage(HomePage);
