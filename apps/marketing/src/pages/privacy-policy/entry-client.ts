// The browser's entry of the privacy policy: hydrates what the prerender wrote.
import { hydratePage } from '../../hydrate-page.tsx';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';

hydratePage(PrivacyPolicyPage);
