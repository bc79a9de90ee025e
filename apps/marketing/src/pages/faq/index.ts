export { FaqPage } from './faq-page.tsx';
