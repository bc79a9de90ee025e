// The browser's entry of the pricing page: hydrates what the prerender wrote.
import { hydratePage } from '../../hydrate-page.tsx';
import { PricingPage } from './pricing-page.tsx';

hydratePage(PricingPage);
