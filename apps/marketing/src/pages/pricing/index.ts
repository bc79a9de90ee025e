export { PricingPage, type PricingPageProps, shownPrice } from './pricing-page.tsx';
