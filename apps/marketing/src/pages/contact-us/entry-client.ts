// The browser's entry of the contact page: hydrates what the prerender wrote.
import { hydratePage } from '../../hydrate-page.tsx';
import { ContactUsPage } from './contact-us-page.tsx';

hydratePage(ContactUsPage);
